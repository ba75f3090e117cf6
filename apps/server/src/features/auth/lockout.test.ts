import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@stackhive/shared';
import { createTestApp, signUp, startTestApp, type TestApp } from '../../test/helpers.js';

/**
 * Issue 30, item 5: nobody can lock another person out. Sign-in failures count per account
 * and address, so a guesser closes the door only on themselves; reset mails are capped per
 * account without refusing the owner. With Redis the counts hold across two processes.
 */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'correct horse 1';

describe.each([
  ['in memory', {}],
  ['in Redis, two processes', { redisUrl }],
])('lockouts (%s)', (store, overrides) => {
  let t: TestApp;
  let second: TestApp;
  // The same database and counters: a second process behind the load balancer.
  const apps = () => [t, second];
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: true, ...overrides });
    second = store === 'in memory' ? t : await startTestApp(t.config);
  });
  afterAll(async () => {
    if (second !== t) await second.app.close();
    await t.close();
  });

  const login = (email: string, password: string, remoteAddress: string, via = 0) =>
    apps()[via]!.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
      remoteAddress,
    });
  const victim = async () => {
    const email = `victim-${randomBytes(4).toString('hex')}@example.com`;
    await signUp(t.app, { email, password: PASSWORD, remoteAddress: randomIp() });
    return email;
  };

  it('ten wrong passwords from one address close that address only', async () => {
    const email = await victim();
    const attacker = randomIp();
    for (let i = 0; i < 10; i += 1)
      expect((await login(email, 'wrong-guess-1', attacker, i % 2)).statusCode).toBe(401);
    const refused = await login(email, PASSWORD, attacker, 1);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, elsewhere, signs in with the right password through either process.
    expect((await login(email, PASSWORD, randomIp(), 0)).statusCode).toBe(200);
    expect((await login(email, PASSWORD.toUpperCase(), randomIp(), 1)).statusCode).toBe(401);
    expect((await login(email.toUpperCase(), PASSWORD, randomIp(), 1)).statusCode).toBe(200);
  });

  it('guesses spread over many addresses close the account to unknown addresses only', async () => {
    const email = await victim();
    const home = randomIp();
    expect((await login(email, PASSWORD, home)).statusCode).toBe(200);
    for (let a = 0; a < 10; a += 1) {
      const address = randomIp();
      for (let i = 0; i < 10; i += 1)
        expect((await login(email, `wrong-guess-${i}`, address, i % 2)).statusCode).toBe(401);
    }
    // A hundred failures: a new address is refused even with the right password...
    expect((await login(email, 'wrong-guess-x', randomIp(), 1)).statusCode).toBe(429);
    expect((await login(email, PASSWORD, randomIp(), 0)).statusCode).toBe(429);
    // ...while the owner's own address, where they signed in before, still works.
    expect((await login(email, PASSWORD, home, 1)).statusCode).toBe(200);
  });

  const mailsTo = (email: string) => {
    const dir = t.config.mail.outboxDir;
    if (!existsSync(dir)) return 0;
    return readdirSync(dir).filter((file) =>
      readFileSync(path.join(dir, file), 'utf8').includes(email),
    ).length;
  };
  const askReset = (email: string, via: number) =>
    apps()[via]!.app.inject({
      method: 'POST',
      url: '/api/verification/sendResetMail',
      payload: { email },
      remoteAddress: randomIp(),
    });

  /** The reset link's token in the newest mail to `email` (quoted-printable lines joined). */
  const resetToken = (email: string) => {
    const dir = t.config.mail.outboxDir;
    const mails = readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, ''))
      .filter((mail) => mail.includes(email));
    return /\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mails.at(-1) ?? '')?.[1];
  };

  it('a password reset forgives the failures and opens sign-in where it was made', async () => {
    const email = await victim();
    for (let a = 0; a < 10; a += 1) {
      const address = randomIp();
      for (let i = 0; i < 10; i += 1)
        expect((await login(email, `wrong-guess-${i}`, address, i % 2)).statusCode).toBe(401);
    }
    const device = randomIp();
    expect((await login(email, PASSWORD, device)).statusCode).toBe(429);
    expect((await askReset(email, 0)).statusCode).toBe(200);
    const token = resetToken(email);
    expect(token).toBeTruthy();
    const reset = await apps()[1]!.app.inject({
      method: 'POST',
      url: '/api/verification/resetPassword',
      payload: { id: token, newPassword: 'a new password 2' },
      remoteAddress: device,
    });
    expect(reset.json()).toEqual({ status: 'SUCCESS', message: MESSAGES.resetDone });
    // The owner signs in on the device they reset from, and from a new address too.
    expect((await login(email, 'a new password 2', device, 0)).statusCode).toBe(200);
    expect((await login(email, 'a new password 2', randomIp(), 1)).statusCode).toBe(200);
  });

  it('reset mails: five requests neither block the owner nor send five mails', async () => {
    const email = await victim();
    for (let i = 0; i < 5; i += 1) {
      const response = await askReset(email, i % 2);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'PENDING', message: MESSAGES.resetSent });
    }
    // The owner's own request answers like a sent one; the mails stop at the hourly cap.
    const own = await askReset(email, 1);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: 'PENDING', message: MESSAGES.resetSent });
    expect(mailsTo(email)).toBe(LIMITS.resetMail.perAccountPerHour);
  });
});
