/**
 * The headings inside an operation of the API reference and their ids. An id is the operation's
 * anchor and the section's slug (`create-memory-request-body`): the same in every locale, and
 * derived where it is rendered (the page and its Markdown twin) rather than written into the MDX
 * of every operation.
 */
const sectionSlugs = {
  parameters: 'parameters',
  requestBody: 'request-body',
  responses: 'responses',
  exampleRequest: 'example-request',
  exampleResponse: 'example-response',
} as const;

export type SectionKind = keyof typeof sectionSlugs;

export function isSectionKind(kind: string): kind is SectionKind {
  return Object.hasOwn(sectionSlugs, kind);
}

/** The id of a section heading of the operation whose anchor is `anchor`. */
export function sectionId(anchor: string, kind: SectionKind): string {
  return `${anchor}-${sectionSlugs[kind]}`;
}
