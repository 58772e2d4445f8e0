/**
 * `/.well-known/api-catalog` (RFC 9727): a linkset (RFC 9264, `application/linkset+json`) whose
 * anchor is the API and whose links are its description (the OpenAPI contract in YAML and JSON,
 * for every locale that publishes one), its documentation and its status page.
 */
export interface CatalogInput {
  /** The API's base URL (the contract's server). */
  readonly api: string;
  /** The contract is one English document; every locale publishes a copy under its prefix. */
  readonly contracts: readonly {readonly yaml: string; readonly json: string}[];
  readonly docs: readonly {readonly href: string; readonly hreflang: string}[];
  readonly status: string;
}

export function renderApiCatalog({api, contracts, docs, status}: CatalogInput): string {
  const linkset = {
    linkset: [
      {
        anchor: api,
        'service-desc': contracts.flatMap((c) => [
          {href: c.yaml, type: 'application/yaml'},
          {href: c.json, type: 'application/json'},
        ]),
        'service-doc': docs.map((d) => ({href: d.href, type: 'text/html', hreflang: d.hreflang})),
        status: [{href: status, type: 'text/html'}],
      },
    ],
  };
  return `${JSON.stringify(linkset, null, 2)}\n`;
}
