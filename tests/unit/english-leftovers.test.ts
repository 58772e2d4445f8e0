/**
 * The English-leftover checker (tests/support/english-leftovers.ts) on planted text: an English UI
 * string or sentence in a Spanish, French or German page is reported with the page and the
 * English text; translated text, code terms and product names that every language shares pass.
 *
 * Run: node --import tsx --test tests/unit/english-leftovers.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  describeLeftovers,
  englishMessagesToFind,
  englishSentenceScore,
  findEnglish,
  sentencesOf,
  type TextBlock,
} from '../support/english-leftovers';
import {translatedLocales} from '../../config/i18n';

const english = {
  'theme.NotFound.title': 'Page Not Found',
  'theme.CodeBlock.copy': 'Copy',
  'homepage.hero.tagline': 'Memory as a Service Platform',
  'apiReference.requestBody': 'Request body',
  'pageActions.copied': 'Copied {count} lines',
  'homepage.quickLinks.cli': 'CLI',
};
const spanish = {
  'theme.NotFound.title': 'Página no encontrada',
  'theme.CodeBlock.copy': 'Copiar',
  'homepage.hero.tagline': 'Plataforma de memoria como servicio',
  'apiReference.requestBody': 'Cuerpo de la solicitud',
  'pageActions.copied': '{count} líneas copiadas',
  'homepage.quickLinks.cli': 'CLI',
};

const messages = englishMessagesToFind(english, spanish);

const cleanSpanishPage: TextBlock[] = [
  {where: 'h1', text: 'Página no encontrada'},
  {
    where: 'p',
    text: 'Guarda tu primera memoria con la CLI y búscala por significado. Usa el header Authorization con tu clave de API.',
  },
  {where: 'button', text: 'Copiar'},
  {where: 'td', text: 'TypeScript'},
  {where: 'p', text: 'Envía la solicitud con cURL, TypeScript o Python.'},
  {where: '@aria-label of button', text: 'Copiar el código'},
];

test('a message the locale keeps as it is ("CLI") is not looked for; the translated ones are', () => {
  assert.deepEqual(messages.map((m) => m.id).sort(), [
    'apiReference.requestBody',
    'homepage.hero.tagline',
    'pageActions.copied',
    'theme.CodeBlock.copy',
    'theme.NotFound.title',
  ]);
});

test('a clean Spanish page passes', () => {
  assert.deepEqual(findEnglish(cleanSpanishPage, 'es', messages), []);
});

test('planted: an English UI string in a Spanish page is reported with the page, the string and its id', () => {
  const planted = [
    ...cleanSpanishPage,
    {where: 'button', text: 'Copy'},
    {where: 'h3', text: 'Parámetros y Request body'},
  ];
  const report = describeLeftovers('es', '/es/api/search', findEnglish(planted, 'es', messages));
  assert.deepEqual(report, [
    'es /es/api/search: English UI string "Copy" (theme.CodeBlock.copy) in button: Copy',
    'es /es/api/search: English UI string "Request body" (apiReference.requestBody) in h3: Parámetros y Request body',
  ]);
});

test('planted: a message with a placeholder is found whatever fills it; a word inside a longer word is not', () => {
  const found = findEnglish(
    [
      {where: 'span', text: 'Copied 12 lines'},
      {where: 'p', text: 'Copyright © 2025 Mnemora'},
    ],
    'es',
    messages,
  );
  assert.deepEqual(
    found.map((f) => f.english),
    ['Copied 12 lines'],
  );
});

test('planted: an English attribute (placeholder, aria-label) is reported', () => {
  const found = findEnglish([{where: '@placeholder of input', text: 'Copy'}], 'es', messages);
  assert.equal(found.length, 1);
  assert.equal(found[0]!.context, '@placeholder of input: Copy');
});

test('planted: an English sentence in a Spanish, French or German page is reported, naming the sentence', () => {
  const sentence = 'This page is not available in your language yet.';
  for (const locale of translatedLocales) {
    const found = findEnglish([{where: 'p', text: `Primera frase traducida. ${sentence}`}], locale, []);
    assert.deepEqual(
      found.map((f) => [f.kind, f.english]),
      [['sentence', sentence]],
      locale,
    );
  }
  // "in" is also a German word, so it counts for neither language: 5 of the 9 words are English.
  assert.match(
    describeLeftovers('de', '/de/sdks/cli', findEnglish([{where: 'p', text: sentence}], 'de', []))[0]!,
    /^de \/de\/sdks\/cli: English sentence "This page is not available in your language yet\." \(p, 5 of 9 words English function words, 0 de\)$/,
  );
});

test('translated sentences pass in each language, with the English words they rightly keep', () => {
  const translated = {
    es: [
      'Cada endpoint REST, con sus parámetros, respuestas y códigos de error.',
      'Si el header Authorization falta, la API responde con 401 Unauthorized.',
      'Ha creado la memoria; ahora puedes buscarla.',
    ],
    fr: [
      'Chaque point de terminaison REST, avec ses paramètres et ses réponses.',
      'Un champ optional de type string, comme dans le SDK TypeScript.',
      'Il a une limite de 100 requêtes par minute.',
    ],
    de: [
      'Jeder REST-Endpunkt mit seinen Parametern, Antworten und Fehlercodes.',
      'Der Header Authorization fehlt, die API antwortet mit 401 Unauthorized.',
      'Was passiert, wenn Sie in einer Minute zu viele Anfragen senden?',
    ],
  } as const;
  for (const [locale, sentences] of Object.entries(translated) as [keyof typeof translated, readonly string[]][]) {
    for (const sentence of sentences)
      assert.equal(englishSentenceScore(sentence, locale), null, `${locale}: ${sentence}`);
  }
});

test('a one-word message counts as a whole label only: inside prose or a name ("VS Code", "Next.js") it is the locale\'s word', () => {
  const oneWord = englishMessagesToFind(
    {'theme.docs.paginator.next': 'Next', 'apiReference.errors.code': 'Code'},
    {'theme.docs.paginator.next': 'Siguiente', 'apiReference.errors.code': 'Código'},
  );
  assert.deepEqual(
    findEnglish([{where: 'p', text: 'Funciona en Node.js, Deno y Next.js; conecta VS Code.'}], 'es', oneWord),
    [],
  );
  assert.deepEqual(
    findEnglish([{where: 'a', text: 'Next'}], 'es', oneWord).map((f) => f.id),
    ['theme.docs.paginator.next'],
  );
  // German writes "Code" itself: a table header "Code" on a German page is German.
  const german = englishMessagesToFind(
    {'apiReference.errors.code': 'Code'},
    {'apiReference.errors.code': 'Fehlercode'},
  );
  assert.deepEqual(findEnglish([{where: 'th', text: 'Code'}], 'de', german), []);
});

test('a message that is one word and placeholders ("on {date}") is not looked for: it matches ordinary prose', () => {
  assert.deepEqual(
    englishMessagesToFind({'theme.lastUpdated.atDate': ' on {date}'}, {'theme.lastUpdated.atDate': ' le {date}'}),
    [],
  );
});

test('quoted example data stays English; the same words outside quotes are reported', () => {
  const quotedData =
    '«What theme does this user like?» («¿Qué tema le gusta a este usuario?») encuentra una memoria que dice «Prefers dark mode».';
  assert.deepEqual(
    findEnglish(
      [{where: 'p', text: quotedData}],
      'es',
      englishMessagesToFind({'mode.dark': 'dark mode'}, {'mode.dark': 'modo oscuro'}),
    ),
    [],
  );
  assert.equal(
    findEnglish([{where: 'p', text: 'Prefers dark mode and weekly summaries on Monday mornings.'}], 'es', []).length,
    1,
  );
});

test('planted: the English site title as the Spanish home heading is reported', () => {
  const title = englishMessagesToFind(
    {'config/platform.ts#siteTitles': 'Mnemora Documentation'},
    {'config/platform.ts#siteTitles': 'Documentación de Mnemora'},
  );
  assert.deepEqual(
    describeLeftovers('es', '/es/', findEnglish([{where: 'h1', text: 'Mnemora Documentation'}], 'es', title)),
    ['es /es/: English UI string "Mnemora Documentation" (config/platform.ts#siteTitles) in h1: Mnemora Documentation'],
  );
  assert.deepEqual(findEnglish([{where: 'h1', text: 'Documentación de Mnemora'}], 'es', title), []);
});

test('short labels and names are no sentences: fewer than four words never count', () => {
  for (const label of ['Open in ChatGPT', 'Claude Code', 'API Reference', 'Bearer token'])
    assert.equal(englishSentenceScore(label, 'de'), null, label);
});

test('sentences split at their ends and at line breaks', () => {
  assert.deepEqual(sentencesOf('Primera frase. Second one here!\nTercera línea'), [
    'Primera frase.',
    'Second one here!',
    'Tercera línea',
  ]);
  // A dot inside a version or a file name does not end a sentence.
  assert.deepEqual(sentencesOf('Usa la versión 1.2.3 de mnemora.config.ts en tu proyecto.'), [
    'Usa la versión 1.2.3 de mnemora.config.ts en tu proyecto.',
  ]);
});
