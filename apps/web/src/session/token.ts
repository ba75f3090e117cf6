/**
 * The token is a JWT; the client only reads its `exp` claim (seconds since the epoch,
 * spec 3 and 9). The signature is the server's business.
 */
export function decodeTokenExp(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    // base64url → base64, padded, then decoded as UTF-8 JSON.
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** Milliseconds until the token expires (negative when past); null when it has no exp. */
export function msUntilExpiry(token: string, now: number = Date.now()): number | null {
  const exp = decodeTokenExp(token);
  return exp === null ? null : exp * 1000 - now;
}

/**
 * A token counts as expired once its exp has passed. A token we cannot read is treated
 * as expired too: the server would refuse it anyway.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  const left = msUntilExpiry(token, now);
  return left === null || left <= 0;
}
