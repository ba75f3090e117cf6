import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS } from '@stackhive/shared';
import { notFound } from '../../core/errors.js';
import { siteUrl } from '../../lib/site-url.js';
import { robotsTxt } from './robots.js';
import { sitemapIndexXml, urlsetXml, XML_TYPE } from './sitemap-xml.js';
import { Sitemaps } from './sitemaps.service.js';

/** Crawlers and proxies may keep these an hour: seeing a new question an hour late harms nobody. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * For search engines, at the site's root (not under /api): `/robots.txt`, the sitemap index
 * `/sitemap.xml`, and its files `/sitemaps/{pages,tags}.xml` and
 * `/sitemaps/{questions,users,posts}-{n}.xml`. Every URL in them is absolute, on PUBLIC_URL
 * (never the request's Host header, which the client chooses).
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const base = siteUrl(deps.config);

  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(base, deps.config.siteAccess === 'members')),
  );
  // A members-only site lists nothing (SITE_ACCESS=members, issue 33).
  if (deps.config.siteAccess === 'members') {
    app.get('/sitemap.xml', { schema: { hide: true } }, () => {
      throw notFound();
    });
    app.get('/sitemaps/:file', { schema: { hide: true } }, () => {
      throw notFound();
    });
    return;
  }
  const sitemaps = new Sitemaps(deps, deps.config.sitemapUrls ?? LIMITS.sitemapUrls, (error) =>
    app.log.error({ err: error }, 'sitemap index rebuild failed'),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const files = [...(await sitemaps.files()).values()].map((file) => ({
      loc: `${base}/sitemaps/${file.name}`,
      lastmod: file.lastmod,
    }));
    return reply.type(XML_TYPE).header('cache-control', CACHE_CONTROL).send(sitemapIndexXml(files));
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/sitemaps/:file',
      { schema: { hide: true, params: z.object({ file: z.string() }) } },
      async (request, reply) => {
        const urls = await sitemaps.urls(request.params.file);
        if (!urls) throw notFound();
        // Streamed: a file of 50,000 URLs is read and written a chunk at a time.
        const body = Readable.from(urlsetXml(base, urls), { objectMode: false });
        return reply.type(XML_TYPE).header('cache-control', CACHE_CONTROL).send(body);
      },
    );
}
