/**
 * The ranking on top of Pagefind (src/lib/search/engine.ts): how a reader's query becomes groups
 * of alternatives, which words are corrected, and how pages are ranked, with a stand-in index.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  correct,
  contributorFactor,
  headingCoverage,
  landingOf,
  sameWord,
  synonymHeadingWeight,
  inflectionOf,
  isIdentifier,
  oneEditApart,
  planQuery,
  rank,
  words,
  type Lexicon,
  type Scored,
} from '../../src/lib/search/engine';

const es: Lexicon = {
  stopWords: ['de', 'la', 'una', 'el', 'qué', 'es'],
  synonyms: {borrar: ['eliminar'], 'límite de tasa': ['límite de frecuencia'], 'qué es': ['introducción']},
};

test('words: lowercase, elision and edge punctuation gone, identifiers kept as typed', () => {
  assert.deepEqual(words('  ¿Borrar   una memoria? '), ['borrar', 'una', 'memoria']);
  assert.deepEqual(words('token d’API dans l’en-tête'), ['token', 'api', 'dans', 'en', 'tête']);
  assert.deepEqual(words('version_conflict X-Request-Id 429 /v1/memories? end-to-end'), [
    'version_conflict',
    'x-request-id',
    '429',
    '/v1/memories',
    'end',
    'to',
    'end',
  ]);
  // A header name is searched whole and as its parts.
  assert.deepEqual(planQuery('X-Request-Id', {stopWords: [], synonyms: {}}).groups, [
    {typed: 'x-request-id', alternatives: ['x-request-id', 'x request id']},
  ]);
  assert.ok(
    isIdentifier('mn_sk_test') &&
      isIdentifier('RateLimit-Remaining') &&
      isIdentifier('PagePromise') &&
      !isIdentifier('memoria'),
  );
});

test('planQuery: stop words are not searched; a reader word brings the docs word as an alternative', () => {
  assert.deepEqual(planQuery('borrar una memoria', es).groups, [
    {typed: 'borrar', alternatives: ['borrar', 'eliminar']},
    {typed: 'memoria', alternatives: ['memoria']},
  ]);
  // Phrases win over words, and their alternatives lose their stop words too.
  assert.deepEqual(planQuery('límite de tasa', es).groups, [
    {typed: 'límite de tasa', alternatives: ['límite tasa', 'límite frecuencia']},
  ]);
  // "qué es" is all stop words: only the docs' word for it is searched.
  assert.deepEqual(
    planQuery('Qué es Mnemora', es).groups.map((g) => g.alternatives),
    [['introducción'], ['mnemora']],
  );
  // Inflections of a lexicon word count as it.
  assert.deepEqual(planQuery('borrado', es).groups, [{typed: 'borrar', alternatives: ['borrar', 'eliminar']}]);
  // A query of stop words only still searches for what was typed.
  assert.deepEqual(planQuery('de la', es).groups, [{typed: 'de la', alternatives: ['de la']}]);
  assert.deepEqual(planQuery('   ', es).groups, []);
});

test('inflectionOf: shares all but the last two letters, length within three, six letters or more', () => {
  assert.ok(inflectionOf('modifient', 'modifier'));
  assert.ok(inflectionOf('borrado', 'borrar'));
  assert.ok(!inflectionOf('bot', 'borrar'));
  assert.ok(!inflectionOf('tokens', 'token'), 'keys under six letters match exactly only');
  assert.ok(!inflectionOf('modificaciones', 'modifier'), 'too long a difference');
});

test('oneEditApart and correct: one insertion, deletion, substitution or swap; the most frequent wins', () => {
  assert.ok(oneEditApart('hybird', 'hybrid'));
  assert.ok(oneEditApart('idempotancy', 'idempotency'));
  assert.ok(oneEditApart('authentifizerung', 'authentifizierung'));
  assert.ok(oneEditApart('rechrche', 'recherche'));
  assert.ok(!oneEditApart('search', 'sketch'));
  assert.equal(correct('Pyhton', {python: 40, pylon: 1}), 'python');
  assert.equal(correct('serch', {search: 30, perch: 12}), 'search', 'both one edit away: the more frequent');
  assert.equal(correct('api', {apis: 10}), undefined, 'too short to guess');
  assert.equal(correct('version_confict', {version_conflict: 10}), undefined, 'identifiers are never corrected');
  assert.equal(correct('zzzzzz', {python: 3}), undefined);
});

/** A stand-in index: pages with the words they contain and a score per word. */
function index(
  pages: Record<string, Record<string, number>>,
  words: Record<string, number> = {hybrid: 5, search: 9, borrar: 1, eliminar: 4, memoria: 9},
) {
  const searched: string[] = [];
  let vocabularyLoads = 0;
  const searcher = {
    async search(q: string): Promise<Scored[]> {
      searched.push(q);
      const terms = q.split(' ');
      return Object.entries(pages)
        .filter(([, w]) => terms.every((t) => t in w))
        .map(([id, w]) => ({id, score: terms.reduce((sum, t) => sum + (w[t] ?? 0), 0)}))
        .sort((a, b) => b.score - a.score);
    },
  };
  const vocabulary = async () => {
    vocabularyLoads += 1;
    return words;
  };
  return {searcher, vocabulary, searched, loads: () => vocabularyLoads};
}

test('rank: a page answering every group ranks above one answering part; missing words do not empty the results', async () => {
  const {searcher, vocabulary} = index({
    memories: {eliminar: 3, memoria: 2},
    intro: {borrar: 6, memoria: 1},
    other: {memoria: 5},
  });
  const ranked = await rank(searcher, planQuery('borrar una memoria xyz', es), vocabulary);
  // "borrar" is rarer than the docs' "eliminar" and scores higher where it occurs; within its
  // group each word counts relative to its own best page, so the page about deleting memories
  // ranks first, the page that mentions "borrar" in passing second.
  assert.deepEqual(
    ranked.map((r) => r.result.id),
    ['memories', 'intro', 'other'],
  );
  assert.deepEqual(
    ranked.map((r) => r.matched),
    [2, 2, 1],
  );
});

test('rank: a mistyped word is corrected from the vocabulary; words of the pages, identifiers and short words are not', async () => {
  const pages = {search: {hybrid: 4, search: 2}, other: {search: 3, hybrid: 1}, third: {search: 1, hybrid: 1}};
  const none = {stopWords: [], synonyms: {}};
  const typo = index(pages);
  const ranked = await rank(typo.searcher, planQuery('hybird search', none), typo.vocabulary);
  assert.equal(ranked[0]?.result.id, 'search');
  assert.ok(typo.searched.includes('hybrid'), `searched: ${typo.searched.join(', ')}`);
  assert.equal(typo.loads(), 1, 'the vocabulary is fetched once per query');

  const clean = index(pages);
  await rank(clean.searcher, planQuery('hybrid search', none), clean.vocabulary);
  assert.deepEqual(
    [...new Set(clean.searched)].sort(),
    ['hybrid', 'hybrid search', 'search'],
    'words of the pages are searched as typed, nothing more',
  );

  const codes = index(pages);
  await rank(codes.searcher, planQuery('429 hyb', none), codes.vocabulary);
  assert.equal(codes.loads(), 0, 'no vocabulary download for identifiers and short words');
});

test('rank: a mistyped word that Pagefind matches partly on other pages is still corrected', async () => {
  // Pagefind finds "idempotensia" by its stem on pages that only say "idempotent".
  const {searcher, vocabulary, searched} = index(
    {overview: {idempotencia: 5}, a: {idempotensia: 2}, b: {idempotensia: 2}, c: {idempotensia: 2}},
    {idempotencia: 33, idempotent: 12},
  );
  const ranked = await rank(searcher, planQuery('idempotensia', {stopWords: [], synonyms: {}}), vocabulary);
  assert.ok(searched.includes('idempotencia'), `searched: ${searched.join(', ')}`);
  assert.equal(ranked[0]?.result.id, 'overview');
});

test(`rank: contributor pages count ${contributorFactor} of their score, below a platform page that answers`, async () => {
  const lexicon = {stopWords: [], synonyms: {}, contributorPages: ['guide']};
  const {searcher, vocabulary} = index({guide: {deploy: 10}, platform: {deploy: 4}});
  assert.deepEqual(
    (await rank(searcher, planQuery('deploy', lexicon), vocabulary)).map((r) => r.result.id),
    ['platform', 'guide'],
  );
  const alone = index({guide: {deploy: 10}});
  assert.deepEqual(
    (await rank(alone.searcher, planQuery('deploy', lexicon), alone.vocabulary)).map((r) => r.result.id),
    ['guide'],
    'still found when only the guide answers',
  );
});

test('headings: a section whose heading names the query ranks above passing mentions, and the result lands there', async () => {
  assert.ok(sameWord('webhook', 'Webhooks') && sameWord('limite', 'límites') && sameWord('paginate', 'pagination'));
  assert.ok(!sameWord('key', 'keyword') && !sameWord('rate', 'rotate') && !sameWord('previous', 'preview'));
  const lexicon: Lexicon = {
    stopWords: ['de'],
    synonyms: {'límite de peticiones': ['límite de frecuencia']},
    sections: {
      overview: [
        ['', 'Resumen de la API'],
        ['rate-limits', 'Límites de frecuencia'],
      ],
      guide: [
        ['', 'Rendimiento'],
        ['cache', 'Almacena las lecturas en caché'],
      ],
    },
  };
  const plan = planQuery('límite de peticiones', lexicon);
  // The docs' words for the reader's phrase count a little less than the reader's own.
  assert.equal(headingCoverage(plan, 'Límites de frecuencia'), synonymHeadingWeight);
  assert.equal(headingCoverage(plan, 'Límites de peticiones'), 1);
  assert.equal(headingCoverage(plan, 'Almacena las lecturas en caché'), 0);
  // The guide mentions the limit more often; the overview's section is about it.
  const searcher = {
    search: async (q: string): Promise<Scored[]> =>
      q.includes('frecuencia')
        ? [
            {id: 'guide', score: 1.5},
            {id: 'overview', score: 1},
          ]
        : [],
  };
  const ranked = await rank(searcher, plan, async () => ({}));
  assert.deepEqual(
    ranked.map((r) => [r.result.id, r.section]),
    [
      ['overview', 'rate-limits'],
      ['guide', undefined],
    ],
  );
  assert.deepEqual(landingOf(plan, 'overview', 'rate-limits'), ['rate-limits', 'Límites de frecuencia']);
});
