import * as zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** Response decoding: reading a response body the way a client would. */

/** The response body as text, decompressed when the app compressed it (inject does not). */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  // @fastify/compress answers `accept-encoding: zstd` with zstd where zlib has it (Node 22.15
  // and later, 24). Read through the namespace so the file still loads on an older Node.
  if (encoding === 'zstd') return zlib.zstdDecompressSync(raw).toString('utf8');
  return response.body;
}
