import type { Operation } from '../generators/index.js';

/**
 * Operations: what the OpenAPI description leaves out but the fuzzer hits too, and the
 * stable per-route seeds.
 */

/** `GET /media/{key}` is hidden from OpenAPI (it is not under /api) but takes input too. */
export const MEDIA_SERVE: Operation = {
  key: 'GET /media/{key}',
  method: 'GET',
  path: '/media/{key}',
  pathParams: [{ name: 'key', required: true, schema: { type: 'string' } }],
  queryParams: [],
  body: undefined,
  multipart: false,
  secured: false,
  textReply: false,
};

/** Stable per-route seeds, so adding a route does not change the others' requests. */
export function seedFor(base: number, key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (base ^ hash) | 0;
}
