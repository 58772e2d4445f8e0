/**
 * Each locale's llms.txt as the format's reference parser reads it (tests/support/miniparse.ts,
 * the llmstxt.org authors' regular expressions): exactly the sections `Docs` and `Optional`, in
 * that order, every docs page of the locale in one of them, and `Optional` holding the
 * contributor guide and nothing else, so that context tools which drop Optional drop only it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {defaultLocale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {markdownTwinPath} from '../../src/lib/markdown-twin';
import {miniparse} from '../support/miniparse';
import {allLocales, categoryRoutes, docRoutes, localePath} from '../support/spec-routes';
import {buildDir, requireBuild} from '../support/build';

requireBuild();

const contributor = (route: string): boolean => /^tutorial-(?:basics|extras)\//.test(route);

for (const locale of allLocales) {
  test(`${locale}: the reference parser reads llms.txt as ## Docs and ## Optional, the contributor guide in Optional`, () => {
    const file = locale === defaultLocale ? 'llms.txt' : `${locale}/llms.txt`;
    const parsed = miniparse(readFileSync(join(buildDir, file), 'utf8'));
    assert.deepEqual([...parsed.sections.keys()], ['Docs', 'Optional'], `build/${file}: its sections`);
    const urls = (name: string): string[] => (parsed.sections.get(name) ?? []).map((l) => l.url);
    const twin = (route: string): string => `${portalUrl}${markdownTwinPath(localePath(locale, route))}`;
    assert.deepEqual(
      urls('Optional').sort(),
      // The contributor guide's pages and the generated index pages of its categories.
      [...docRoutes.filter(contributor), ...categoryRoutes].map(twin).sort(),
      `build/${file}: ## Optional as the parser reads it`,
    );
    const docs = new Set(urls('Docs'));
    const missing = docRoutes.filter((r) => !contributor(r) && !docs.has(twin(r)));
    assert.deepEqual(missing, [], `build/${file}: platform pages the parser finds in no section`);
  });
}
