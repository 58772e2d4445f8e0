// Where a build's time goes, read from the log of `npm run build` run with Docusaurus's
// DOCUSAURUS_PERF_LOGGER=true (its `[PERF] Build > <locale> > <phase> - <duration>` lines) and from
// the lines the portal's own build steps print (social cards per locale, the search index,
// precompression). npm run bench prints it under the build times. Docusaurus calls the variable
// private: a log without its lines gives an empty profile, said as such, not a wrong one.
import {stripVTControlCharacters} from 'node:util';

/** One locale's build: its total and Docusaurus's phases, seconds. */
interface LocaleProfile {
  total: number;
  /** `Load site`, `Bundling with rspack`, `SSG`, `postBuild()`…, in the order they ran. */
  phases: Record<string, number>;
  /** The social cards step inside postBuild, when the plugin said how long it took. */
  socialCards?: number;
}

export interface BuildProfile {
  /** By locale, in build order. */
  locales: Record<string, LocaleProfile>;
  /** Each plugin's content loading, summed over the locales, seconds (`docs@default`, `mnemora-try-it@default`…). */
  plugins: Record<string, number>;
  /** The steps after `docusaurus build`: `search index`, `precompress`, seconds. */
  after: Record<string, number>;
}

/** `12.36 seconds` or `261.10 ms`, as the perf logger writes them. */
function seconds(value: string, unit: string): number {
  const n = Number(value);
  return unit.startsWith('ms') ? n / 1000 : n;
}

export function parseBuildProfile(log: string): BuildProfile {
  const out: BuildProfile = {locales: {}, plugins: {}, after: {}};
  for (const raw of log.split('\n')) {
    const line = stripVTControlCharacters(raw);
    const perf = /^\[PERF\] Build > ([a-z]{2}(?:-[A-Za-z]+)?)(?: > (.+?))? - ([\d.]+) (ms|seconds)/.exec(line);
    if (perf) {
      const [, locale = '', path, value = '0', unit = 'ms'] = perf;
      const build = (out.locales[locale] ??= {total: 0, phases: {}});
      const s = seconds(value, unit);
      if (path === undefined) build.total = s;
      else if (!path.includes(' > ')) build.phases[path] = s;
      else {
        const plugin = /^Load site > Load plugins > Load plugins content > Load ([^ >]+)$/.exec(path);
        if (plugin?.[1]) out.plugins[plugin[1]] = (out.plugins[plugin[1]] ?? 0) + s;
      }
      continue;
    }
    const cards = /^\[mnemora-social-cards\] ([a-z]{2}): .* in ([\d.]+) s$/.exec(line);
    if (cards?.[1] && cards[2]) {
      (out.locales[cards[1]] ??= {total: 0, phases: {}}).socialCards = Number(cards[2]);
      continue;
    }
    const search = /^Search index written to .* in (\d+) ms/.exec(line);
    if (search?.[1]) out.after['search index'] = Number(search[1]) / 1000;
    const precompress = /^precompress: .* in ([\d.]+) s$/.exec(line);
    if (precompress?.[1]) out.after.precompress = Number(precompress[1]);
  }
  return out;
}

/** True when the log had the perf logger's lines: without them there is no profile to show. */
export const hasProfile = (p: BuildProfile): boolean => Object.values(p.locales).some((l) => l.total > 0);
