import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/helpers.js';

/**
 * Issue 30, item 6: a sign-in flood from a few addresses must not deny sign-in to anyone
 * else. scrypt at N=2^14 (an eighth of production) keeps each hash slow enough that the
 * flood really queues behind the two hashing slots.
 */
describe('a sign-in flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, scryptCost: 2 ** 14 });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress,
    });

  it(
    'from four addresses leaves a real sign-in from a fifth to succeed',
    { timeout: 60_000 },
    async () => {
      const real = await signUp(t.app, { password: 'my own pass 1', remoteAddress: '10.5.5.5' });
      // 120 sign-ins, 30 from each address (its whole per-address allowance), all at once.
      const flood = Array.from({ length: 120 }, (_, i) =>
        login(`flood-${i}@example.com`, 'wrong-guess-1', `10.0.0.${(i % 4) + 1}`),
      );
      // Once the first is refused, the flood has filled whatever it can fill.
      await new Promise<void>((resolve) => {
        for (const answer of flood)
          void answer.then((response) => response.statusCode === 503 && resolve());
      });
      const mine = await login(real.result.email, 'my own pass 1', '10.5.5.5');
      expect(mine.statusCode, mine.body).toBe(200);
      const answers: LightMyRequestResponse[] = await Promise.all(flood);
      const statuses = new Set(answers.map((answer) => answer.statusCode));
      expect([...statuses].sort()).toEqual([401, 503]);
    },
  );
});
