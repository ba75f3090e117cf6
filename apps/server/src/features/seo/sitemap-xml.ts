import { absoluteUrl } from '@stackhive/shared';

/** The XML of sitemaps and of the sitemap index (https://www.sitemaps.org/protocol.html). */

export const XML_TYPE = 'application/xml; charset=utf-8';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** A sitemap goes out in pieces of about this many characters, not one write per URL. */
const PIECE_CHARS = 16 * 1024;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A page of the site: its link (a `getHref` of the shared `paths`) and its last change. */
export interface SitemapUrl {
  path: string;
  lastmod: string | null;
}

/** A `<url>` or `<sitemap>` element; `lastmod` is an ISO time, a W3C datetime already. */
function entry(element: 'url' | 'sitemap', loc: string, lastmod: string | null): string {
  const modified = lastmod === null ? '' : `<lastmod>${escapeXml(lastmod)}</lastmod>`;
  return `<${element}><loc>${escapeXml(loc)}</loc>${modified}</${element}>\n`;
}

/** The sitemap index: one `<sitemap>` per file, `locs` being absolute URLs. */
export function sitemapIndexXml(files: readonly { loc: string; lastmod: string | null }[]): string {
  const entries = files.map((file) => entry('sitemap', file.loc, file.lastmod)).join('');
  return `${HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/**
 * One sitemap, written while its URLs are still being read: a file of 50,000 URLs never
 * sits in memory whole. `base` is the site's URL, which every path is appended to.
 */
export async function* urlsetXml(
  base: string,
  urls: AsyncIterable<SitemapUrl>,
): AsyncGenerator<string> {
  let piece = `${HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const url of urls) {
    piece += entry('url', absoluteUrl(base, url.path), url.lastmod);
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  yield `${piece}</urlset>\n`;
}
