import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC signatures for the small signed values that are not session tokens: a live stream's
 * ticket, an unsubscribe link. `purpose` is part of what is signed, so a value signed for
 * one use is refused for another.
 */
export function signature(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${value}`).digest('base64url');
}

export function hasValidSignature(
  secret: string,
  purpose: string,
  value: string,
  received: string,
): boolean {
  const expected = Buffer.from(signature(secret, purpose, value));
  const given = Buffer.from(received);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `payload.signature`: a JSON value anyone can read and nobody can alter. */
export function signJson(secret: string, purpose: string, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload)}`;
}

/** The value of a `signJson` string, or null when it was altered or is malformed. */
export function readSignedJson(secret: string, purpose: string, signed: string): unknown {
  const dot = signed.indexOf('.');
  if (dot <= 0) return null;
  const payload = signed.slice(0, dot);
  if (!hasValidSignature(secret, purpose, payload, signed.slice(dot + 1))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}
