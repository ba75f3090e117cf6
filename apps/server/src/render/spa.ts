import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MESSAGES,
  SITE_ACCESS_META,
  SERVER_RENDER_DIR,
  SERVER_RENDER_ENTRY,
  type ServerRenderModule,
} from '@stackhive/shared';
import { siteUrl } from '../lib/site-url.js';
import { parseHtmlTemplate, type HtmlTemplate } from './html-document.js';
import { SCOPES_OF_ITS_READS } from '../plugins/response-cache.js';
import { findHintedRoute, readRouteHints, type HintedRoute } from './route-hints.js';
import { pageUrl } from './page-url.js';

const YEAR_SECONDS = 365 * 24 * 3600;
const HTML_TYPE = 'text/html; charset=utf-8';

/**
 * The web build's server-rendering module (issue 17), where the shared contract says the web
 * build puts it beside the client build. Without it every page is rendered in the browser,
 * as before.
 */
export function serverRenderEntry(webDist: string): string {
  return path.join(webDist, SERVER_RENDER_DIR, SERVER_RENDER_ENTRY);
}

async function loadServerRenderer(webDist: string): Promise<ServerRenderModule | null> {
  const entry = serverRenderEntry(webDist);
  if (!existsSync(entry)) return null;
  return (await import(pathToFileURL(entry).href)) as ServerRenderModule;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
}

interface Spa {
  template: HtmlTemplate;
  hints: HintedRoute[];
}

/** index.html as built, with the hints of the route `pathname` is, if any. */
function clientPage(spa: Spa, pathname: string): string {
  const hinted = findHintedRoute(spa.hints, pathname);
  if (!hinted) return spa.template.clientPage('');
  return spa.template.clientPage(
    hinted.route.modulePreloads + hinted.route.fetchPreloads(hinted.params),
  );
}

/**
 * Serves the built SPA: hashed assets cached for a year, HTML never cached by the browser
 * (the server's response cache keeps rendered pages, ETag and all).
 *
 * Public pages are rendered on the server and hydrated in the browser; every other GET
 * outside /api and /media answers index.html (history fallback) so the client router shows
 * the page, or its 'Unexpected Application Error!' view.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const spa: Spa | null =
    webDist && indexFile && existsSync(indexFile)
      ? (() => {
          const indexHtml = readFileSync(indexFile, 'utf8');
          return {
            template: parseHtmlTemplate(indexHtml),
            hints: readRouteHints(webDist, indexHtml),
          };
        })()
      : null;
  if (spa && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache',
        );
      },
    });
  }
  // A members-only site (SITE_ACCESS=members) renders nothing on the server: a page request
  // carries no session (it lives in the browser's storage), so every page is the app alone,
  // marked so that it sends a visitor to sign in before anything loads.
  const membersOnly = app.deps.config.siteAccess === 'members';
  const renderedPage = membersOnly ? null : spa?.template.renderedPage;
  const renderer = renderedPage && webDist ? await loadServerRenderer(webDist) : null;
  if (spa && renderedPage && renderer) registerServerRendering(app, spa, renderedPage, renderer);
  const membersOnlyPage = spa?.template.clientPage(
    `<meta name="${SITE_ACCESS_META}" content="members"><meta name="robots" content="noindex">`,
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!spa || isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    void reply.header('cache-control', 'no-cache').type(HTML_TYPE);
    if (membersOnly) return reply.header('x-robots-tag', 'noindex').send(membersOnlyPage);
    return reply.send(clientPage(spa, pathname));
  });
}

/**
 * Every GET outside the API and the files is a page: a public one is rendered here (cached
 * like the JSON pages it is rendered from, and retired by the writes that retire them), any
 * other is the client-rendered app.
 */
function registerServerRendering(
  app: FastifyInstance,
  spa: Spa,
  renderedPage: NonNullable<HtmlTemplate['renderedPage']>,
  renderer: ServerRenderModule,
) {
  const origin = siteUrl(app.deps.config);
  // The page's data is read through the API itself (validation, caching and rate limits
  // included), as the visitor: their address, no credentials (public pages are the same for
  // everyone), marked as the page's own reads (its miss was counted, not theirs).
  const fetchApiAs =
    (request: FastifyRequest, reads: { urls: string[]; ms: number }) => async (apiPath: string) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: request.ip,
        headers: { accept: 'application/json', ...app.responseCache.inProcessHeaders },
      });
      reads.ms += performance.now() - started;
      reads.urls.push(apiPath);
      return { status: response.statusCode, body: response.body };
    };

  app.get(
    '/*',
    { config: { cachedBy: SCOPES_OF_ITS_READS, cacheKey: pageUrl } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname)) return reply.status(404).send({ message: MESSAGES.notFound });
      void reply.header('cache-control', 'no-cache').type(HTML_TYPE);
      const started = performance.now();
      const reads = { urls: [] as string[], ms: 0 };
      // Rendered for the address it is kept under: the query parameters the page declares
      // (the cache's key for it; computed here when the cache is off).
      const result = await renderer.render({
        url: request.cacheKey ?? pageUrl(request.url),
        origin,
        fetchApi: fetchApiAs(request, reads),
      });
      // The page is kept as long as the JSON pages it was rendered from.
      app.responseCache.composedOf(request, reads.urls);
      // What rendering cost (its data reads included, and apart) and the passes it took, for
      // browsers' dev tools, the benchmark and the tests; a page served from the cache carries
      // none. A page renders once from the queries it declares: a query it ran undeclared
      // cost another pass, a defect of the web app's table of public pages.
      const renderMs = (performance.now() - started).toFixed(2);
      const passes =
        result.kind === 'page' && result.passes
          ? `;desc="${result.passes} pass${result.passes === 1 ? '' : 'es'}"`
          : '';
      void reply.header(
        'server-timing',
        `render;dur=${renderMs}${passes}, data;dur=${reads.ms.toFixed(2)}`,
      );
      if (result.kind === 'page' && result.undeclaredQueries?.length) {
        request.log.warn(
          { url: request.url, queries: result.undeclaredQueries },
          'server render: the page ran queries it does not declare',
        );
      }
      if (result.kind === 'redirect') {
        request.cacheGenerations = null;
        return reply.redirect(result.location, 301);
      }
      if (result.kind === 'client') {
        // Not a page to keep: it may stand in for a public page whose data failed.
        request.cacheGenerations = null;
        return reply.send(clientPage(spa, pathname));
      }
      const hinted = findHintedRoute(spa.hints, pathname);
      return reply.status(result.status).send(
        renderedPage({
          head: result.head + (hinted?.route.modulePreloads ?? ''),
          app: result.app,
          data: result.data,
        }),
      );
    },
  );
}
