/**
 * The agent-readiness checks: what a coding agent that knows only the site's address gets, as
 * pure functions over responses and files, so tests/serving/agent-readiness.test.ts runs them
 * against the shipped nginx config and tests/unit/agent-readiness-checks.test.ts proves each one
 * fails on a planted fault. Every function returns one message per problem (empty: passes).
 */
import {createHash} from 'node:crypto';
import {sectionLines} from './markdown-checks';

/** The Accept headers agents and browsers send, and what each must get from a page. */
export const realAccepts: ReadonlyArray<{
  readonly who: string;
  readonly accept: string;
  readonly expect: 'markdown' | 'plain' | 'html';
}> = [
  {who: 'Claude Code', accept: 'text/markdown, */*', expect: 'markdown'},
  {who: 'Cursor', accept: 'text/markdown, text/html;q=0.9', expect: 'markdown'},
  {who: 'OpenCode and OpenClaw', accept: 'text/markdown, text/html;q=0.9, */*;q=0.8', expect: 'markdown'},
  {who: 'a client naming Markdown and HTML alike', accept: 'text/markdown, text/html', expect: 'markdown'},
  {who: 'an agent asking for text/x-markdown', accept: 'text/x-markdown, text/html;q=0.5', expect: 'markdown'},
  {who: 'an agent preferring plain text', accept: 'text/plain, text/html;q=0.9', expect: 'plain'},
  {who: "curl's default", accept: '*/*', expect: 'html'},
  {
    who: 'Chromium',
    accept:
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    expect: 'html',
  },
  {who: 'Firefox', accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', expect: 'html'},
  {who: 'a client refusing Markdown', accept: 'text/markdown;q=0, text/html', expect: 'html'},
  {who: 'a client preferring HTML over Markdown', accept: 'text/markdown;q=0.5, text/html', expect: 'html'},
  {who: 'a client without Accept', accept: '', expect: 'html'},
];

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

/** The checks of one page requested with one Accept header. `twin` is the twin's text in the build, `twinPath` its site path. */
export function negotiationProblems(
  where: string,
  answer: Answer,
  expect: 'markdown' | 'plain' | 'html',
  twin: {path: string; text: string},
  {home = false} = {},
): string[] {
  const problems: string[] = [];
  if (answer.status !== 200) return [`${where}: status ${answer.status}`];
  const type = header(answer, 'content-type');
  const vary = header(answer, 'vary')
    .split(',')
    .map((v) => v.trim().toLowerCase());
  if (!vary.includes('accept')) problems.push(`${where}: Vary "${header(answer, 'vary')}" does not name Accept`);
  const link = header(answer, 'link');
  if (expect === 'html') {
    if (!type.startsWith('text/html')) problems.push(`${where}: Content-Type ${type}, expected the HTML page`);
    if (!link.includes(`<${twin.path}>; rel="alternate"; type="text/markdown"`))
      problems.push(`${where}: Link "${link}" does not announce the twin ${twin.path}`);
    if (header(answer, 'x-robots-tag') !== '')
      problems.push(`${where}: the HTML page carries X-Robots-Tag ${header(answer, 'x-robots-tag')}`);
  } else {
    const wanted = expect === 'markdown' ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8';
    if (type !== wanted) problems.push(`${where}: Content-Type "${type}", expected "${wanted}"`);
    if (answer.body !== twin.text)
      problems.push(
        `${where}: the body is not the twin ${twin.path} (${answer.body.slice(0, 60).replace(/\n/g, ' ')}…)`,
      );
    if (!/\bnoindex\b/.test(header(answer, 'x-robots-tag')))
      problems.push(`${where}: no X-Robots-Tag: noindex on the twin`);
  }
  if (home && !link.includes('</.well-known/api-catalog>; rel="api-catalog"'))
    problems.push(`${where}: Link "${link}" does not point to the API catalog`);
  return problems;
}

export interface LlmsLink {
  readonly heading: string;
  readonly subheading: string;
  readonly url: string;
  readonly line: number;
}

/**
 * llms.txt to the letter (llmstxt.org, and what agents probe for): `# Title` first, a `> summary`
 * next, the pages under `## Docs`, skippable ones under `## Optional` last, nothing else as a
 * heading (the format's reference parser splits sections on `^##\s*`, so a `###` would be read as
 * a section of its own); every entry `- [Title](url): description`; every link to a `.md` that
 * `resolves`; fewer than 50,000 characters. `optionalPrefixes`: paths that belong under Optional.
 */
export function llmsTxtProblems(
  file: string,
  text: string,
  resolves: (url: string) => boolean,
  optionalPrefixes: readonly string[],
): {problems: string[]; links: LlmsLink[]} {
  const problems: string[] = [];
  const links: LlmsLink[] = [];
  if (text.length >= 50_000) problems.push(`${file}: ${text.length} characters, at most 49,999`);
  const lines = text.split('\n');
  if (!/^# \S/.test(lines[0] ?? '')) problems.push(`${file}: the first line is not the # title`);
  const firstNonEmpty = lines.slice(1).findIndex((l) => l.trim() !== '');
  if (!(lines[firstNonEmpty + 1] ?? '').startsWith('> ')) problems.push(`${file}: no > summary right after the title`);
  const headings = lines.filter((l) => /^## /.test(l)).map((l) => l.slice(3).trim());
  if (!headings.includes('Docs')) problems.push(`${file}: no ## Docs section`);
  for (const h of headings)
    if (h !== 'Docs' && h !== 'Optional') problems.push(`${file}: ## ${h}: only ## Docs and ## Optional hold pages`);
  if (headings.indexOf('Optional') !== -1 && headings.indexOf('Optional') !== headings.length - 1)
    problems.push(`${file}: ## Optional is not the last section`);
  lines.forEach((l, index) => {
    if (/^#{3,}\s/.test(l))
      problems.push(`${file}:${index + 1}: ${l}: only ## sections (the reference parser reads a ### as one)`);
  });
  for (const {line, index, section: heading, subsection: subheading} of sectionLines(lines)) {
    if (heading === '' || line.trim() === '') continue;
    const m = /^- \[((?:\\.|[^\]\\])+)\]\((\S+)\): (\S.*)$/.exec(line);
    if (!m?.[2]) {
      problems.push(`${file}:${index + 1}: not a "- [Title](url): description" entry: ${line}`);
      continue;
    }
    links.push({heading, subheading, url: m[2], line: index + 1});
  }
  for (const link of links) {
    const path = new URL(link.url).pathname;
    if (!path.endsWith('.md')) problems.push(`${file}:${link.line}: ${link.url} is not a Markdown twin`);
    else if (!resolves(link.url)) problems.push(`${file}:${link.line}: ${link.url} does not resolve`);
    const optional = optionalPrefixes.some((p) => path.includes(p));
    if (optional && link.heading !== 'Optional')
      problems.push(`${file}:${link.line}: ${path} belongs under ## Optional`);
    if (!optional && link.heading === 'Optional')
      problems.push(`${file}:${link.line}: ${path} is a platform page under ## Optional`);
  }
  if (links.length === 0) problems.push(`${file}: no page listed`);
  return {problems, links};
}

/** The first line of a twin points to its locale's llms.txt. */
export function twinPointerProblems(file: string, text: string, llmsTxtUrl: string): string[] {
  const first = text.split('\n')[0] ?? '';
  return first.includes(`<${llmsTxtUrl}>`) ? [] : [`${file}: the first line does not point to ${llmsTxtUrl}: ${first}`];
}

export function sha256Hex(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The agent-skills index: every entry's file exists (`read`) and has the digest the index gives. */
export function skillsIndexProblems(
  indexText: string,
  read: (url: string) => string | undefined,
  expectedUrls: readonly string[],
): string[] {
  const problems: string[] = [];
  let index: {skills?: Array<{name?: string; type?: string; url?: string; digest?: string; description?: string}>};
  try {
    index = JSON.parse(indexText) as typeof index;
  } catch {
    return ['agent-skills index: not JSON'];
  }
  const skills = index.skills ?? [];
  for (const url of expectedUrls)
    if (!skills.some((s) => s.url === url)) problems.push(`agent-skills index: ${url} is not listed`);
  const names = new Set<string>();
  for (const s of skills) {
    if (!s.name || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s.name))
      problems.push(`agent-skills index: name "${s.name}" is not a skill name`);
    if (s.name && names.has(s.name)) problems.push(`agent-skills index: name ${s.name} twice`);
    names.add(s.name ?? '');
    if (s.type !== 'skill-md') problems.push(`agent-skills index: ${s.url}: type ${s.type}`);
    if (!s.description) problems.push(`agent-skills index: ${s.url}: no description`);
    const text = s.url ? read(s.url) : undefined;
    if (text === undefined) {
      problems.push(`agent-skills index: ${s.url} does not resolve`);
      continue;
    }
    if (s.digest !== `sha256:${sha256Hex(text)}`)
      problems.push(`agent-skills index: ${s.url}: digest ${s.digest}, the file's is sha256:${sha256Hex(text)}`);
    const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
    for (const key of ['name', 'description', 'license', 'compatibility'])
      if (!new RegExp(`^${key}: \\S`, 'm').test(front)) problems.push(`${s.url}: front matter without ${key}`);
    if (!front.includes(`name: ${s.name}`)) problems.push(`${s.url}: front matter name is not ${s.name}`);
  }
  return problems;
}

/** RFC 9727: a linkset whose entry links the contract (YAML and JSON), the docs and the status page, each resolving. */
export function apiCatalogProblems(
  text: string,
  contentType: string,
  resolves: (href: string) => boolean,
  statusUrl: string,
): string[] {
  const problems: string[] = [];
  if (!contentType.startsWith('application/linkset+json')) problems.push(`api-catalog: Content-Type ${contentType}`);
  let doc: {linkset?: Array<Record<string, unknown>>};
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch {
    return [...problems, 'api-catalog: not JSON'];
  }
  const entry = doc.linkset?.[0];
  if (!entry || typeof entry.anchor !== 'string') return [...problems, 'api-catalog: no linkset entry with an anchor'];
  const rel = (name: string): Array<{href: string; type?: string}> =>
    (entry[name] ?? []) as Array<{href: string; type?: string}>;
  const desc = rel('service-desc');
  if (!desc.some((d) => d.type === 'application/yaml')) problems.push('api-catalog: no service-desc in YAML');
  if (!desc.some((d) => d.type === 'application/json')) problems.push('api-catalog: no service-desc in JSON');
  if (rel('service-doc').length === 0) problems.push('api-catalog: no service-doc');
  if (!rel('status').some((s) => s.href === statusUrl)) problems.push(`api-catalog: no status link to ${statusUrl}`);
  for (const link of [...desc, ...rel('service-doc')])
    if (!resolves(link.href)) problems.push(`api-catalog: ${link.href} does not resolve`);
  return problems;
}
