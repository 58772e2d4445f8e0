/**
 * One source for the facts several pages state (src/data/facts.ts, fed by the contract through
 * src/data/contract-facts.json): the generated file is fresh, and no page of any locale, no SDK
 * declaration comment and no CLI flag description states a fact by hand with another value.
 * Run: node --import tsx --test tests/content/facts.test.ts
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {facts, formatFact, type Locale} from '../../src/data/facts';
import {formatRange} from '../../src/data/number-format';
import {factStatements, parseStated, type FactStatement} from '../../src/data/fact-statements';
import {contractFacts, factsPath, renderFacts} from '../../scripts/generate-facts';
import {isRecord, loadContract, type ContractNode} from '../../packages/api-model/contract';
import {locales} from '../../config/i18n';
import {
  deadMarkers,
  declarationRetryProblems,
  pageRetryProblems,
  retryContract,
  tableCells,
} from '../support/retry-claims';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const LOCALES = locales;
const docsRootOf = (l: Locale) => (l === 'en' ? 'docs' : `i18n/${l}/docusaurus-plugin-content-docs/current`);
// The changelog states what was true when each entry shipped ("Requires Node.js 18 or later" in
// 2.0.0); the current facts are checked everywhere else.
const HISTORY = new Set(['changelog.md']);
// Declarations and CLI strings that repeat the facts, per locale.
const EXTRA_SOURCES: Record<Locale, string[]> = {
  en: [
    'sdk/typescript/index.d.ts',
    'sdk/python/mnemora/__init__.pyi',
    'sdk/python/mnemora/errors.pyi',
    'src/data/cli-commands.ts',
  ],
  es: ['i18n/es/code.json'],
  fr: ['i18n/fr/code.json'],
  de: ['i18n/de/code.json'],
};

/** The object at `keys` in a parsed contract; fails when there is none. */
function objectAt(node: unknown, ...keys: string[]): ContractNode {
  for (const key of keys) {
    assert.ok(isRecord(node), `no object above "${key}"`);
    node = node[key];
  }
  assert.ok(isRecord(node), `no object at ${keys.join('.')}`);
  return node;
}

function pages(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, {withFileTypes: true})) {
    if (e.isDirectory()) {
      if (!e.name.startsWith('tutorial-') && e.name !== '_generated') out.push(...pages(path.join(dir, e.name)));
    } else if (/\.mdx?$/.test(e.name) && !HISTORY.has(e.name)) out.push(path.join(dir, e.name));
  }
  return out;
}

/** Text a reader reads: fenced code removed (line numbers kept), inline code kept. */
const readable = (text: string) => text.replace(/^```[\s\S]*?^```/gm, (m) => '\n'.repeat(m.split('\n').length - 1));

/** Every statement of a fact in `text` whose value differs from the fact, as "line: stated (fact)". */
export function wrongStatements(
  text: string,
  locale: Locale,
  statements: FactStatement[] = factStatements,
  values: Record<string, unknown> = facts,
): {problems: string[]; matched: Set<FactStatement>} {
  const problems: string[] = [];
  const matched = new Set<FactStatement>();
  // A page that renders the fact (<Fact name="…" />) states it from the source: it counts as a
  // live statement and cannot disagree.
  for (const s of statements) if (text.includes(`<Fact name="${s.fact}"`)) matched.add(s);
  readable(text)
    .split('\n')
    .forEach((line, i) => {
      for (const s of statements) {
        if (s.context && !s.context.test(line)) continue;
        if (s.unless?.test(line)) continue;
        for (const m of line.matchAll(s.patterns[locale])) {
          const stated = m.slice(1).find((g) => g !== undefined);
          if (stated === undefined) continue;
          matched.add(s);
          const expected = String(values[s.fact]);
          if (
            parseStated(stated, s.literal ? 'en' : locale, values[s.fact]) !==
            parseStated(expected, 'en', values[s.fact])
          )
            problems.push(`${i + 1}: "${m[0]}" states ${s.fact} = ${stated}; the contract/facts say ${expected}`);
        }
      }
    });
  return {problems, matched};
}

describe('facts: one source', () => {
  test('src/data/contract-facts.json is fresh (scripts/generate-facts.ts)', () => {
    assert.equal(
      readFileSync(factsPath, 'utf8'),
      renderFacts(loadContract()),
      'stale: run `node --import tsx scripts/generate-facts.ts`',
    );
  });
  test("<Fact> text follows each locale's number rule", () => {
    assert.deepEqual(
      LOCALES.map((l) => formatFact(32000, l)),
      ['32,000', '32\u00a0000', '32\u202f000', '32.000'],
    );
    assert.deepEqual(
      LOCALES.map((l) => formatFact(1000, l)),
      ['1,000', '1000', '1\u202f000', '1.000'],
    );
    assert.deepEqual(
      LOCALES.map((l) => formatFact(0.5, l)),
      ['0.5', '0,5', '0,5', '0,5'],
    );
    assert.equal(formatFact(facts.apiVersion, 'de'), '2025-06-01');
  });
  test("the API reference's ranges follow each locale's number rule, with one end or both", () => {
    assert.deepEqual(
      LOCALES.map((l) => formatRange({min: 1, max: 32000}, l)),
      ['1–32,000', '1–32\u00a0000', '1–32\u202f000', '1–32.000'],
    );
    assert.equal(formatRange({min: 64, max: 64}, 'en'), '64');
    assert.equal(formatRange({min: 1000}, 'de'), '≥ 1.000');
    assert.equal(formatRange({max: 0.5}, 'fr'), '≤ 0,5');
    assert.equal(formatRange({}, 'es'), '');
  });
  test('planted: a contract change makes it stale', () => {
    const changed = structuredClone(loadContract());
    objectAt(changed, 'components', 'schemas', 'ErrorCode', 'x-mnemora-retry-policy').backoff_max_seconds = 30;
    assert.equal(contractFacts(changed).retryBackoffMaxSeconds, 30);
    assert.notEqual(readFileSync(factsPath, 'utf8'), renderFacts(changed));
  });

  for (const locale of LOCALES) {
    test(`${locale}: every statement of a fact agrees with it, and every fact pattern is still live`, () => {
      const files = [
        ...pages(path.join(repoRoot, docsRootOf(locale))),
        ...EXTRA_SOURCES[locale].map((f) => path.join(repoRoot, f)),
      ];
      const problems: string[] = [];
      const matched = new Set<FactStatement>();
      for (const file of files) {
        const result = wrongStatements(readFileSync(file, 'utf8'), locale);
        for (const p of result.problems) problems.push(`${path.relative(repoRoot, file)}:${p}`);
        for (const s of result.matched) matched.add(s);
      }
      assert.deepEqual(problems, []);
      const dead = factStatements.filter((s) => !matched.has(s)).map((s) => `${s.fact}: ${s.patterns[locale]}`);
      assert.deepEqual(dead, [], `${locale}: these patterns match nothing; reword them to the pages' phrasing`);
    });
  }

  // [text, locale, the fact it contradicts]
  const wrong: Array<[string, Locale, RegExp]> = [
    ['The SDK backs off exponentially, capped at 30 s.', 'en', /retryBackoffMaxSeconds = 30/],
    ['Die CLI wartet exponentiell länger, höchstens 30 Sekunden.', 'de', /retryBackoffMaxSeconds = 30/],
    ['| CLI | Node.js 18 o posterior. |', 'es', /nodeMinMajor = 18/],
    ['Supprime jusqu’à 500 identifiants.', 'fr', /bulkDeleteMaxIds = 500/],
    ['Memories hold up to 16,000 characters.', 'en', /contentMaxLength = 16,000/],
    ['| Suchanfrage | 2.000 Zeichen |', 'de', /queryMaxLength = 2.000/],
    ['Un souvenir est un texte (jusqu’à 64\u202f000 caractères).', 'fr', /contentMaxLength = 64/],
    ['| `timeoutMs` | `number` | `60000` | Timeout jedes HTTP-Versuchs. |', 'de', /sdkTimeoutMs = 60000/],
    [
      '| Délai | `timeoutMs: 30000` | `timeout=10.0` (secondes) | `--timeout 30000` |',
      'fr',
      /pythonTimeoutSeconds = 10\.0/,
    ],
    ['| Reintentos | `maxRetries: 3` | `max_retries=2` | `--max-retries 2` |', 'es', /retryDefaultMaxRetries = 3/],
    ['| `limit` | Seitengröße, 1 bis 50. Standardwert 20. |', 'de', /listLimitMax = 50/],
    ['| `limit` | Taille de page, de 1 à 100. 25 par défaut. |', 'fr', /listLimitDefault = 25/],
    ['A request body larger than 2 MiB fails with `413 payload_too_large`.', 'en', /requestBodyMaxMiB = 2/],
    ['Memories become vectors of 768 dimensions.', 'en', /embeddingDimensions = 768/],
    ['Jede Erinnerung wird ein Vektor mit 1.536 Dimensionen.', 'de', /embeddingDimensions = 1.536/],
    ['L’offre `free` autorise 100 requêtes par minute et par clé.', 'fr', /planFreeRequestsPerMinute = 100/],
  ];
  // [text, locale] that state the facts right, or state another policy's numbers
  const right: Array<[string, Locale]> = [
    ['capped at <Fact name="retryBackoffMaxSeconds" /> s', 'en'],
    ['| `timeout` | `30.0` | Sekunden pro HTTP-Versuch. |', 'de'],
    // The realtime reconnect backoff is another policy: not compared.
    ['Reconnect with exponential backoff and jitter (1 s, 2 s, 4 s, capped at 30 s).', 'en'],
  ];
  test('planted: a hand-written backoff cap, Node.js version or id limit that differs fails, in any locale', () => {
    for (const [text, locale, fact] of wrong) assert.match(wrongStatements(text, locale).problems.join(), fact, text);
    for (const [text, locale] of right) assert.deepEqual(wrongStatements(text, locale).problems, [], text);
  });
});

describe('facts: plans, the embedding model and the change stream come from the contract', () => {
  const info = (c: ContractNode) => objectAt(c, 'info');
  test('the plan limits, the model and the stream path are those of info, and Usage.plan names the same plans', () => {
    const c = loadContract();
    const plans = objectAt(info(c), 'x-mnemora-plans');
    assert.deepEqual(
      [facts.planFreeRequestsPerMinute, facts.planProRequestsPerMinute, facts.planEnterpriseRequestsPerMinute],
      ['free', 'pro', 'enterprise'].map((p) => objectAt(plans, p).requests_per_minute),
    );
    assert.deepEqual(
      [facts.planFreeMemoriesMax, facts.planProMemoriesMax, facts.planEnterpriseMemoriesMax],
      ['free', 'pro', 'enterprise'].map((p) => objectAt(plans, p).memories_max),
    );
    assert.equal(facts.embeddingModel, objectAt(info(c), 'x-mnemora-embedding').model);
    assert.equal(facts.embeddingDimensions, objectAt(info(c), 'x-mnemora-embedding').dimensions);
    assert.equal(facts.changeStreamPath, '/changes');
  });
  test("planted: a Usage example with another plan's limits, a webhooks section and a stream path the contract lacks fail", () => {
    const example = structuredClone(loadContract());
    const usage = objectAt(example, 'components', 'schemas', 'Usage');
    (usage.examples as ContractNode[])[0]!.plan = 'pro';
    assert.throws(() => contractFacts(example), /Usage\/examples\/0 shows plan pro with requests_per_minute 60/);
    const hooks = structuredClone(loadContract());
    hooks.webhooks = {memoryCreated: {}};
    assert.throws(() => contractFacts(hooks), /must have no top-level webhooks/);
    const stream = structuredClone(loadContract());
    objectAt(info(stream), 'x-mnemora-change-notifications').stream = '/events';
    assert.throws(() => contractFacts(stream), /\/events, which is no GET path of the contract/);
  });

  // Where each answer is stated, in every locale: rendered from the facts, never typed.
  const STATED: Record<string, string[]> = {
    'api/overview.md': [
      'planFreeRequestsPerMinute',
      'planFreeMemoriesMax',
      'planProRequestsPerMinute',
      'planProMemoriesMax',
      'planEnterpriseRequestsPerMinute',
      'planEnterpriseMemoriesMax',
    ],
    'guides/vector-search.md': ['embeddingModel', 'embeddingDimensions'],
    'guides/realtime-sync.md': ['changeStreamPath'],
    'support.md': [
      'changeStreamPath',
      'planFreeRequestsPerMinute',
      'planProMemoriesMax',
      'planEnterpriseRequestsPerMinute',
      'embeddingModel',
      'embeddingDimensions',
    ],
  };
  for (const locale of LOCALES) {
    test(`${locale}: the plan limits, the embedding model and the webhook answer are rendered from the facts`, () => {
      const missing: string[] = [];
      for (const [page, names] of Object.entries(STATED)) {
        const text = readFileSync(path.join(repoRoot, docsRootOf(locale), page), 'utf8');
        for (const name of names) if (!text.includes(`<Fact name="${name}"`)) missing.push(`${page}: ${name}`);
        if (page === 'guides/realtime-sync.md' && !/\{#webhooks\}/.test(text)) missing.push(`${page}: {#webhooks}`);
      }
      // The model's name is typed nowhere: a page that names it by hand would keep an old name.
      for (const file of pages(path.join(repoRoot, docsRootOf(locale))))
        if (readFileSync(file, 'utf8').includes(facts.embeddingModel))
          missing.push(
            `${path.relative(repoRoot, file)} types ${facts.embeddingModel} instead of <Fact name="embeddingModel" />`,
          );
      assert.deepEqual(missing, []);
    });
  }
});

describe('facts: the SDK declarations default to what the contract declares', () => {
  // Pages and SDKs once called hybrid the default search mode while the contract declared none.
  /** Defaults the declarations state for search, compared with the contract's. */
  const sdkDefaultProblems = (pyi: string, dts: string, values: Record<string, unknown> = facts): string[] => {
    const problems: string[] = [];
    for (const m of pyi.matchAll(
      /def search\(self, \*, query: str, mode: SearchMode = "(\w+)", alpha: float = ([\d.]+),[^)]*limit: int = (\d+)/g,
    )) {
      if (m[1] !== values.searchModeDefault) problems.push(`python: mode defaults to ${m[1]}`);
      if (Number(m[2]) !== values.alphaDefault) problems.push(`python: alpha defaults to ${m[2]}`);
      if (Number(m[3]) !== values.searchLimitDefault) problems.push(`python: limit defaults to ${m[3]}`);
    }
    const ts = dts.match(/`mode` \(default `"(\w+)"`\).*`limit` \(1–(\d+), default (\d+)\)/);
    if (!ts) problems.push('index.d.ts: the search parameters no longer state their defaults');
    else {
      if (ts[1] !== values.searchModeDefault) problems.push(`typescript: mode defaults to ${ts[1]}`);
      if (Number(ts[2]) !== values.searchLimitMax) problems.push(`typescript: limit up to ${ts[2]}`);
      if (Number(ts[3]) !== values.searchLimitDefault) problems.push(`typescript: limit defaults to ${ts[3]}`);
    }
    return problems;
  };
  const pyi = readFileSync(path.join(repoRoot, 'sdk/python/mnemora/__init__.pyi'), 'utf8');
  const dts = readFileSync(path.join(repoRoot, 'sdk/typescript/index.d.ts'), 'utf8');
  test('search mode, alpha and limit', () => {
    assert.equal(facts.searchModeDefault, 'hybrid');
    assert.equal((pyi.match(/def search\(/g) ?? []).length, 2);
    assert.deepEqual(sdkDefaultProblems(pyi, dts), []);
  });
  test('planted: a contract without the hybrid default disagrees with both SDKs', () => {
    assert.deepEqual(sdkDefaultProblems(pyi, dts, {...facts, searchModeDefault: 'semantic'}), [
      'python: mode defaults to hybrid',
      'python: mode defaults to hybrid',
      'typescript: mode defaults to hybrid',
    ]);
  });
});

/** The contract's retry facts per code, read by the retry checks below. */
const contract = retryContract();

describe('facts: which codes the SDKs and the CLI retry on their own', () => {
  // The contract's `sdk_retry` (facts.retriedAutomatically / neverRetriedAutomatically): a page
  // once said the CLI retries quota_exceeded while the SDK pages said it never does.
  const CLIENT = /\bSDKs?\b|\bCLI\b|client|cliente|Client|automatic|automátic|automatiq|automatisch/;
  // Words that say the never-retried code is not retried ("except", "never", "raises … at once").
  const NEGATION: Record<Locale, RegExp> = {
    en: /\bexcept\b|\bnever\b|\bnot\b|\bat once\b/,
    es: /\bsalvo\b|\bnunca\b|\bningún\b|\bno\b|de inmediato/,
    fr: /\bsauf\b|\bjamais\b|\baucun\b|\bn[e’']|aussitôt|immédiatement/,
    de: /\baußer\b|\bnie\b|\bnicht\b|\bkein|sofort/,
  };
  /** Lines that list the automatically retried codes together with a never-retried one, unnegated. */
  const retryProblems = (text: string, locale: Locale, everyLineIsAboutClients = false): string[] => {
    const problems: string[] = [];
    const auto = facts.retriedAutomatically as readonly string[];
    const never = facts.neverRetriedAutomatically as readonly string[];
    readable(text)
      .split('\n')
      .forEach((line, i) => {
        if (!auto.every((c) => line.includes(c)) || !never.some((c) => line.includes(c))) return;
        if (!everyLineIsAboutClients && !CLIENT.test(line)) return;
        if (!NEGATION[locale].test(line))
          problems.push(`${i + 1}: lists ${never.join(', ')} among the codes the SDKs/CLI retry on their own`);
      });
    return problems;
  };

  // Every table (any header, any column order) and every sentence, cell and declaration comment
  // that says an error is retried on its own or thrown at once (tests/support/retry-claims.ts).
  /** What the readers find wrong in a file, as "line: problem". */
  const claimsIn = (file: string, text: string, locale: Locale): string[] =>
    /\.(?:d\.ts|pyi)$/.test(file)
      ? declarationRetryProblems(text, locale, contract)
      : pageRetryProblems(readable(text), locale, contract);

  for (const locale of LOCALES) {
    test(`${locale}: no page, table, declaration or CLI string says a never-retried code is retried automatically, or the reverse`, () => {
      const problems: string[] = [];
      const texts: string[] = [];
      for (const file of pages(path.join(repoRoot, docsRootOf(locale)))) {
        const text = readFileSync(file, 'utf8');
        texts.push(text);
        for (const p of [...retryProblems(text, locale), ...claimsIn(file, text, locale)])
          problems.push(`${path.relative(repoRoot, file)}:${p}`);
      }
      for (const file of EXTRA_SOURCES[locale]) {
        const text = readFileSync(path.join(repoRoot, file), 'utf8');
        texts.push(text);
        for (const p of [...retryProblems(text, locale, true), ...claimsIn(file, text, locale)])
          problems.push(`${file}:${p}`);
      }
      assert.deepEqual(problems, []);
      assert.deepEqual(
        deadMarkers(texts, locale),
        [],
        `${locale}: these retry words match nothing; reword them to the pages' phrasing`,
      );
    });
  }
  test('planted: the old CLI sentence, flag description and table row fail', () => {
    assert.equal(
      retryProblems(
        'Retries apply to `rate_limited`, `quota_exceeded`, `internal_error` and `service_unavailable` responses. The CLI waits for `Retry-After`.',
        'en',
      ).length,
      1,
    );
    assert.equal(
      retryProblems(
        "description: 'Retries for `rate_limited`, `quota_exceeded`, `internal_error`, `service_unavailable` and network failures.'",
        'en',
        true,
      ).length,
      1,
    );
    assert.deepEqual(
      pageRetryProblems(
        '| Error code | HTTP status | SDK error class | CLI exit code | Retried automatically |\n| --- | --- | --- | --- | --- |\n| `quota_exceeded` | 429 | `QuotaExceededError` | 5 | yes |',
        'en',
        contract,
      ),
      [`3: quota_exceeded is marked "yes" in the automatic-retry column; the contract's sdk_retry says no`],
    );
  });
  test('planted: a yes for QuotaExceededError fails under any header, in any column, in any locale', () => {
    const head = '| Error class | `code` | HTTP status | Retried by the SDK |\n| --- | --- | --- | --- |\n';
    assert.deepEqual(
      pageRetryProblems(
        `${head}| \`RateLimitError\` | \`rate_limited\` | 429 | yes, after \`retryAfter\` |\n| \`QuotaExceededError\` | \`quota_exceeded\` | 429 | yes, after \`retryAfter\` |`,
        'en',
        contract,
      ),
      [
        `4: quota_exceeded is marked "yes, after \`retryAfter\`" in the automatic-retry column; the contract's sdk_retry says no`,
      ],
    );
    // The retry column first, the class alone (no code cell), another locale.
    assert.match(
      pageRetryProblems(
        '| Relancée par le SDK | Classe |\n| :-- | :-- |\n| oui | `QuotaExceededError` |',
        'fr',
        contract,
      ).join(),
      /^3: quota_exceeded is marked "oui"/,
    );
    assert.match(
      pageRetryProblems(
        '| Fehlerklasse | Vom SDK wiederholt |\n| --- | --- |\n| `AuthenticationError` | ja |',
        'de',
        contract,
      ).join(),
      /unauthenticated is marked "ja".*says nein/,
    );
    assert.match(
      pageRetryProblems(
        '| Clase de error | Reintentado por el SDK |\n| --- | --- |\n| `QuotaExceededError` | sí, tras `retryAfter` |',
        'es',
        contract,
      ).join(),
      /^3: quota_exceeded is marked "sí, tras/,
    );
    // A "Retryable" column holds the contract's `retryable`: quota_exceeded can succeed later.
    assert.deepEqual(
      pageRetryProblems(
        '| Exception | Retryable |\n| --- | --- |\n| `QuotaExceededError` | yes, after the quota resets |\n| `ValidationError` | yes |',
        'en',
        contract,
      ),
      [`4: validation_failed is marked "yes" in the retryable column; the contract's retryable says no`],
    );
    // One answer for two codes the contract tells apart, and a retry header this check cannot read.
    assert.match(
      pageRetryProblems(
        '| Codes | Retried by the SDK |\n| --- | --- |\n| `rate_limited`, `quota_exceeded` | yes |',
        'en',
        contract,
      ).join(),
      /one row answers "yes" for rate_limited, quota_exceeded/,
    );
    assert.match(
      pageRetryProblems('| Code | Auto-retried |\n| --- | --- |\n| `quota_exceeded` | yes |', 'en', contract).join(),
      /the column "Auto-retried" states "yes" for quota_exceeded, a header this check does not read/,
    );
    // `|` inside a code span is not a column.
    assert.deepEqual(tableCells('| `a | b` | x \\| y | z |'), ['`a | b`', 'x | y', 'z']);
  });
  test('planted: the old @throws, the old sentences and the old option rows fail, naming the line', () => {
    const dts = [
      '  /**',
      '   * Creates a memory.',
      '   * @throws {@link RateLimitError} or {@link QuotaExceededError} after the retries are spent (`429`).',
      '   */',
    ].join('\n');
    assert.deepEqual(declarationRetryProblems(dts, 'en', contract), [
      `3: QuotaExceededError is retried by the SDKs/CLI ("after the retries are spent"); the contract's sdk_retry for quota_exceeded is never`,
    ]);
    const wrong: Array<[string, Locale, RegExp]> = [
      [
        'Subclasses let you catch one case with `instanceof`; by the time you see a retryable error, the SDK has already spent its retries.',
        'en',
        /retryable error is retried.*quota_exceeded is never/,
      ],
      [
        'Any method can also raise `AuthenticationError`, `RateLimitError`, `InternalServerError`, `ServiceUnavailableError`, `ConnectionError` and `TimeoutError` once its retries are spent.',
        'en',
        /AuthenticationError is retried/,
      ],
      [
        '| Option | Default | Description |\n| --- | --- | --- |\n| `maxRetries` | `2` | Retries of a retryable failure; `0` turns retries off. |',
        'en',
        /^3: retryable failure is retried/,
      ],
      ['Los fallos reintentables se reintentan primero, según `maxRetries`.', 'es', /fallos reintentables is retried/],
      [
        'Toute méthode peut aussi lever `RateLimitError` aussitôt.',
        'fr',
        /RateLimitError is thrown at once.*rate_limited is automatic/,
      ],
      ['`rate_limited` wird nie wiederholt.', 'de', /rate_limited` is thrown at once/],
      ['How many times `429 quota_exceeded`, `500` and `503` are retried.', 'en', /quota_exceeded` is retried/],
    ];
    for (const [text, locale, expected] of wrong)
      assert.match(pageRetryProblems(text, locale, contract).join(), expected, text);
    // What the pages and declarations say today, reworded in each locale's way, passes.
    const right: Array<[string, Locale]> = [
      ['`429 quota_exceeded` is never retried: it throws `QuotaExceededError` at once.', 'en'],
      [
        'Any method can also raise `AuthenticationError` at once, and `RateLimitError` and `TimeoutError` once its retries are spent.',
        'en',
      ],
      [
        'Toute méthode peut aussi lever `AuthenticationError` aussitôt, et `RateLimitError` une fois ses nouvelles tentatives épuisées.',
        'fr',
      ],
      ['Der Aufruf löst sofort `QuotaExceededError` aus.', 'de'],
      ['Importieren Sie das Modul, denn `except TimeoutError:` fängt sie weiterhin ab.', 'de'],
      ['an existing `except TimeoutError:` still catches them', 'en'],
    ];
    for (const [text, locale] of right) assert.deepEqual(pageRetryProblems(text, locale, contract), [], text);
  });
});

describe('facts: what the change stream sends and when', () => {
  // The changelog once announced a heartbeat "immediately after the response headers", which the
  // contract never said. The interval is the contract's `x-mnemora-heartbeat-seconds`; every
  // sentence that states it (the stream's heartbeat, a proxy's idle timeout above it) in the
  // pages, the contract's descriptions and the overlays says the same number. Read from the
  // contract here, not from src/data/facts.ts, whose values ship with every page.
  const heartbeat = objectAt(loadContract(), 'components', 'schemas', 'ChangeStream')['x-mnemora-heartbeat-seconds'];
  const HEARTBEAT_LINE = /heartbeat|latido|battement|Heartbeat|inactividad|inactivité|Leerlauf/i;
  const S = '[ \\u00a0\\u202f]';
  const INTERVAL: Record<Locale, RegExp> = {
    en: /every (\d+) seconds|idle timeout above (\d+) seconds/g,
    es: new RegExp(`[Cc]ada (\\d+)${S}segundos|inactividad por encima de (\\d+)${S}segundos`, 'g'),
    fr: new RegExp(`toutes les (\\d+)${S}secondes|inactivité au-dessus de (\\d+)${S}secondes`, 'g'),
    de: new RegExp(`[Aa]lle (\\d+)${S}Sekunden|Leerlauf-Timeout auf mehr als (\\d+)${S}Sekunden`, 'g'),
  };
  /** Statements of the heartbeat interval in `text`, and those that differ from `seconds`. */
  const heartbeatStatements = (text: string, locale: Locale, seconds: unknown = heartbeat) => {
    let stated = 0;
    const problems: string[] = [];
    text.split('\n').forEach((line, i) => {
      if (!HEARTBEAT_LINE.test(line)) return;
      for (const m of line.matchAll(INTERVAL[locale])) {
        stated++;
        const n = m[1] ?? m[2];
        if (Number(n) !== seconds)
          problems.push(`${i + 1}: "${m[0]}"; x-mnemora-heartbeat-seconds is ${String(seconds)}`);
      }
    });
    return {stated, problems};
  };
  test('the contract gives the interval as a number, and its descriptions say it', () => {
    assert.equal(typeof heartbeat, 'number');
    for (const file of ['openapi/paths/changes.yaml', 'openapi/components/schemas.yaml']) {
      const {stated, problems} = heartbeatStatements(readFileSync(path.join(repoRoot, file), 'utf8'), 'en');
      assert.ok(stated > 0, `${file} no longer states the heartbeat interval`);
      assert.deepEqual(problems, [], file);
    }
  });
  for (const locale of LOCALES) {
    test(`${locale}: every page and the translated contract give the contract's heartbeat interval`, () => {
      const files = [
        ...pages(path.join(repoRoot, docsRootOf(locale))),
        ...(locale === 'en' ? [] : [path.join(repoRoot, `openapi/mnemora.${locale}.overlay.yaml`)]),
      ];
      let stated = 0;
      const problems: string[] = [];
      for (const file of files) {
        const found = heartbeatStatements(readable(readFileSync(file, 'utf8')), locale);
        stated += found.stated;
        for (const p of found.problems) problems.push(`${path.relative(repoRoot, file)}:${p}`);
      }
      assert.deepEqual(problems, []);
      assert.ok(stated >= 3, `${locale}: only ${stated} statements of the heartbeat interval found; reword INTERVAL`);
    });
  }
  test('planted: another interval fails, in any locale; other numbers of seconds on the line do not', () => {
    assert.deepEqual(heartbeatStatements('A `: heartbeat` comment arrives every 30 seconds.', 'en').problems, [
      '1: "every 30 seconds"; x-mnemora-heartbeat-seconds is 15',
    ]);
    assert.equal(
      heartbeatStatements('Le serveur écrit `: heartbeat` toutes les 20\u00a0secondes.', 'fr').problems.length,
      1,
    );
    assert.equal(
      heartbeatStatements('Leerlauf-Timeout auf mehr als 10 Sekunden, sonst kommen Heartbeats gebündelt.', 'de')
        .problems.length,
      1,
    );
    assert.deepEqual(
      heartbeatStatements('`: heartbeat` cada 15 segundos; si no recibes nada durante 45 segundos, reconecta.', 'es')
        .problems,
      [],
    );
  });
});

describe('facts: a code the client does not know', () => {
  // Pages once said an unknown 4xx needs a change to the request (error codes) and to retry an
  // unknown 429 (API overview). The contract's rule: the statuses with a retryable code (429 and
  // the 5xx) can succeed later; every other 4xx needs a change. A sentence that gives the 4xx
  // rule names each 4xx status with a retryable code as the exception.
  const retryable4xx = [...contract.codes.values()]
    .filter((p) => p.retryable && p.status !== null && p.status >= 400 && p.status < 500)
    .map((p) => String(p.status));
  const unknownCodeProblems = (text: string): string[] =>
    text.split('\n').flatMap((line, i) => {
      if (!line.includes('`4xx`')) return [];
      const missing = [...new Set(retryable4xx)].filter((s) => !line.includes(`\`${s}\``));
      return missing.length > 0
        ? [`${i + 1}: says what a \`4xx\` means without \`${missing.join('`, `')}\`, which can succeed when retried`]
        : [];
    });
  test('the contract states the rule, and every page and overlay that gives it names the exceptions', () => {
    assert.deepEqual([...new Set(retryable4xx)], ['429']);
    const description = objectAt(loadContract(), 'components', 'schemas', 'ErrorCode').description;
    assert.equal(typeof description, 'string');
    assert.deepEqual(unknownCodeProblems(String(description).replace(/\n/g, ' ')), []);
    const files = [
      ...LOCALES.flatMap((l) => pages(path.join(repoRoot, docsRootOf(l)))),
      ...LOCALES.filter((l) => l !== 'en').map((l) => path.join(repoRoot, `openapi/mnemora.${l}.overlay.yaml`)),
    ];
    const problems = files.flatMap((file) =>
      unknownCodeProblems(readable(readFileSync(file, 'utf8'))).map((p) => `${path.relative(repoRoot, file)}:${p}`),
    );
    assert.deepEqual(problems, []);
  });
  test('planted: the old error-codes sentence fails', () => {
    assert.deepEqual(
      unknownCodeProblems(
        'New codes may be added, so treat a code you do not recognise by its HTTP status: a `4xx` needs a change to the request, a `5xx` may succeed later.',
      ),
      ['1: says what a `4xx` means without `429`, which can succeed when retried'],
    );
  });
});

describe('facts: API key prefixes', () => {
  // Every key the pages, declarations and CLI strings show starts with a prefix the contract's
  // ApiKey pattern allows (mn_sk_live_, mn_sk_test_, mn_rk_live_, mn_rk_test_).
  const KEYLIKE = /\b(?:mn_[a-z]+_[a-z]+_|(?<!mn_)(?:sk|rk)_(?:live|test)_)/g;
  /** Key-like tokens of `text` whose prefix the contract does not allow, as "line: token". */
  const wrongPrefixes = (text: string, allowed: readonly string[] = facts.keyPrefixes): string[] => {
    const problems: string[] = [];
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(KEYLIKE)) if (!allowed.includes(m[0])) problems.push(`${i + 1}: ${m[0]}`);
    });
    return problems;
  };
  for (const locale of LOCALES) {
    test(`${locale}: every key shown, in prose and in code, has a prefix the contract allows`, () => {
      const files = [
        ...pages(path.join(repoRoot, docsRootOf(locale))),
        ...EXTRA_SOURCES[locale].map((f) => path.join(repoRoot, f)),
      ];
      const problems = files.flatMap((file) =>
        wrongPrefixes(readFileSync(file, 'utf8')).map((p) => `${path.relative(repoRoot, file)}:${p}`),
      );
      assert.deepEqual(problems, []);
    });
  }
  test('planted: a key with another prefix is named', () => {
    assert.deepEqual(
      wrongPrefixes(
        'export MNEMORA_API_KEY=mn_pk_live_7Hd3Kp9QwX2mLs5VbT8nRc4Y\ncurl -H "Authorization: Bearer sk_live_abc"',
      ),
      ['1: mn_pk_live_', '2: sk_live_'],
    );
    assert.deepEqual(wrongPrefixes('Authorization: Bearer mn_sk_test_7Hd3Kp9QwX2mLs5VbT8nRc4Y'), []);
  });
});
