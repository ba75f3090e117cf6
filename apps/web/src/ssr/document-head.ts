import { absoluteUrl } from '@stackhive/shared';
import { SITE_NAME, type JsonLd } from '../app/public-pages/json-ld';
import type { PageMeta } from '../app/public-pages/public-page';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an HTML attribute value or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON for inside a <script> element: no user text can close the element (`</script>`) or
 * open a comment (`<!--`), as `<`, `>` and `&` are written as \u escapes, which JSON reads
 * back as the same characters. U+2028/9 too, for any reader that treats JSON as JavaScript.
 */
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The head of a server-rendered page: title, description, canonical, social cards, JSON-LD. */
export function documentHead(page: PageMeta, origin: string): string {
  const title = `${page.title} - ${SITE_NAME}`;
  const url = absoluteUrl(origin, page.canonicalPath);
  const jsonLd = (page.jsonLd ?? []).map(
    (data: JsonLd) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`,
  );
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(page.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    ...jsonLd,
  ].join('');
}
