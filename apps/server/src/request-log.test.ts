import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeSignature } from './features/notifications/notifications.service.js';
import { REDACTED, redactUrl } from './lib/log-redaction.js';
import { captureLogs } from './test/log-capture.js';
import { asUser, createTestApp, signUp, type TestApp } from './test/helpers.js';

/**
 * Issue 30: the URLs that carry a secret (a reset link's token, an unsubscribe link's
 * signature, a live stream's ticket) never reach the log, whatever level it is at.
 */
const logs = captureLogs('trace');
const webDist = mkdtempSync(path.join(tmpdir(), 'stackhive-log-web-'));
let t: TestApp;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ webDist }, { logger: logs.logger });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** The reset link of the newest mail in the outbox, as a path. */
function resetPathInOutbox(): string {
  const dir = t.config.mail.outboxDir;
  const newest = readdirSync(dir).sort().at(-1) as string;
  const text = readFileSync(path.join(dir, newest), 'utf8').replace(/=\r?\n/g, '');
  const match = /\/reset-password\/[A-Za-z0-9_-]{20,}/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return match[0];
}

describe('the request log', () => {
  it('never holds a reset token, an unsubscribe signature or a stream ticket', async () => {
    const user = await signUp(t.app);
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/verification/sendResetMail',
      payload: { email: user.result.email },
    });
    expect(mailed.statusCode).toBe(200);
    const resetPath = resetPathInOutbox();
    const token = resetPath.split('/').at(-1) as string;
    expect((await t.app.inject({ method: 'GET', url: resetPath })).statusCode).toBe(200);

    const signature = unsubscribeSignature(t.app.deps, user.result._id, 'all');
    const query = `user=${user.result._id}&kind=all&signature=${signature}`;
    expect((await t.app.inject({ method: 'GET', url: `/unsubscribe?${query}` })).statusCode).toBe(
      200,
    );
    const unsubscribed = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?${query}`,
    });
    expect(unsubscribed.statusCode).toBe(200);

    const issued = await t.app.inject(
      asUser(user.token, { method: 'POST', url: '/api/live/ticket' }),
    );
    const { ticket } = issued.json<{ ticket: string }>();
    // Refused by validation (a malformed topic), so the stream does not stay open.
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/live?ticket=${encodeURIComponent(ticket)}&topics=nonsense`,
    });
    expect(live.statusCode).toBe(400);
    // An unknown route with a secret in its query: the 404 is logged with its URL too.
    await t.app.inject({ method: 'GET', url: `/api/no-such-route?token=${token}` });

    const written = logs.lines.join('');
    expect(written).toContain(`/reset-password/${REDACTED}`);
    expect(written).toContain(`signature=${REDACTED}`);
    for (const secret of [token, signature, ticket, encodeURIComponent(ticket)]) {
      expect(written).not.toContain(secret);
    }
  });
});

describe('redactUrl', () => {
  it('keeps the rest of the URL readable', () => {
    expect(redactUrl('/reset-password/abc?x=1')).toBe(`/reset-password/${REDACTED}?x=1`);
    expect(redactUrl('/unsubscribe?user=u1&kind=all&signature=s3cr3t')).toBe(
      `/unsubscribe?user=u1&kind=all&signature=${REDACTED}`,
    );
    expect(redactUrl('/api/live?topics=question:1&ticket=t.k')).toBe(
      `/api/live?topics=question:1&ticket=${REDACTED}`,
    );
    expect(redactUrl('/Questions/1?tab=votes')).toBe('/Questions/1?tab=votes');
  });
});
