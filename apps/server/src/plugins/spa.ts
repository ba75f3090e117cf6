import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@stackhive/shared';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Pages people arrive on from search engines and shared links (a question page) name in
 * their HTML what they need at once, so the browser fetches it in parallel with the app
 * instead of one round trip after another (app, then the route's chunks, then the data).
 * The web build writes which routes these are, their chunks and their API data to
 * `route-hints.json` (apps/web/build/route-hints.ts); the server knows no web file.
 */
const ROUTE_HINTS_FILE = 'route-hints.json';

/** The file's shape, as apps/web/build/route-hints.ts writes it (e2e/tests/build.spec.ts). */
interface RouteHintsFile {
  routes: { path: string; modulepreload: string[]; fetch: string[] }[];
}

/** A route's URL parameter: plain ids and names only, so it can go into a URL unescaped. */
const PARAM = '([0-9A-Za-z-]{1,64})';

interface HintedRoute {
  /** Matches the route's path in any case, as the client router does. */
  pattern: RegExp;
  /** index.html with the route's hints; `:name` params of fetch URLs filled from the path. */
  page: (params: string[]) => string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The hinted routes of the build, or none when it has no hints file. */
function hintedRoutes(webDist: string, indexHtml: string): HintedRoute[] {
  const file = path.join(webDist, ROUTE_HINTS_FILE);
  const [head, rest] = indexHtml.split('</head>', 2);
  if (!existsSync(file) || rest === undefined) return [];
  const hints = JSON.parse(readFileSync(file, 'utf8')) as RouteHintsFile;
  return hints.routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return escapeRegExp(segment);
        names.push(segment);
        return PARAM;
      })
      .join('/');
    const modulePreloads = route.modulepreload
      .filter((href) => !indexHtml.includes(`"${href}"`))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
      .join('');
    return {
      pattern: new RegExp(`^${source}$`, 'i'),
      page(params) {
        // Each whole `:name` of the URL (not a prefix of a longer name) takes its value.
        const fill = (url: string) =>
          url.replace(/:[A-Za-z]\w*/g, (name) => params[names.indexOf(name)] ?? name);
        const fetches = route.fetch
          .map(
            (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${fill(url)}">`,
          )
          .join('');
        return `${head}${modulePreloads}${fetches}</head>${rest}`;
      },
    };
  });
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` never cached, and
 * every other GET outside /api and /media answered with `index.html` (history fallback) so
 * the client router shows the page, or its 'Unexpected Application Error!' view.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  const routes = hasSpa && webDist ? hintedRoutes(webDist, readFileSync(indexFile, 'utf8')) : [];
  if (hasSpa && webDist) {
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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/media/');
    if (!hasSpa || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    void reply.header('cache-control', 'no-cache');
    for (const route of routes) {
      const match = route.pattern.exec(pathname);
      if (match) return reply.type('text/html; charset=utf-8').send(route.page(match.slice(1)));
    }
    return reply.sendFile('index.html');
  });
}
