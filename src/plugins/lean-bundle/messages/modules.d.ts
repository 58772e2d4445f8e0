// One scope of the locale's code.json messages, picked by ./loader.cjs.
declare module '@generated/codeTranslations.json?messages=*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
