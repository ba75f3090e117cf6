import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { hashParameters, hashPassword, verifyPassword } from './passwords.js';
import { TokenService } from '../../core/tokens.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/user/signup', () => {
  it('creates the account, normalises the email and answers { result, token }', async () => {
    const response = await post('/api/user/signup', {
      name: '  Marie Curie ',
      email: '  Marie@Example.COM ',
      password: 'radium1898',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AuthResponse>();
    expect(body.result).toMatchObject({
      name: 'Marie Curie',
      email: 'marie@example.com',
      about: '',
      tags: [],
      friends: [],
    });
    expect(body.result._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.result.joinedOn).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(body.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|scrypt/);
  });

  it('refuses a second account with the same email, whatever its case (409)', async () => {
    await signUp(t.app, { email: 'twice@example.com' });
    const response = await post('/api/user/signup', {
      name: 'Again',
      email: 'TWICE@example.com',
      password: 'abcdefg1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.emailTaken);
  });

  it.each([
    [{ email: 'a@example.com', password: 'abcdefg1' }, 'name'],
    [{ name: '   ', email: 'a@example.com', password: 'abcdefg1' }, 'name'],
    [{ name: 'A', email: 'not-an-email', password: 'abcdefg1' }, 'email'],
    [{ name: 'A', email: 'a@example.com', password: 'short1' }, 'password'],
    [{ name: 'A', email: 'a@example.com', password: 'lettersonly' }, 'password'],
    [{ name: 'A', email: 'a@example.com', password: '12345678' }, 'password'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await post('/api/user/signup', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toContain(`body.${field}`);
    expect(body.message.toLowerCase()).toContain(field);
  });
});

describe('POST /api/user/login', () => {
  it('signs in with the right password, in any email case', async () => {
    const { result } = await signUp(t.app, { email: 'login@example.com', password: 'sesame123' });
    const response = await post('/api/user/login', {
      email: 'Login@Example.com',
      password: 'sesame123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AuthResponse>().result._id).toBe(result._id);
  });

  it('answers 401 with a message for a wrong password and for an unknown email alike', async () => {
    await signUp(t.app, { email: 'wrong@example.com', password: 'sesame123' });
    const wrong = await post('/api/user/login', {
      email: 'wrong@example.com',
      password: 'sesame124',
    });
    const unknown = await post('/api/user/login', {
      email: 'nobody@example.com',
      password: 'sesame123',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.badCredentials });
    }
  });

  it('answers 400 for missing fields', async () => {
    const response = await post('/api/user/login', { email: '' });
    expect(response.statusCode).toBe(400);
  });
});

describe('tokens', () => {
  const me = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: authorization ? { authorization } : {},
    });

  it('GET /api/user/me answers the signed-in user with their email', async () => {
    const session = await signUp(t.app, { email: 'me@example.com' });
    const response = await t.app.inject(
      asUser(session.token, { method: 'GET', url: '/api/user/me' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: session.result._id,
      email: 'me@example.com',
      isAdmin: false,
    });
  });

  it('answers 401 without a token, with garbage, with a bad signature, alg none or a past exp', async () => {
    const session = await signUp(t.app);
    const [header, payload] = session.token.split('.') as [string, string, string];
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const forged = `${header}.${payload}.${sign(`${header}.${payload}`, 'another-secret-another-secret-1234')}`;
    const expiredClaims = { ...decode(payload), exp: Math.floor(Date.now() / 1000) - 10 };
    const expiredBody = `${header}.${b64(expiredClaims)}`;
    const expired = `${expiredBody}.${sign(expiredBody, t.config.jwtSecret)}`;
    // RS/HS confusion: an RS256 header, "signed" with the HMAC secret as if it were a key.
    const rsBody = `${b64({ alg: 'RS256', typ: 'JWT' })}.${payload}`;
    const rs256 = `${rsBody}.${sign(rsBody, t.config.jwtSecret)}`;
    const hs512Body = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    const hs512 = `${hs512Body}.${createHmac('sha512', t.config.jwtSecret).update(hs512Body).digest('base64url')}`;
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer nonsense',
      `Bearer ${none}`,
      `Bearer ${forged}`,
      `Bearer ${expired}`,
      `Bearer ${hs512}`,
      `Bearer ${rs256}`,
      `Basic ${session.token}`,
    ]) {
      const response = await me(authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json().message).toBeTruthy();
    }
    expect((await me(`Bearer ${session.token}`)).statusCode).toBe(200);
  });

  it('answers 401, not a database error, for a validly signed token whose sub holds NUL', async () => {
    const [header] = (await signUp(t.app)).token.split('.') as [string];
    const now = Math.floor(Date.now() / 1000);
    const body = `${header}.${b64({ sub: 'a\u0000b', ver: 0, iat: now, exp: now + 60 })}`;
    const response = await me(`Bearer ${body}.${sign(body, t.config.jwtSecret)}`);
    expect(response.statusCode).toBe(401);
  });

  it('refuses the token of a deleted user', async () => {
    const session = await signUp(t.app);
    await t.app.deps.db.deleteFrom('users').where('id', '=', session.result._id).execute();
    expect((await me(`Bearer ${session.token}`)).statusCode).toBe(401);
  });

  it('refuses tokens issued before the token version was raised (a password reset)', async () => {
    const session = await signUp(t.app);
    await t.app.deps.db
      .updateTable('users')
      .set({ tokenVersion: 1 })
      .where('id', '=', session.result._id)
      .execute();
    expect((await me(`Bearer ${session.token}`)).statusCode).toBe(401);
  });

  it('carries sub, exp and the configured lifetime', async () => {
    const session = await signUp(t.app);
    const claims = decode(session.token.split('.')[1] as string);
    expect(claims.sub).toBe(session.result._id);
    expect(claims.exp - claims.iat).toBe(t.config.tokenTtlSeconds);
    const service = new TokenService(t.config.jwtSecret, 60);
    expect(service.verify(service.issue('someone', 0))).toMatchObject({
      sub: 'someone',
      ver: 0,
    });
  });
});

describe('login timing', () => {
  it('takes about as long for an unknown email as for a known one (no account enumeration)', async () => {
    const timed = await createTestApp({ scryptCost: 2 ** 14 });
    try {
      await signUp(timed.app, { email: 'known@example.com' });
      const median = async (email: string) => {
        const times: number[] = [];
        for (let i = 0; i < 15; i += 1) {
          const start = performance.now();
          const response = await timed.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { email, password: 'wrong-password-1' },
          });
          times.push(performance.now() - start);
          expect(response.statusCode).toBe(401);
        }
        return times.sort((a, b) => a - b)[7] as number;
      };
      await median('warm-up@example.com');
      const known = await median('known@example.com');
      const unknown = await median('unknown@example.com');
      // Generous bounds: both pay one scrypt; without the dummy hash `unknown` would be ~0.
      expect(unknown / known).toBeGreaterThan(0.5);
      expect(unknown / known).toBeLessThan(2);
    } finally {
      await timed.close();
    }
  });
});

describe('passwords', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('pa55word', 2 ** 17);
    expect(hashParameters(hash)).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hash).not.toContain('pa55word');
    expect(await verifyPassword('pa55word', hash)).toBe(true);
    expect(await verifyPassword('pa55word!', hash)).toBe(false);
    expect(await hashPassword('pa55word', 2 ** 10)).not.toBe(
      await hashPassword('pa55word', 2 ** 10),
    );
  });

  it('the production configuration hashes signups at N=2^17', async () => {
    const strong = await createTestApp({ scryptCost: 2 ** 17 });
    try {
      const session = await signUp(strong.app, { email: 'strong@example.com' });
      const row = await strong.app.deps.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', session.result._id)
        .executeTakeFirstOrThrow();
      expect(hashParameters(row.passwordHash)).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    } finally {
      await strong.close();
    }
  });
});

function b64(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function decode(part: string): { sub: string; exp: number; iat: number } {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}
function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}
