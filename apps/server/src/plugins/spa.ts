import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@stackhive/shared';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Serves the built SPA: hashed assets cached for a year, `index.html` never cached, and
 * every other GET outside /api and /media answered with `index.html` (history fallback) so
 * the client router shows the page, or its 'Unexpected Application Error!' view.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
