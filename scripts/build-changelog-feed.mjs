#!/usr/bin/env node
// Builds the Atom feed of the changelog: docs/changelog.md -> static/changelog.xml.
//
//   node scripts/build-changelog-feed.mjs           write static/changelog.xml
//   node scripts/build-changelog-feed.mjs --check   exit 1 if static/changelog.xml is missing or stale
//
// The changelog's format is checked on the way, and every problem names the file and line:
//   - an entry is a `### YYYY-MM-DD: title {#YYYY-MM-DD}` heading (the explicit id is the date,
//     optionally followed by `-suffix` when two entries share a date) under a
//     `## API version … {#api-…}` section;
//   - entries run newest first and their ids are unique;
//   - an entry has at least one `#### Added|Changed|Deprecated|Fixed {#…}` heading and no other
//     level-4 heading.
// The feed is deterministic (its <updated> is the newest entry's date), so the --check mode can
// tell whether the committed file matches the changelog.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const defaultPaths = {
  changelog: path.join(repoRoot, 'docs/changelog.md'),
  platform: path.join(repoRoot, 'config/platform.ts'),
  output: path.join(repoRoot, 'static/changelog.xml'),
};
export const SECTION_HEADINGS = ['Added', 'Changed', 'Deprecated', 'Fixed'];

/** A changelog format problem, reported as `file:line: message`. */
export class ChangelogError extends Error {
  constructor(file, line, message) {
    super(`${file}:${line}: ${message}`);
    this.name = 'ChangelogError';
    this.file = file;
    this.line = line;
  }
}

/** Reads `productName` and `portalUrl` from config/platform.ts, the one place they are set. */
export function readPlatform(source, file = 'config/platform.ts') {
  const name = /export const productName = '([^']+)'/.exec(source);
  const url = /export const portalUrl = '(https:\/\/[^']+)'/.exec(source);
  if (!name) throw new Error(`${file}: no \`export const productName = '…'\` found`);
  if (!url) throw new Error(`${file}: no \`export const portalUrl = 'https://…'\` found`);
  return { productName: name[1], portalUrl: url[1].replace(/\/+$/, '') };
}

const HEADING = /^(#{2,4})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/;
const DATE_ID = /^(\d{4}-\d{2}-\d{2})(?:-[a-z0-9-]+)?$/;

function isRealDate(date) {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

/**
 * Parses the changelog into entries, newest first, validating its format.
 * @returns {{ id: string, date: string, title: string, section: string, line: number, body: string[] }[]}
 */
export function parseChangelog(markdown, file = 'docs/changelog.md') {
  const lines = markdown.split(/\r?\n/);
  const entries = [];
  const ids = new Map();
  let section = null;
  let entry = null;
  let inFence = false;
  let inFrontMatter = lines[0] === '---';

  const finish = () => {
    if (!entry) return;
    const kinds = entry.body.filter((l) => /^####\s/.test(l));
    if (kinds.length === 0) {
      throw new ChangelogError(file, entry.line, `entry "${entry.title}" has no ${SECTION_HEADINGS.join('/')} heading (#### Added {#${entry.id}-added})`);
    }
    while (entry.body.length && entry.body[entry.body.length - 1].trim() === '') entry.body.pop();
    entries.push(entry);
    entry = null;
  };

  lines.forEach((text, index) => {
    const line = index + 1;
    if (inFrontMatter) {
      if (index > 0 && text === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(text)) inFence = !inFence;
    const heading = inFence ? null : HEADING.exec(text);
    if (!heading) {
      if (entry) entry.body.push(text);
      return;
    }
    const [, hashes, title, id] = heading;
    const level = hashes.length;
    if (level === 2) {
      finish();
      if (!id) throw new ChangelogError(file, line, `section heading "${title}" needs an explicit id such as {#api-2025-06-01}`);
      section = title;
      return;
    }
    if (level === 3) {
      finish();
      if (!section) throw new ChangelogError(file, line, `entry "${title}" is not under a "## API version …" section`);
      if (!id) throw new ChangelogError(file, line, `entry heading "${title}" needs an explicit date id such as {#2025-06-01}`);
      const dateMatch = DATE_ID.exec(id);
      if (!dateMatch || !isRealDate(dateMatch[1])) {
        throw new ChangelogError(file, line, `entry id {#${id}} must be a date (YYYY-MM-DD, optionally followed by -suffix)`);
      }
      const date = dateMatch[1];
      if (!title.startsWith(`${date}:`)) {
        throw new ChangelogError(file, line, `entry title "${title}" must start with its date "${date}:"`);
      }
      if (ids.has(id)) throw new ChangelogError(file, line, `entry id {#${id}} is already used on line ${ids.get(id)}`);
      const previous = entries.at(-1);
      if (previous && previous.date < date) {
        throw new ChangelogError(file, line, `entry ${date} is newer than the entry above it (${previous.date}, line ${previous.line}); keep entries newest first`);
      }
      ids.set(id, line);
      entry = { id, date, title, section, line, body: [] };
      return;
    }
    // level 4
    if (!entry) throw new ChangelogError(file, line, `"#### ${title}" is outside any entry`);
    if (!SECTION_HEADINGS.includes(title)) {
      throw new ChangelogError(file, line, `"#### ${title}" is not one of ${SECTION_HEADINGS.join(', ')}`);
    }
    if (!id) throw new ChangelogError(file, line, `"#### ${title}" needs an explicit id such as {#${entry.id}-${title.toLowerCase()}}`);
    if (ids.has(id)) throw new ChangelogError(file, line, `heading id {#${id}} is already used on line ${ids.get(id)}`);
    ids.set(id, line);
    entry.body.push(text);
  });
  finish();
  if (entries.length === 0) throw new ChangelogError(file, 1, 'no entries found (### YYYY-MM-DD: … {#YYYY-MM-DD})');
  return entries;
}

export function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Resolves a docs link (relative `.md` file link, `pathname://` or absolute) to a URL on the portal. */
export function resolveDocLink(href, portalUrl, pagePath = '/changelog') {
  if (/^(https?:|mailto:)/.test(href)) return href;
  if (href.startsWith('pathname://')) return portalUrl + href.slice('pathname://'.length);
  if (href.startsWith('#')) return portalUrl + pagePath + href;
  const [file, hash = ''] = href.split('#');
  const route = file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1');
  const url = new URL(route, portalUrl + pagePath);
  return url.href + (hash ? `#${hash}` : '');
}

/** Renders inline Markdown (code, strong, links) of one line to HTML, escaping everything else. */
export function inlineToHtml(text, portalUrl) {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length >= 2) return `<code>${escapeXml(part.slice(1, -1))}</code>`;
      return escapeXml(part)
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => `<a href="${escapeXml(resolveDocLink(href.replace(/&amp;/g, '&'), portalUrl))}">${label}</a>`);
    })
    .join('');
}

/** Renders an entry body (paragraphs, `- ` lists, `####` headings) to HTML. */
export function bodyToHtml(lines, portalUrl) {
  const html = [];
  let list = null;
  let paragraph = [];
  const flushParagraph = () => {
    if (paragraph.length) html.push(`<p>${inlineToHtml(paragraph.join(' '), portalUrl)}</p>`);
    paragraph = [];
  };
  const flushList = () => {
    if (list) html.push(`<ul>${list.map((item) => `<li>${inlineToHtml(item, portalUrl)}</li>`).join('')}</ul>`);
    list = null;
  };
  for (const raw of lines) {
    const text = raw.trimEnd();
    const heading = /^####\s+(.*?)\s*(?:\{#[^}]+\})?$/.exec(text);
    if (heading) {
      flushParagraph();
      flushList();
      html.push(`<h4>${inlineToHtml(heading[1], portalUrl)}</h4>`);
    } else if (/^\s*[-*]\s+/.test(text)) {
      flushParagraph();
      (list ??= []).push(text.replace(/^\s*[-*]\s+/, ''));
    } else if (text.trim() === '') {
      flushParagraph();
      flushList();
    } else if (list && /^\s+/.test(text)) {
      list[list.length - 1] += ` ${text.trim()}`;
    } else {
      flushList();
      paragraph.push(text.trim());
    }
  }
  flushParagraph();
  flushList();
  return html.join('');
}

/** Renders the Atom feed of the entries. */
export function renderAtom(entries, { productName, portalUrl }) {
  const pageUrl = `${portalUrl}/changelog`;
  const stamp = (date) => `${date}T00:00:00Z`;
  const out = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(pageUrl)}</id>`,
    `  <title>${escapeXml(`${productName} changelog`)}</title>`,
    `  <subtitle>${escapeXml(`Changes to the ${productName} API, TypeScript SDK, Python SDK and CLI.`)}</subtitle>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${portalUrl}/changelog.xml`)}"/>`,
    `  <updated>${stamp(entries[0].date)}</updated>`,
    `  <author><name>${escapeXml(productName)}</name></author>`,
  ];
  for (const entry of entries) {
    const url = `${pageUrl}#${entry.id}`;
    out.push(
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <updated>${stamp(entry.date)}</updated>`,
      `    <category term="${escapeXml(entry.section)}"/>`,
      `    <content type="html">${escapeXml(bodyToHtml(entry.body, portalUrl))}</content>`,
      '  </entry>',
    );
  }
  out.push('</feed>', '');
  return out.join('\n');
}

/** Reads the changelog and the platform constants and returns the feed text. */
export function buildFeed(paths = defaultPaths) {
  const rel = (p) => path.relative(repoRoot, p) || p;
  const entries = parseChangelog(fs.readFileSync(paths.changelog, 'utf8'), rel(paths.changelog));
  const platform = readPlatform(fs.readFileSync(paths.platform, 'utf8'), rel(paths.platform));
  return renderAtom(entries, platform);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  try {
    const feed = buildFeed();
    const outRel = path.relative(repoRoot, defaultPaths.output);
    if (check) {
      const current = fs.existsSync(defaultPaths.output) ? fs.readFileSync(defaultPaths.output, 'utf8') : null;
      if (current !== feed) {
        console.error(`${outRel} is ${current === null ? 'missing' : 'stale'}: run node scripts/build-changelog-feed.mjs`);
        process.exit(1);
      }
      console.log(`${outRel} is up to date.`);
    } else {
      fs.mkdirSync(path.dirname(defaultPaths.output), { recursive: true });
      fs.writeFileSync(defaultPaths.output, feed);
      console.log(`Wrote ${outRel} (${(feed.match(/<entry>/g) ?? []).length} entries).`);
    }
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
