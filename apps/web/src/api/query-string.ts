// Its own module, not client.ts: only the list fetchers use it, and client.ts is in every
// page's first load.

/**
 * A query string (`?limit=20&cursor=...`) from `params` in their order, leaving out those
 * without a value (a first page has no cursor; an untagged list no tag).
 */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
