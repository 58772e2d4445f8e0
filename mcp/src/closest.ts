/** Levenshtein distance between two strings (insert, delete, substitute). */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The `count` candidates nearest to `wanted`, nearest first (ties in the candidates' order). */
export function closest(wanted: string, candidates: readonly string[], count: number): string[] {
  const w = wanted.toLowerCase().slice(0, 200);
  return candidates
    .map((c, i) => ({c, i, d: distance(w, c.toLowerCase())}))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .slice(0, count)
    .map((x) => x.c);
}
