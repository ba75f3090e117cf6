import { createHmac } from 'node:crypto';
import type { AuthKind } from '../generators/index.js';

/**
 * Tokens: the real tokens of the fuzzer's users, and forgeries of the actor's (expired, badly
 * signed, wrong algorithm, odd claims, truncated, huge) signed with the app's own secret.
 */

function hs256(secret: string, header: object, payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

function hs512(secret: string, payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode(payload)}`;
  return `${input}.${createHmac('sha512', secret).update(input).digest('base64url')}`;
}

/** A token of every kind: the users' real ones, and forgeries built on the actor's claims. */
export function forgeTokens(
  secret: string,
  real: { actor: string; admin: string; other: string },
): Record<AuthKind, string> {
  const claims = JSON.parse(
    Buffer.from(real.actor.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { sub: string; ver: number; iat: number; exp: number };
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const good = { sub: claims.sub, ver: claims.ver, iat: now, exp: now + 3600 };
  return {
    none: '',
    valid: real.actor,
    admin: real.admin,
    other: real.other,
    expired: hs256(secret, header, { ...good, iat: now - 7200, exp: now - 3600 }),
    notYetValid: hs256(secret, header, { ...good, nbf: now + 3600 }),
    badSignature: hs256(`${secret}x`, header, good),
    algNone: `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`,
    algHs512: hs512(secret, good),
    algRs256Header: hs256(secret, { alg: 'RS256', typ: 'JWT' }, good),
    unknownUser: hs256(secret, header, { ...good, sub: 'nobody-at-all' }),
    staleVersion: hs256(secret, header, { ...good, ver: claims.ver + 1 }),
    subNumber: hs256(secret, header, { ...good, sub: 12345 }),
    subNul: hs256(secret, header, { ...good, sub: `${claims.sub}\u0000` }),
    subHuge: hs256(secret, header, { ...good, sub: 'x'.repeat(10_000) }),
    subSqlish: hs256(secret, header, { ...good, sub: "' OR 1=1 --" }),
    verString: hs256(secret, header, { ...good, ver: String(claims.ver) }),
    noExp: hs256(secret, header, { sub: claims.sub, ver: claims.ver, iat: now }),
    truncated: real.actor.slice(0, -10),
    huge: 'a'.repeat(16_000),
  };
}
