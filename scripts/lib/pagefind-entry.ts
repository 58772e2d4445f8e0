/**
 * The shape of Pagefind's `pagefind-entry.json` (one index per language), as the search checks
 * and the search bench read it. Every field is optional: a build that lacks one shows as a
 * missing index in whatever reads it.
 */
export interface PagefindEntry {
  readonly version?: string;
  readonly languages?: Readonly<
    Record<string, {readonly hash?: string; readonly wasm?: string | null; readonly page_count?: number}>
  >;
}
