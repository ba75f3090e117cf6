/**
 * The URL a cached page is kept under (issue 30): its path and the query parameters that
 * change it, nothing else, so `?x=<random>` is the page already kept, not a new computation.
 */

/** A query parameter's name as the query parser reads it (`+` a space, escapes decoded). */
function nameOf(segment: string): string {
  const raw = segment.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * `url` with only the query parameters named in `names`, as they were spelled and in their
 * order: a URL that has no others is its own key, so the in-process reads a rendered page
 * names (`composedOf`) are found under the URLs they were made with.
 */
export function keepParams(url: string, names: readonly string[]): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const kept = url
    .slice(mark + 1)
    .split('&')
    .filter((segment) => segment !== '' && names.includes(nameOf(segment)));
  const path = url.slice(0, mark);
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/**
 * The key of an API route's pages from its querystring schema: the parameters the schema
 * names (a zod object's shape; it drops the others before the handler sees them), none when
 * it has no schema, and the whole URL when the schema is of a kind this does not read.
 */
export function keyOfQuerySchema(schema: unknown): (url: string) => string {
  if (schema === undefined) return (url) => keepParams(url, []);
  const shape = (schema as { shape?: unknown }).shape;
  if (!shape || typeof shape !== 'object') return (url) => url;
  const names = Object.keys(shape);
  return (url) => keepParams(url, names);
}
