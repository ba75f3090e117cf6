import { absoluteUrl } from '@stackhive/shared';
import type { AppConfig } from '../config.js';

type SiteConfig = Pick<AppConfig, 'publicUrl' | 'host' | 'port'>;

/**
 * The site's public base URL for links in mails and bot replies. Never derived from the
 * request's Host header: an attacker could make a victim's reset mail point at their own
 * site. Without PUBLIC_URL, the local address the server listens on.
 */
export function siteUrl(config: SiteConfig): string {
  const { publicUrl, host, port } = config;
  return publicUrl ?? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}

/** The absolute URL of a page on the site, `href` being a link of the shared `paths`. */
export function pageUrl(config: SiteConfig, href: string): string {
  return absoluteUrl(siteUrl(config), href);
}
