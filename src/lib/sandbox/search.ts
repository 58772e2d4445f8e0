/**
 * The sandbox's ranking. Keyword mode is real full-text ranking (BM25 over the stored contents);
 * semantic mode has no embedding model in a page, so it is approximated by the cosine similarity of
 * character trigrams, which rewards shared word stems ("prefer" / "prefers") the way a vector
 * search rewards related wording, deterministically. Hybrid blends the two with `alpha`, as the
 * API does. Every score is in [0, 1], comparable within one search only, as the contract says.
 */

/** Lower-case words of a text (letters and digits of any script). */
function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

const K1 = 1.2;
const B = 0.75;

/** BM25 of each document for the query's words, squashed into [0, 1) by s / (s + 1); 0 when no word matches. */
export function keywordScores(query: string, documents: readonly string[]): number[] {
  const terms = [...new Set(tokens(query))];
  const docs = documents.map(tokens);
  const avg = docs.reduce((n, d) => n + d.length, 0) / Math.max(1, docs.length) || 1;
  const df = new Map(terms.map((t) => [t, docs.filter((d) => d.includes(t)).length]));
  return docs.map((d) => {
    let score = 0;
    for (const t of terms) {
      const tf = d.filter((w) => w === t).length;
      if (tf === 0) continue;
      const n = df.get(t) ?? 0;
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / avg));
    }
    return score / (score + 1);
  });
}

function trigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const word of tokens(text)) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) {
      const g = padded.slice(i, i + 3);
      out.set(g, (out.get(g) ?? 0) + 1);
    }
  }
  return out;
}

/** The semantic approximation: cosine similarity of the character-trigram counts, in [0, 1]. */
export function approximateSemanticScores(query: string, documents: readonly string[]): number[] {
  const q = trigrams(query);
  const qNorm = Math.sqrt([...q.values()].reduce((n, v) => n + v * v, 0));
  return documents.map((doc) => {
    const d = trigrams(doc);
    let dot = 0;
    for (const [g, v] of q) dot += v * (d.get(g) ?? 0);
    const dNorm = Math.sqrt([...d.values()].reduce((n, v) => n + v * v, 0));
    return qNorm && dNorm ? dot / (qNorm * dNorm) : 0;
  });
}

/** The content with every word of the query wrapped in `<em>`, as the API's `highlights` mark matches. */
export function highlight(query: string, content: string): string {
  const terms = new Set(tokens(query));
  return content.replace(/[\p{L}\p{N}]+/gu, (w) => (terms.has(w.toLowerCase()) ? `<em>${w}</em>` : w));
}
