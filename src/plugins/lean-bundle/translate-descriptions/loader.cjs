// Bundler loader (browser bundle, after the compiler): removes the `description` of each
// `translate({id, message, description})` call and `<Translate description="…">` element. A
// description is a note for translators, read from the source by `docusaurus write-translations`
// and never at run time (@docusaurus/core's Translate ignores it), yet theme-classic's components
// carry about eighty of them into every page's JavaScript. See ./index.ts.
//
// It parses the compiled module (acorn) rather than matching text, and touches only an object
// literal passed to the `translate` import or as the props of the `Translate` import, and only
// a `description` whose value is a string: anything else is left as it is.
'use strict';

const acorn = require('acorn');
const walk = require('acorn-walk');

const translateModule = '@docusaurus/Translate';

/** The local names the module gives to `translate` and to the default `Translate` component. */
function translateBindings(program) {
  const functions = new Set();
  const components = new Set();
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || node.source.value !== translateModule) continue;
    for (const s of node.specifiers) {
      if (s.type === 'ImportDefaultSpecifier') components.add(s.local.name);
      else if (s.type === 'ImportSpecifier' && (s.imported.name ?? s.imported.value) === 'translate')
        functions.add(s.local.name);
    }
  }
  return {functions, components};
}

const isDescription = (property) =>
  property.type === 'Property' &&
  !property.computed &&
  ((property.key.type === 'Identifier' && property.key.name === 'description') ||
    (property.key.type === 'Literal' && property.key.value === 'description')) &&
  property.value.type === 'Literal' &&
  typeof property.value.value === 'string';

/** [start, end) ranges of the description properties (with their comma) to cut from source. */
function descriptionRanges(source, program) {
  const {functions, components} = translateBindings(program);
  if (functions.size === 0 && components.size === 0) return [];
  const ranges = [];
  const strip = (object) => {
    if (!object || object.type !== 'ObjectExpression') return;
    const props = object.properties;
    props.forEach((property, i) => {
      if (!isDescription(property)) return;
      // Cut the property and the comma after it, or before it when it is the last one.
      if (i < props.length - 1) ranges.push([property.start, props[i + 1].start]);
      else if (i > 0) ranges.push([props[i - 1].end, property.end]);
      else ranges.push([property.start, property.end]);
    });
  };
  walk.simple(program, {
    CallExpression(call) {
      const [first, second] = call.arguments;
      if (call.callee.type === 'Identifier' && functions.has(call.callee.name)) strip(first);
      // jsx(Translate, props), jsxs(…), createElement(…): the props object follows the component.
      else if (first && first.type === 'Identifier' && components.has(first.name)) strip(second);
    },
  });
  return ranges;
}

/** The source without the translators' descriptions. */
function stripTranslateDescriptions(source, resourcePath = '<source>') {
  if (!source.includes(translateModule)) return source;
  let program;
  try {
    program = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true});
  } catch (error) {
    throw new Error(`lean-bundle translate-descriptions loader: cannot parse ${resourcePath}: ${error.message}`, {
      cause: error,
    });
  }
  let out = source;
  for (const [start, end] of descriptionRanges(source, program).sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + out.slice(end);
  return out;
}

/** @this {{resourcePath: string}} */
module.exports = function translateDescriptionsLoader(source) {
  return stripTranslateDescriptions(source, this.resourcePath);
};
module.exports.stripTranslateDescriptions = stripTranslateDescriptions;
