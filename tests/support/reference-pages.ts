/**
 * The endpoints reference pages (api/endpoints/<name>) and the operations each one holds, by
 * anchor, in page order: what a reader finds on each page and in its bar of contents, in every
 * locale. An API key or the change stream is on the page named after it, and on no other.
 */
export const REFERENCE_PAGE_OPERATIONS: Readonly<Record<string, readonly string[]>> = {
  memory: [
    'create-memory',
    'list-memories',
    'batch-create-memories',
    'bulk-delete-memories',
    'get-memory',
    'update-memory',
    'delete-memory',
  ],
  search: ['search-memories'],
  'keys-and-usage': ['list-api-keys', 'create-api-key', 'revoke-api-key', 'get-usage', 'get-health'],
  'change-stream': ['stream-changes'],
};

/** The routes of the endpoints reference pages, without the locale prefix. */
export const referenceRoutes = Object.keys(REFERENCE_PAGE_OPERATIONS).map((name) => `api/endpoints/${name}`);
