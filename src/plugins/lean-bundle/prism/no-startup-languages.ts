// Replaces theme-classic's start-up registration of `additionalLanguages` in the browser bundle:
// ./lazy-prism-react-renderer.tsx registers them when it loads Prism.
export {};
