import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../core/errors.js';

/**
 * Refuses NUL characters anywhere in a request's params, query or JSON body, naming the
 * field. PostgreSQL text cannot hold U+0000 (SQLite can), so without this one engine would
 * store what the other answers with a 500.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const field = findNul(value, []);
      if (field)
        throw badRequest(`${[part, ...field].join('.')}: text must not contain NUL characters`);
    }
  });
}

function findNul(value: unknown, path: string[], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, '(key)'];
    const found = findNul(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}
