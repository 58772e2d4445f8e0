// theme-classic's progress bar library (no types published with it); ./lazy-nprogress.ts types what it uses.
declare module 'nprogress';
