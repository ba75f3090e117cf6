import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** Response decoding: reading a response body the way a client would. */

/** The response body as text, decompressed when the app compressed it (inject does not). */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return response.body;
}
