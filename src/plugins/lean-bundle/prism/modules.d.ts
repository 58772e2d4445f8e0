// The package's ES module by path: the browser bundle aliases the bare name to the lazy wrapper.
declare module 'prism-react-renderer/dist/index.mjs' {
  export * from 'prism-react-renderer';
}
