import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@stackhive/shared';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A question page (/Questions/:id, matched as the client router does: any case) is the
 * page people arrive on from search engines and shared links. Its HTML names what the page
 * will need at once, so the browser fetches it in parallel with the app instead of one
 * round trip after another (app, then the route's chunks, then the question): the route's
 * chunks as modulepreloads (from Vite's manifest, as scripts/bundle-budget.mjs reads them)
 * and the question's API answer as a fetch preload, which the app's own request reuses.
 */
const QUESTION_PAGE = /^\/questions\/([0-9A-Za-z-]{1,64})$/i;
const QUESTION_MODULE = 'src/features/questions/QuestionDetailPage.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The JS files `key` loads statically (itself included), depth first, from the manifest. */
function staticChunks(
  manifest: Record<string, ManifestChunk>,
  key: string,
  seen = new Set<string>(),
): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((imported) => staticChunks(manifest, imported, seen)),
  ];
}

/** index.html with the question page's hints before </head>, or null when there is no manifest. */
function questionPageHead(webDist: string, indexHtml: string): ((id: string) => string) | null {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunks = staticChunks(manifest, QUESTION_MODULE)
    .map((file) => `/${file}`)
    .filter((href) => !indexHtml.includes(`"${href}"`));
  const modulePreloads = chunks
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const [head, rest] = indexHtml.split('</head>', 2);
  if (rest === undefined) return null;
  return (id) =>
    `${head}${modulePreloads}<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/questions/${id}"></head>${rest}`;
}

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` never cached, and
 * every other GET outside /api and /media answered with `index.html` (history fallback) so
 * the client router shows the page, or its 'Unexpected Application Error!' view.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  const questionPage =
    hasSpa && webDist ? questionPageHead(webDist, readFileSync(indexFile, 'utf8')) : null;
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
    const question = QUESTION_PAGE.exec(pathname);
    if (questionPage && question?.[1]) {
      return reply.type('text/html; charset=utf-8').send(questionPage(question[1]));
    }
    return reply.sendFile('index.html');
  });
}
