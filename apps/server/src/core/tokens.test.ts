import { createHmac } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from './tokens.js';

const SECRET = 'a-test-secret-of-reasonable-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const service = new TokenService(SECRET, 3600);
const now = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (input: string) =>
  createHmac('sha256', SECRET).update(input).digest().toString('base64url');
/** A token with any header and claims, correctly signed with the secret. */
const signed = (header: unknown, claims: unknown) => {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${hmac(input)}`;
};
const claims = (extra: object = {}) => ({
  sub: 'u1',
  ver: 2,
  iat: now(),
  exp: now() + 60,
  ...extra,
});

describe('TokenService', () => {
  it('issues tokens that the jose library verifies as HS256 with sub, ver, iat and exp', async () => {
    const token = service.issue('user-1', 4);
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    expect(payload).toMatchObject({ sub: 'user-1', ver: 4 });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('verifies tokens that the jose library signed', async () => {
    const token = await new SignJWT({ ver: 7 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-2')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    expect(service.verify(token)).toMatchObject({ sub: 'user-2', ver: 7 });
  });

  it('refuses a token signed with another secret or altered after signing', () => {
    const other = new TokenService('another-secret-another-secret-1234', 60);
    expect(service.verify(other.issue('u1', 0))).toBeNull();
    const [header, , signature] = service.issue('u1', 0).split('.');
    const altered = `${header}.${b64(claims({ sub: 'admin' }))}.${signature}`;
    expect(service.verify(altered)).toBeNull();
  });

  it('refuses other algorithms, alg none and critical header extensions', () => {
    expect(service.verify(signed({ alg: 'HS512', typ: 'JWT' }, claims()))).toBeNull();
    expect(service.verify(signed({ alg: 'none' }, claims()))).toBeNull();
    expect(service.verify(`${b64({ alg: 'none' })}.${b64(claims())}.`)).toBeNull();
    expect(service.verify(signed({ typ: 'JWT' }, claims()))).toBeNull();
    expect(
      service.verify(signed({ alg: 'HS256', crit: ['b64'], b64: false }, claims())),
    ).toBeNull();
    // A header that is not the one we issue but is still plain HS256 is fine (jose's above).
    expect(service.verify(signed({ alg: 'HS256', kid: 'k' }, claims()))).toMatchObject({
      sub: 'u1',
    });
  });

  it('refuses an expired token, one not yet valid, and claims of the wrong type', () => {
    expect(service.verify(signed({ alg: 'HS256' }, claims({ exp: now() - 1 })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ exp: now() })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ nbf: now() + 60 })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ nbf: 'soon' })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ nbf: now() - 5 })))).not.toBeNull();
    expect(
      service.verify(signed({ alg: 'HS256' }, claims({ exp: String(now() + 60) }))),
    ).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ sub: 42 })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ sub: '' })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ sub: 'u\u00001' })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ sub: 'u\n1' })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, claims({ ver: '2' })))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, [claims()]))).toBeNull();
    expect(service.verify(signed({ alg: 'HS256' }, null))).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const good = service.issue('u1', 0);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    for (const token of [
      '',
      '...',
      'abc',
      `${header}.${payload}`,
      `${good}.extra`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}.${signature.slice(0, -1)}`,
      `${header} .${payload}.${signature}`,
      `${header}.${payload}.+${signature.slice(1)}`,
      `${header}.!!!.${hmac(`${header}.!!!`)}`,
      `${header}.${Buffer.from('not json').toString('base64url')}.${hmac(`${header}.${Buffer.from('not json').toString('base64url')}`)}`,
    ]) {
      expect(service.verify(token), token).toBeNull();
    }
    expect(service.verify(good)).toMatchObject({ sub: 'u1', ver: 0 });
  });

  it('accepts one spelling of a signature only (no trailing bits that decode the same)', () => {
    const good = service.issue('u1', 0);
    const [header, payload, signature] = good.split('.') as [string, string, string];
    // 32 bytes → 43 characters; the last character carries 2 unused bits.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
    const respelled = `${header}.${payload}.${signature.slice(0, -1)}${sibling}`;
    expect(Buffer.from(respelled.split('.')[2]!, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    expect(service.verify(respelled)).toBeNull();
  });
});
