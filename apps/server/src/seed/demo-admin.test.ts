import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@stackhive/shared';
import { decideDemoSeeding } from '../lib/demo-seeding.js';
import { asUser, createTestApp, type TestApp } from '../test/helpers.js';
import { captureLogs } from '../test/log-capture.js';
import { DEMO_PASSWORD } from './demo-users.js';

/**
 * Issue 30: the demo admin's password is public (README), so its rights follow DECISIONS 25
 * like every admin's: nothing before its owner proved the address with a one-time code.
 */
let t: TestApp;
const logs = captureLogs('info');
beforeAll(async () => {
  // Seeded as a server listening on every address with SEED_DEMO=true would be.
  const { seed, note } = decideDemoSeeding({
    seedDemo: true,
    host: '0.0.0.0',
    publicUrl: undefined,
    behindProxy: false,
  });
  t = await createTestApp({ seedDemo: seed, seedDemoNote: note }, { logger: logs.logger });
});
afterAll(() => t.close());

const as = (
  session: AuthResponse,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => t.app.inject(asUser(session.token, { method, url, ...(payload ? { payload } : {}) }));

/** The code of the newest verification mail in the outbox. */
function codeInOutbox(): string {
  const dir = t.config.mail.outboxDir;
  const newest = readdirSync(dir).sort().at(-1) as string;
  const code = /verification code: (\d{6})/.exec(readFileSync(path.join(dir, newest), 'utf8'));
  if (!code?.[1]) throw new Error('no verification code in the outbox');
  return code[1];
}

describe('the demo admin', () => {
  it('gets no admin rights from the public password alone, only after verifying its email', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'admin@stackhive.dev', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const admin = login.json<AuthResponse>();
    expect(admin.result.isAdmin).toBe(false);
    // The admins' review queue (an admin right: the demo admin's reputation is far below it).
    expect((await as(admin, 'GET', '/api/community/reported')).statusCode).toBe(403);

    const sent = await as(admin, 'POST', '/api/verification/sendOTPVerification', {
      id: admin.result._id,
      email: admin.result.email,
    });
    expect(sent.json()).toMatchObject({ status: 'PENDING' });
    const verified = await as(admin, 'PATCH', '/api/verification/verifyOTP', {
      id: admin.result._id,
      otp: codeInOutbox(),
    });
    expect(verified.json()).toMatchObject({ status: 'VERIFIED' });
    expect((await as(admin, 'GET', '/api/user/me')).json()).toMatchObject({ isAdmin: true });
    expect((await as(admin, 'GET', '/api/community/reported')).statusCode).toBe(200);
  });

  it('was seeded with a warning, as the server is reachable from outside', () => {
    const warnings = logs.lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toContainEqual(
      expect.stringContaining('SEED_DEMO=true on a server reachable at HOST=0.0.0.0'),
    );
  });
});
