/**
 * Where the store's category pages live: `/s{category url}`, the url defaulting to `/{SeName}`.
 * The category navigation and the category page's subcategories link the same way.
 */
export function categoryHref(entry: { Url?: string | undefined; SeName: string }): string | null {
  const seName = entry.SeName.trim();
  const url = (entry.Url ?? '').trim() || (seName ? `/${seName}` : '');
  if (url === '') return null;
  return `/s${url.startsWith('/') ? url : `/${url}`}`;
}

/** A product's page: nopCommerce's SeName route at the site root (`/season-pass-adult`); null without one. */
export function productHref(seName: string): string | null {
  const name = seName.trim().replace(/^\/+/, '');
  return name === '' ? null : `/${name}`;
}
