// How the harness sends a generated request: through inject, with a timeout that turns a
// hang into a finding, and event streams closed once their head is there.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/helpers.js';
import type { Materialized } from '../generators/index.js';

const REQUEST_TIMEOUT_MS = 10_000;

/**
 * Sends one request; a reply that takes longer than the timeout is reported as a hang. An
 * event stream (GET /api/live) never ends by design: its reply counts once its head is
 * there, and the stream is then closed as a browser leaving the page would.
 */
export async function send(
  app: TestApp['app'],
  request: Materialized,
): Promise<LightMyRequestResponse> {
  if (request.url.startsWith('/api/live?') || request.url === '/api/live')
    return sendToStream(app, request);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no reply within ${REQUEST_TIMEOUT_MS} ms (hang)`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method as InjectOptions['method'],
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: request.remoteAddress,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

async function sendToStream(
  app: TestApp['app'],
  request: Materialized,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    remoteAddress: request.remoteAddress,
    payloadAsStream: true,
  });
  const streaming = String(response.headers['content-type']).startsWith('text/event-stream');
  if (streaming) {
    response.raw.res.destroy();
    return Object.assign(response, { body: '', rawPayload: Buffer.alloc(0) });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
  const rawPayload = Buffer.concat(chunks);
  const body = rawPayload.toString('utf8');
  return Object.assign(response, { body, rawPayload, json: () => JSON.parse(body) as unknown });
}
