import {spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  chmodSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {removePrecompressed, replaceBuildFile} from '../../scripts/lib/build-copy';
import {translatedLocales} from '../../config/i18n';

/** A directory nginx workers (which drop root privileges) can read. */
export function servableTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A copy of `build` made of hard links: instant, and the original stays untouched as long as
 *  changed files are replaced (unlink + write), never written in place. */
export function linkCopy(from: string, to: string): void {
  const cp = spawnSync('cp', ['-al', from, to]);
  if (cp.status !== 0) throw new Error(`cp -al ${from} ${to}: ${cp.stderr}`);
}

/** Replaces a file (unlink + write) and drops its precompressed .br/.gz, which nginx would
 *  otherwise keep sending with the old content. */
export function replaceFile(path: string, content: string | Buffer): void {
  replaceBuildFile(path, content);
}

/** The HTML files of the English edition (the root, without the es/fr/de prefixes). */
function englishHtml(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel)).flatMap((name) => {
    const r = rel ? `${rel}/${name}` : name;
    if (!rel && [...translatedLocales, 'assets'].includes(name)) return [];
    return statSync(join(dir, r)).isDirectory() ? englishHtml(dir, r) : r.endsWith('.html') ? [r] : [];
  });
}

/**
 * Turns a link copy of the build into "the next deploy" of the English edition: every hashed
 * JS/CSS file gets a new content hash in its name (references rewritten everywhere, as a real
 * rebuild with changed content does), and every page carries <meta name="mnemora-build"
 * content="B"> so a test can tell which build a reader is looking at.
 * Returns the old → new file names.
 */
export function makeNextDeploy(dir: string): Map<string, string> {
  const renames = new Map<string, string>();
  const hashes = new Map<string, string>();
  for (const sub of ['assets/js', 'assets/css']) {
    for (const name of readdirSync(join(dir, sub))) {
      const m = name.match(/^(.+)\.([0-9a-f]{8})\.(js|css)$/);
      if (!m) continue;
      const fresh = createHash('sha256').update(`${m[2]}-next-deploy`).digest('hex').slice(0, 8);
      hashes.set(m[2] as string, fresh);
      renames.set(`${sub}/${name}`, `${sub}/${m[1]}.${fresh}.${m[3]}`);
    }
  }
  const pattern = new RegExp(`(?<![0-9a-f])(${[...hashes.keys()].join('|')})(?![0-9a-f])`, 'g');
  const rewrite = (text: string) => text.replace(pattern, (h) => hashes.get(h) ?? h);
  for (const [from, to] of renames) {
    const text = readFileSync(join(dir, from), 'utf8');
    unlinkSync(join(dir, from));
    removePrecompressed(join(dir, from));
    writeFileSync(join(dir, to), rewrite(text));
  }
  for (const page of englishHtml(dir)) {
    const html = readFileSync(join(dir, page), 'utf8');
    replaceFile(join(dir, page), rewrite(html).replace('<head>', '<head><meta name="mnemora-build" content="B">'));
  }
  return renames;
}

/** Keeps the previous deploy's hashed files next to the new ones (the recommended deploy). */
export function keepOldAssets(previous: string, next: string): void {
  for (const sub of ['assets/js', 'assets/css']) {
    for (const name of readdirSync(join(previous, sub))) {
      try {
        linkSync(join(previous, sub, name), join(next, sub, name));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
    }
  }
}

/** Atomically points `current` at another build, as a deploy script does (ln -sfn + mv -T). */
export function switchCurrent(root: string, target: string): void {
  const tmp = join(root, `current.${process.pid}.${Date.now()}`);
  symlinkSync(target, tmp);
  renameSync(tmp, join(root, 'current'));
}

export function removeDir(dir: string): void {
  rmSync(dir, {recursive: true, force: true});
}
