import type { AppConfig } from '../config.js';

/**
 * The site's public base URL for links in mails and bot replies. Never derived from the
 * request's Host header: an attacker could make a victim's reset mail point at their own
 * site. Without PUBLIC_URL, the local address the server listens on.
 */
export function siteUrl(config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>): string {
  const { publicUrl, host, port } = config;
  return publicUrl ?? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
}
