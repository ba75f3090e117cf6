import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@stackhive/shared';
import { createTestApp, signUp, type TestApp } from '../test/helpers.js';

const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  ['in memory', {}],
  ['in Redis', { redisUrl }],
])('rate limits (%s)', (_store, overrides) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, ...overrides });
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'wrong-guess-1' },
      remoteAddress,
    });

  it('login: 10 tries per account, then 429 with a message, from any address', async () => {
    const email = `target-${randomBytes(4).toString('hex')}@example.com`;
    await signUp(t.app, { email, remoteAddress: randomIp() });
    for (let i = 0; i < 10; i += 1) expect((await login(email, randomIp())).statusCode).toBe(401);
    const limited = await login(email, randomIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('login: 30 tries per address across accounts, then 429', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await login(`someone${i}-${randomBytes(3).toString('hex')}@example.com`, ip)).statusCode,
      ).toBe(401);
    }
    const another = `another-${randomBytes(4).toString('hex')}@example.com`;
    expect((await login(another, ip)).statusCode).toBe(429);
    expect((await login(another, randomIp())).statusCode).toBe(401);
  });

  it('counts IPv6 clients per /64', async () => {
    const prefix = `2001:db8:${randomInt(65536).toString(16)}:${randomInt(65536).toString(16)}`;
    for (let i = 1; i <= 30; i += 1) {
      const response = await login(
        `v6-${i}-${randomBytes(3).toString('hex')}@example.com`,
        `${prefix}::${i.toString(16)}`,
      );
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await login(`v6-${randomBytes(3).toString('hex')}@example.com`, `${prefix}::ffff`))
        .statusCode,
    ).toBe(429);
  });

  it('signup: 10 per address, then 429', async () => {
    const ip = randomIp();
    const signup = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        remoteAddress: ip,
        payload: {
          name: 'N',
          email: `s${i}-${randomBytes(4).toString('hex')}@example.com`,
          password: 'abcdefg1',
        },
      });
    for (let i = 0; i < 10; i += 1) expect((await signup(i)).statusCode).toBe(200);
    expect((await signup(11)).statusCode).toBe(429);
  });
});
