/**
 * The translated API contract (packages/api-model/localized.ts, the overlays in openapi/):
 * - the committed overlays translate every sentence of the contract in es, fr and de, and
 *   applying one changes prose only (paths, operation ids, field names, examples stay English);
 * - the translation check (scripts/check-translations.ts) fails, naming locale, overlay file and
 *   JSON path, on a planted missing, stale, still-English, code-changing or orphan translation,
 *   and on a new English sentence; through the command line too;
 * - an overlay action that matches nothing makes localizedContract() throw, naming file and target.
 *
 * Run: node --import tsx --test tests/unit/contract-translations.test.ts
 */
import {test, describe} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import {checkTranslations, formatProblem} from '../../scripts/check-translations';
import {
  checkOverlay,
  englishContract,
  localizedContract,
  readOverlay,
  translatableStrings,
} from '../../packages/api-model/localized';
import {buildOverlay} from '../../scripts/write-contract-overlay';
import {translatedLocales} from '../../config/i18n';

const repo = path.resolve(__dirname, '..', '..');
const OVERLAY = 'openapi/mnemora.es.overlay.yaml';

const CONTRACT = {
  openapi: '3.1.0',
  info: {title: 'Mnemora API', version: '2025-06-01'},
  paths: {
    '/memories': {
      post: {
        operationId: 'createMemory',
        summary: 'Create a memory',
        description: 'Stores one memory. Send an `Idempotency-Key` to retry safely.',
        responses: {
          '201': {
            description: 'The memory was created.',
            content: {
              'application/json': {
                examples: {
                  created: {
                    summary: 'The created memory',
                    value: {content: 'Prefers dark mode', description: 'an example value'},
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Memory: {
        type: 'object',
        description: 'A stored memory.',
        properties: {
          content: {type: 'string', description: 'The text of the memory.'},
          tags: {type: 'array', items: {type: 'string'}},
        },
        examples: [{content: 'Prefers dark mode', description: 'an example value'}],
      },
    },
  },
};
const ES: Record<string, string> = {
  "$.paths['/memories'].post.summary": 'Crear una memoria',
  "$.paths['/memories'].post.description":
    'Almacena una memoria. Envía una `Idempotency-Key` para reintentar sin riesgo.',
  "$.paths['/memories'].post.responses['201'].description": 'Se creó la memoria.',
  "$.paths['/memories'].post.responses['201'].content['application/json'].examples.created.summary":
    'La memoria creada',
  '$.components.schemas.Memory.description': 'Una memoria almacenada.',
  '$.components.schemas.Memory.properties.content.description': 'El texto de la memoria.',
};

// The contract and overlay are parsed YAML documents the tests reach into by path to plant
// faults; their shape is what the checks under test verify, so they are loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Doc = any;
type OverlayAction = {target: string; update: Record<string, unknown>};
type Site = {contract: Doc; overlay: Doc};
const fixture = (): Site => {
  const contract = structuredClone(CONTRACT);
  return {contract, overlay: buildOverlay({contract, locale: 'es', current: null, translations: ES}).doc};
};

/** Writes a minimal site (config, UI strings, contract, overlay) into a temporary root. */
function writeSite(site: Site): string {
  const root = mkdtempSync(path.join(tmpdir(), 'contract-translations-'));
  {
    const files: Record<string, string> = {
      'english-strings/code.json': JSON.stringify({'x.title': {message: 'Reference'}}),
      'i18n/es/code.json': JSON.stringify({'x.title': {message: 'Referencia'}}),
      'openapi/mnemora.bundled.yaml': `# GENERATED\n${YAML.stringify(site.contract)}`,
      [OVERLAY]: YAML.stringify(site.overlay),
    };
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
      writeFileSync(path.join(root, rel), content);
    }
  }
  return root;
}

function withSite<T>(site: Site, fn: (root: string) => T): T {
  const root = writeSite(site);
  try {
    return fn(root);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

async function withSiteAsync(site: Site, fn: (root: string) => Promise<void>): Promise<void> {
  const root = writeSite(site);
  try {
    await fn(root);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

function lines(site: Site): string[] {
  return withSite(site, (root) =>
    checkTranslations({root, locales: ['es'], englishStrings: path.join(root, 'english-strings')}).problems.map(
      formatProblem,
    ),
  );
}

function assertFails(edit: (site: Site) => void, pattern: RegExp): string[] {
  const site = fixture();
  edit(site);
  const out = lines(site);
  assert.ok(
    out.some((l) => pattern.test(l)),
    `expected a line matching ${pattern}, got:\n${out.join('\n')}`,
  );
  return out;
}

const actionFor = (site: Site, p: string) => {
  const action = site.overlay.actions.find((a: OverlayAction) => `${a.target}.${Object.keys(a.update)[0]}` === p);
  assert.ok(action, `fixture overlay has an action for ${p}`);
  return action;
};

describe('sentences of the contract', () => {
  test('prose only: summaries, descriptions and example summaries; never example values or the product name', () => {
    assert.deepEqual(
      translatableStrings(CONTRACT).map((s: {path: string}) => s.path),
      Object.keys(ES),
    );
  });
});

describe('the translation check', () => {
  test('the fixture passes and counts its sentences', () => {
    const site = fixture();
    withSite(site, (root) => {
      const result = checkTranslations({root, locales: ['es'], englishStrings: path.join(root, 'english-strings')});
      assert.deepEqual(result.problems.map(formatProblem), []);
      assert.deepEqual(result.summary.es!.contract, {translated: 6, total: 6});
    });
  });

  test('a missing translation fails, naming locale, overlay and JSON path', () => {
    const out = assertFails((s) => {
      s.overlay.actions = s.overlay.actions.filter((a: OverlayAction) => a.update.summary !== 'Crear una memoria');
    }, /^es openapi\/mnemora\.es\.overlay\.yaml: contract text \$\.paths\['\/memories'\]\.post\.summary is not translated \(English: "Create a memory"/);
    assert.equal(out.length, 1);
  });

  test('a changed English sentence makes its translation stale', () => {
    const out = assertFails((s) => {
      s.contract.components.schemas.Memory.properties.content.description =
        'The text of the memory, up to 8,000 characters.';
    }, /^es openapi\/mnemora\.es\.overlay\.yaml: contract text \$\.components\.schemas\.Memory\.properties\.content\.description is stale: x-source-sha256 [0-9a-f]{64} is not the hash of the current English text/);
    assert.equal(out.length, 1);
  });

  test('a new English description fails until it is translated', () => {
    assertFails((s) => {
      s.contract.components.schemas.Memory.properties.tags.description = 'Tags, up to 32.';
    }, /^es openapi\/mnemora\.es\.overlay\.yaml: contract text \$\.components\.schemas\.Memory\.properties\.tags\.description is not translated/);
    // write-contract-overlay adds the new sentence in English: still failing, as untranslated.
    const site = fixture();
    site.contract.components.schemas.Memory.properties.tags.description = 'Tags, up to 32.';
    const synced = buildOverlay({contract: site.contract, locale: 'es', current: site.overlay});
    assert.deepEqual(synced.untranslated, ['$.components.schemas.Memory.properties.tags.description']);
    const out = lines({contract: site.contract, overlay: synced.doc});
    assert.deepEqual(out, [
      'es openapi/mnemora.es.overlay.yaml: contract text $.components.schemas.Memory.properties.tags.description is still English ("Tags, up to 32.")',
    ]);
  });

  test('a translation that is still the English text fails, ignoring case and spacing', () => {
    assertFails((s) => {
      actionFor(s, '$.components.schemas.Memory.description').update.description = 'a  stored MEMORY.';
    }, /contract text \$\.components\.schemas\.Memory\.description is still English/);
  });

  test('a changed or translated code span fails', () => {
    assertFails((s) => {
      actionFor(s, "$.paths['/memories'].post.description").update.description =
        'Almacena una memoria. Envía una `Clave-De-Idempotencia` para reintentar.';
    }, /contract text \$\.paths\['\/memories'\]\.post\.description has code spans \[`Clave-De-Idempotencia`\], the English has \[`Idempotency-Key`\]/);
  });

  test('an action on a sentence the English contract no longer has fails as an orphan', () => {
    assertFails((s) => {
      delete s.contract.paths['/memories'].post.responses['201'].content;
    }, /contract text \$\.paths\['\/memories'\]\.post\.responses\['201'\]\.content\['application\/json'\]\.examples\.created\.summary is not a sentence of the English contract/);
  });

  test('a locale without an overlay fails, naming the file', () => {
    const site = fixture();
    const out = withSite(site, (root) => {
      rmSync(path.join(root, OVERLAY));
      return checkTranslations({
        root,
        locales: ['es'],
        englishStrings: path.join(root, 'english-strings'),
      }).problems.map(formatProblem);
    });
    assert.match(
      out.join('\n'),
      /^es openapi\/mnemora\.es\.overlay\.yaml: openapi\/mnemora\.es\.overlay\.yaml: no overlay for locale "es"/,
    );
  });

  test('the command line exits 1 and prints the locale and JSON path', () => {
    const site = fixture();
    site.contract.paths['/memories'].post.summary = 'Create one memory';
    withSite(site, (root) => {
      const run = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(repo, 'scripts/check-translations.ts'),
          '--locale',
          'es',
          '--root',
          root,
          '--english-strings',
          path.join(root, 'english-strings'),
        ],
        {encoding: 'utf8'},
      );
      assert.equal(run.status, 1, run.stderr);
      assert.match(
        run.stdout,
        /^es openapi\/mnemora\.es\.overlay\.yaml: contract text \$\.paths\['\/memories'\]\.post\.summary is stale/m,
      );
      assert.match(run.stdout, /contract sentences 5\/6/);
    });
  });
});

describe('localizedContract()', () => {
  test('applies the overlay: prose translated, operation ids, paths and example values unchanged', async () => {
    const site = fixture();
    await withSiteAsync(site, async (root) => {
      const es: Doc = await localizedContract('es', {root});
      assert.equal(es.paths['/memories'].post.summary, 'Crear una memoria');
      assert.equal(es.components.schemas.Memory.properties.content.description, 'El texto de la memoria.');
      assert.equal(es.paths['/memories'].post.operationId, 'createMemory');
      assert.deepEqual(es.components.schemas.Memory.examples, CONTRACT.components.schemas.Memory.examples);
      assert.deepEqual(es.paths['/memories'].post.responses['201'].content['application/json'].examples.created.value, {
        content: 'Prefers dark mode',
        description: 'an example value',
      });
      // A fresh copy each time: a caller's change does not leak into the next call.
      es.paths['/memories'].post.summary = 'changed';
      const again: Doc = await localizedContract('es', {root});
      assert.equal(again.paths['/memories'].post.summary, 'Crear una memoria');
      const english: Doc = await localizedContract('en', {root});
      assert.equal(english.paths['/memories'].post.summary, 'Create a memory');
    });
  });

  test('an action that matches nothing throws, naming the overlay and the target', async () => {
    const site = fixture();
    site.overlay.actions.push({
      target: '$.components.schemas.Gone',
      update: {description: 'Ya no existe.'},
      'x-source-sha256': '0'.repeat(64),
    });
    await withSiteAsync(site, async (root) => {
      await assert.rejects(
        localizedContract('es', {root}),
        /openapi\/mnemora\.es\.overlay\.yaml: 1 action\(s\) match nothing in the contract: \$\.components\.schemas\.Gone/,
      );
    });
  });

  test('an unknown locale throws, naming the missing overlay', async () => {
    await assert.rejects(localizedContract('xx'), /openapi\/mnemora\.xx\.overlay\.yaml: no overlay for locale "xx"/);
  });
});

describe('the committed overlays', () => {
  const english = englishContract();
  const sentences = translatableStrings(english);

  test('translate every sentence of the contract in es, fr and de', () => {
    assert.ok(sentences.length > 250, `${sentences.length} sentences`);
    for (const locale of translatedLocales) {
      assert.deepEqual(
        checkOverlay({contract: english, overlay: readOverlay(locale)}).map((p: {message: string}) => p.message),
        [],
        locale,
      );
    }
  });

  test('change prose only: every other value of the contract is the English one', async () => {
    const prose = new Set(sentences.map((s: {path: string}) => s.path));
    for (const locale of translatedLocales) {
      const localized = await localizedContract(locale);
      let changed = 0;
      const walk = (en: unknown, tr: unknown, at: string): void => {
        if (typeof en === 'string') {
          if (en !== tr) {
            assert.ok(prose.has(at), `${locale}: ${at} changed but is not a sentence`);
            changed++;
          }
          return;
        }
        if (!en || typeof en !== 'object') return assert.deepEqual(tr, en, `${locale}: ${at}`);
        const enObject = en as Record<string, unknown>;
        const trObject = tr as Record<string, unknown>;
        assert.deepEqual(Object.keys(trObject).sort(), Object.keys(enObject).sort(), `${locale}: keys of ${at}`);
        for (const k of Object.keys(enObject))
          walk(
            enObject[k],
            trObject[k],
            Array.isArray(en) ? `${at}[${k}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(k) ? `${at}.${k}` : `${at}['${k}']`,
          );
      };
      walk(english, localized, '$');
      assert.equal(changed, sentences.length, `${locale}: every sentence differs from the English`);
    }
  });
});
