// The lazy chunk of ./lazy-prism-react-renderer.tsx: the real prism-react-renderer, with the
// grammars of `additionalLanguages` registered (the grammars land in this chunk, with the module
// that requires them).
import * as prismReactRenderer from 'prism-react-renderer/dist/index.mjs';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(prismReactRenderer.Prism);

export default prismReactRenderer;
