import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@stackhive/shared';
import { buildApp } from '../../app.js';
import {
  callApi,
  signUp,
  startTestApp,
  TEST_ENGINE,
  testConfig,
  type TestApp,
} from '../../test/helpers.js';
import { resetPassword } from '../../test/password-reset.js';
import { openSse, type SseClient } from '../../test/sse.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 30, item 3, across processes: two apps on one database and one Redis (as in the
 * README's "Scaling out"). A ticket spent on one is spent on both, and a password reset
 * through one closes the user's stream open on the other.
 */
describe(`live revocation between two apps sharing Redis on ${TEST_ENGINE}`, () => {
  const config = testConfig({ redisUrl });
  let first: TestApp;
  let second: FastifyInstance;
  const bases: string[] = [];
  const open: SseClient[] = [];
  beforeAll(async () => {
    first = await startTestApp(config);
    second = await buildApp(config, { logger: false });
    for (const app of [first.app, second])
      bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const client of open) client.close();
    await second.close();
    await first.close();
  });

  const stream = async (on: number, ticket: string) => {
    const client = await openSse(`${bases[on]}/api/live?ticket=${ticket}`);
    open.push(client);
    return client;
  };
  const ticketOf = async (session: AuthResponse) =>
    (await callApi(first.app, session, 'POST', '/live/ticket')).json<{ ticket: string }>().ticket;

  it('spends a ticket everywhere, and a reset in one closes the stream in the other', async () => {
    const user = await signUp(first.app);
    const ticket = await ticketOf(user);
    const bell = await stream(1, ticket);
    expect(bell.status).toBe(200);
    expect((await stream(0, ticket)).status).toBe(401);
    await bell.next((event) => event.event === 'unread');

    await resetPassword(first.app, config, user.result.email);
    const ended = await Promise.race([
      bell.ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(resolve, 3000, false)),
    ]);
    expect(ended).toBe(true);
  });
});
