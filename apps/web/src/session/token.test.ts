import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/utils';
import { decodeTokenExp, isTokenExpired, msUntilExpiry } from './token';

describe('token expiry', () => {
  it('decodes exp from a base64url JWT payload', () => {
    expect(decodeTokenExp(makeToken(1_900_000_000))).toBe(1_900_000_000);
  });

  it('decodes a payload that needs base64url characters and padding', () => {
    // "?>?" encodes to "Pz4/" in base64, "Pz4_" in base64url.
    const payload = btoa(JSON.stringify({ exp: 42, note: '?>?~' }))
      .replace(/\//g, '_')
      .replace(/\+/g, '-')
      .replace(/=+$/, '');
    expect(decodeTokenExp(`h.${payload}.s`)).toBe(42);
  });

  it('returns null for malformed tokens or a missing exp', () => {
    expect(decodeTokenExp('not-a-token')).toBeNull();
    expect(decodeTokenExp('a.!!!.c')).toBeNull();
    expect(decodeTokenExp(`a.${btoa('{"sub":"x"}')}.c`)).toBeNull();
  });

  it('compares exp (seconds) with now (milliseconds)', () => {
    const token = makeToken(1000);
    expect(msUntilExpiry(token, 999_000)).toBe(1000);
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
    expect(isTokenExpired('garbage', 0)).toBe(true);
  });
});
