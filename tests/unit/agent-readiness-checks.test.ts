/**
 * The agent-readiness checks (tests/support/agent-readiness.ts) and the negotiation rule
 * (deploy/negotiation.ts) fed good and broken input: each planted fault is named, so a
 * passing tests/serving/agent-readiness.test.ts means the site is right, not that a check is blind.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {linkHeader, negotiate, qValue, renderNginxNegotiationMaps, twinCandidates} from '../../deploy/negotiation';
import {
  apiCatalogProblems,
  llmsTxtProblems,
  negotiationProblems,
  realAccepts,
  sha256Hex,
  skillsIndexProblems,
  twinPointerProblems,
  type Answer,
} from '../support/agent-readiness';

test('negotiate(): the Accept headers real agents and browsers send get what they prefer', () => {
  for (const {who, accept, expect} of realAccepts)
    assert.equal(negotiate(accept) ?? 'html', expect, `${who}: ${accept}`);
  assert.equal(negotiate(undefined), undefined);
  assert.equal(negotiate('text/plain;q=0.9, text/markdown'), 'markdown');
  assert.equal(negotiate('text/plain, text/markdown;q=0.9, text/html;q=0.1'), 'plain');
  assert.equal(
    negotiate('text/markdown;q=0.5, text/plain;q=0.5'),
    'markdown',
    'a tie between Markdown and plain text is Markdown',
  );
  assert.equal(negotiate('text/markdown;q=0.5, text/*;q=0.6'), undefined, 'text/* stands for HTML too');
  assert.equal(
    negotiate('text/markdown;q=0.5, text/*;q=0.5'),
    'markdown',
    'a tie with HTML goes to the type the client named',
  );
  assert.equal(negotiate('text/plain, */*'), 'plain');
  assert.equal(negotiate('text/plain;q=0.5, text/html'), undefined);
  assert.equal(negotiate('*/*;q=0'), undefined);
  assert.equal(negotiate('text/markdown;q=abc'), undefined, 'a malformed q is 0');
  assert.equal(negotiate('text/markdownx'), undefined, 'another type is not Markdown');
});

test('qValue(): thousandths, malformed is 0', () => {
  assert.deepEqual(
    ['1', '1.000', '0.9', '0.95', '0.123', '0', '.5', 'x', '1.5', '0.1234'].map((q) => qValue(q)),
    [1000, 1000, 900, 950, 123, 0, 500, 0, 0, 0],
  );
  assert.equal(qValue(undefined), 1000);
});

test('twin candidates and the Link header', () => {
  assert.deepEqual(twinCandidates('/'), ['/index.md']);
  assert.deepEqual(twinCandidates('/es/intro'), ['/es/intro.md', '/es/intro/index.md']);
  assert.deepEqual(twinCandidates('/guides/'), ['/guides/index.md', '/guides.md']);
  assert.equal(linkHeader('/es/intro.md'), '</es/intro.md>; rel="alternate"; type="text/markdown"');
  assert.equal(linkHeader('/es/index.md', {servedTwin: true}), '</.well-known/api-catalog>; rel="api-catalog"');
});

test('the nginx maps are well-formed: balanced braces, every capture name defined once', () => {
  const maps = renderNginxNegotiationMaps();
  const opened = (maps.match(/\{$/gm) ?? []).length;
  const closed = (maps.match(/^\}$/gm) ?? []).length;
  assert.equal(opened, closed);
  const names = [...maps.matchAll(/\(\?<(mnemora_[a-z0-9]+)>/g)].map((m) => m[1]);
  assert.equal(new Set(names).size, names.length, `capture names defined twice: ${names.join(', ')}`);
});

const twin = {path: '/es/intro.md', text: 'pointer\n\n# Intro\n'};
const md: Answer = {
  status: 200,
  headers: {'content-type': 'text/markdown; charset=utf-8', vary: 'Accept, Accept-Encoding', 'x-robots-tag': 'noindex'},
  body: twin.text,
};
const html: Answer = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    vary: 'Accept, Accept-Encoding',
    link: '</es/intro.md>; rel="alternate"; type="text/markdown"',
  },
  body: '<!doctype html>',
};

test('negotiationProblems: passes the right answers, names each planted fault', () => {
  assert.deepEqual(negotiationProblems('md', md, 'markdown', twin), []);
  assert.deepEqual(negotiationProblems('html', html, 'html', twin), []);
  const faults: Array<[string, Answer, 'markdown' | 'plain' | 'html', RegExp]> = [
    ['HTML served to an agent', html, 'markdown', /Content-Type "text\/html/],
    ['no Vary', {...md, headers: {...md.headers, vary: 'Accept-Encoding'}}, 'markdown', /does not name Accept/],
    ['twin without noindex', {...md, headers: {...md.headers, 'x-robots-tag': undefined}}, 'markdown', /noindex/],
    ['another body', {...md, body: '# Other'}, 'markdown', /not the twin/],
    ['Markdown served as text/markdown to a text/plain client', md, 'plain', /text\/plain/],
    ['HTML without Link', {...html, headers: {...html.headers, link: undefined}}, 'html', /does not announce the twin/],
    [
      'HTML with noindex',
      {...html, headers: {...html.headers, 'x-robots-tag': 'noindex'}},
      'html',
      /carries X-Robots-Tag/,
    ],
  ];
  for (const [name, answer, expect, pattern] of faults) {
    const problems = negotiationProblems(name, answer, expect, twin);
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${name}: ${problems.join(' | ') || 'no problem found'}`,
    );
  }
  assert.ok(negotiationProblems('home', html, 'html', twin, {home: true}).some((p) => /API catalog/.test(p)));
});

const llms = [
  '# Mnemora Documentation',
  '',
  '> Summary.',
  '',
  '## Docs',
  '',
  '- [Search](https://docs.mnemora.dev/api/search.md): Find memories.',
  '',
  '## Optional',
  '',
  '- [Create a page](https://docs.mnemora.dev/tutorial-basics/create-a-page.md): Add a page.',
  '',
].join('\n');
const optional = ['/tutorial-basics/'];

test('llmsTxtProblems: passes llms.txt to the letter, names each planted fault', () => {
  assert.deepEqual(llmsTxtProblems('llms.txt', llms, () => true, optional).problems, []);
  const faults: Array<[string, string, RegExp, (url: string) => boolean]> = [
    ['no ## Docs', llms.replace('## Docs', '## API Reference'), /no ## Docs/, () => true],
    [
      'a section other than Docs and Optional',
      llms.replace('## Optional', '## Contributor guide'),
      /only ## Docs and ## Optional/,
      () => true,
    ],
    ['a link that does not resolve', llms, /does not resolve/, (url) => !url.includes('search')],
    ['a link to HTML', llms.replace('api/search.md', 'api/search'), /not a Markdown twin/, () => true],
    [
      'an entry without description',
      llms.replace(': Find memories.', ''),
      /not a "- \[Title\]\(url\): description" entry/,
      () => true,
    ],
    ['a contributor page under Docs', llms.replace('## Optional\n\n', ''), /belongs under ## Optional/, () => true],
    [
      'a ### group, which the reference parser reads as a section',
      llms.replace('## Docs\n\n', '## Docs\n\n### API\n\n'),
      /only ## sections/,
      () => true,
    ],
    [
      'Optional before another section',
      `${llms}\n## Docs\n\n- [Search](https://docs.mnemora.dev/api/search.md): Find memories.\n`,
      /## Optional is not the last section/,
      () => true,
    ],
    ['no summary', llms.replace('> Summary.', 'Summary.'), /no > summary/, () => true],
    ['too long', `${llms}${'x'.repeat(50_000)}`, /characters, at most/, () => true],
  ];
  for (const [name, text, pattern, resolves] of faults) {
    const {problems} = llmsTxtProblems('llms.txt', text, resolves, optional);
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${name}: ${problems.join(' | ') || 'no problem found'}`,
    );
  }
});

test("twinPointerProblems: a twin whose first line does not point to its locale's llms.txt is named", () => {
  const url = 'https://docs.mnemora.dev/es/llms.txt';
  assert.deepEqual(twinPointerProblems('t', `Índice (llms.txt): <${url}>\n\n# T`, url), []);
  assert.equal(twinPointerProblems('t', '# T\n', url).length, 1);
  assert.equal(
    twinPointerProblems('t', 'Index: <https://docs.mnemora.dev/llms.txt>\n', url).length,
    1,
    "another locale's llms.txt",
  );
});

const skill =
  '---\nname: mnemora\ndescription: "Memory."\nlicense: Apache-2.0\ncompatibility: "Any HTTPS client."\n---\n\n# Mnemora\n';
const index = JSON.stringify({
  skills: [
    {name: 'mnemora', type: 'skill-md', description: 'Memory.', url: '/skill.md', digest: `sha256:${sha256Hex(skill)}`},
  ],
});

test('skillsIndexProblems: passes a matching digest, names each planted fault', () => {
  assert.deepEqual(
    skillsIndexProblems(index, () => skill, ['/skill.md']),
    [],
  );
  const faults: Array<[string, string, (url: string) => string | undefined, RegExp]> = [
    ['a file changed after the index was written', index, () => `${skill}more`, /digest sha256:/],
    ['a missing file', index, () => undefined, /does not resolve/],
    ['a locale not listed', index, () => skill, /\/es\/skill\.md is not listed/],
    [
      'front matter without license',
      JSON.stringify({
        skills: [
          {
            name: 'mnemora',
            type: 'skill-md',
            description: 'Memory.',
            url: '/skill.md',
            digest: `sha256:${sha256Hex(skill.replace('license: Apache-2.0\n', ''))}`,
          },
        ],
      }),
      () => skill.replace('license: Apache-2.0\n', ''),
      /without license/,
    ],
  ];
  for (const [name, text, read, pattern] of faults) {
    const problems = skillsIndexProblems(
      text,
      read,
      name === 'a locale not listed' ? ['/skill.md', '/es/skill.md'] : ['/skill.md'],
    );
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${name}: ${problems.join(' | ') || 'no problem found'}`,
    );
  }
});

const catalog = JSON.stringify({
  linkset: [
    {
      anchor: 'https://api.mnemora.dev/v1',
      'service-desc': [
        {href: 'https://docs.mnemora.dev/openapi.yaml', type: 'application/yaml'},
        {href: 'https://docs.mnemora.dev/openapi.json', type: 'application/json'},
      ],
      'service-doc': [{href: 'https://docs.mnemora.dev/', type: 'text/html'}],
      status: [{href: 'https://status.mnemora.dev', type: 'text/html'}],
    },
  ],
});
const linkset = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

test('apiCatalogProblems: passes an RFC 9727 linkset, names each planted fault', () => {
  assert.deepEqual(
    apiCatalogProblems(catalog, linkset, () => true, 'https://status.mnemora.dev'),
    [],
  );
  assert.ok(
    apiCatalogProblems(catalog, 'application/json', () => true, 'https://status.mnemora.dev').some((p) =>
      /Content-Type/.test(p),
    ),
  );
  assert.ok(
    apiCatalogProblems(catalog, linkset, (h) => !h.endsWith('.json'), 'https://status.mnemora.dev').some((p) =>
      /openapi\.json does not resolve/.test(p),
    ),
  );
  assert.ok(
    apiCatalogProblems(
      catalog.replace('application/yaml', 'text/yaml'),
      linkset,
      () => true,
      'https://status.mnemora.dev',
    ).some((p) => /YAML/.test(p)),
  );
  assert.ok(
    apiCatalogProblems(catalog, linkset, () => true, 'https://status.example').some((p) => /status link/.test(p)),
  );
});
