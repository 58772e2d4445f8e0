/**
 * The site's root URL, where the single Pagefind bundle lives (`/pagefind/`): Docusaurus gives
 * each locale its own base URL (`/es/`), so the locale's path segment comes off again.
 */
export function siteRootUrl(
  baseUrl: string,
  currentLocale: string,
  defaultLocale: string,
  localePath: string | undefined,
): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (currentLocale === defaultLocale || !localePath) return base;
  const suffix = `${localePath}/`;
  return base.endsWith(`/${suffix}`) ? base.slice(0, -suffix.length) : base;
}
