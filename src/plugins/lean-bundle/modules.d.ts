// The package's ES module by path: the browser bundle aliases the bare name to the lazy wrapper.
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}

// One scope of the locale's code.json messages, picked by ./pick-messages-loader.cjs.
declare module '@generated/codeTranslations.json?messages=*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}

// theme-classic's progress bar library (no types published with it); ./lazy-nprogress.ts types what it uses.
declare module 'nprogress';
