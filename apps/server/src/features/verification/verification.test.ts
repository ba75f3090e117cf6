import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse, type StatusResponse } from '@stackhive/shared';
import { startSmtpServer } from '../../test/smtp.js';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let now = Date.now();
let mailFails = false;

beforeAll(async () => {
  smtp = await startSmtpServer({ failWith: () => (mailFails ? 'mailbox unavailable' : undefined) });
  t = await createTestApp(
    {
      mail: {
        smtpUrl: smtp.url,
        from: 'StackHive <no-reply@stackhive.test>',
        outboxDir: '/nonexistent',
        feedbackTo: ['team@stackhive.test'],
      },
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  session: AuthResponse | null,
  method: 'POST' | 'PATCH',
  url: string,
  payload: object,
) =>
  t.app.inject(
    session ? asUser(session.token, { method, url, payload }) : { method, url, payload },
  );
const lastCode = (email: string) => {
  const mail = smtp.inbox.filter((m) => m.to.includes(email)).at(-1);
  return /verification code: (\d{6})/.exec(mail?.subject ?? '')?.[1];
};
async function sendCode(user: AuthResponse, path = 'sendOTPVerification') {
  const response = await call(user, 'POST', `/api/verification/${path}`, {
    id: user.result._id,
    email: user.result.email,
  });
  expect(response.statusCode).toBe(200);
  return response.json<StatusResponse>();
}
const verify = async (user: AuthResponse, otp: string) =>
  (
    await call(user, 'PATCH', '/api/verification/verifyOTP', { id: user.result._id, otp })
  ).json<StatusResponse>();
const me = async (user: AuthResponse) =>
  (await t.app.inject(asUser(user.token, { method: 'GET', url: '/api/user/me' }))).json();

describe('email verification by one-time code', () => {
  it('mails a 6-digit code that verifies the email once', async () => {
    const user = await signUp(t.app);
    expect((await me(user)).verified).toBe(false);
    expect(await sendCode(user)).toEqual({ status: 'PENDING', message: MESSAGES.otpSent });
    const code = lastCode(user.result.email) as string;
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.inbox.at(-1);
    expect(mail?.text).toContain(code);
    expect(await verify(user, code)).toEqual({ status: 'VERIFIED', message: MESSAGES.otpVerified });
    expect((await me(user)).verified).toBe(true);
    expect((await verify(user, code)).status).toBe('FAILED');
    const stored = await t.app.deps.db.selectFrom('otpCodes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('refuses another id or email without mailing, and visitors', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const before = smtp.inbox.length;
    for (const payload of [
      { id: other.result._id, email: user.result.email },
      { id: user.result._id, email: other.result.email },
    ]) {
      const response = await call(user, 'POST', '/api/verification/sendOTPVerification', payload);
      expect(response.json()).toEqual({ status: 'FAILED', message: MESSAGES.otpWrongUser });
    }
    expect(smtp.inbox.length).toBe(before);
    expect(
      (
        await call(null, 'POST', '/api/verification/sendOTPVerification', {
          id: 'x',
          email: 'x@example.com',
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await call(null, 'PATCH', '/api/verification/verifyOTP', { id: 'x', otp: '123456' }))
        .statusCode,
    ).toBe(401);
  });

  it('allows one resend a minute, and a new code replaces the old', async () => {
    const user = await signUp(t.app);
    await sendCode(user);
    const first = lastCode(user.result.email) as string;
    expect(await sendCode(user, 'resendOTPVerification')).toEqual({
      status: 'FAILED',
      message: MESSAGES.otpWait,
    });
    now += 61_000;
    expect((await sendCode(user, 'resendOTPVerification')).status).toBe('PENDING');
    const second = lastCode(user.result.email) as string;
    if (first !== second) expect((await verify(user, first)).status).toBe('FAILED');
    expect((await verify(user, second)).status).toBe('VERIFIED');
  });

  it('expires codes after 10 minutes', async () => {
    const user = await signUp(t.app);
    await sendCode(user);
    const code = lastCode(user.result.email) as string;
    now += 10 * 60_000 + 1;
    expect(await verify(user, code)).toEqual({ status: 'FAILED', message: MESSAGES.otpExpired });
  });

  it('kills a code after 5 wrong tries', async () => {
    const user = await signUp(t.app);
    await sendCode(user);
    const code = lastCode(user.result.email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(await verify(user, wrong)).toEqual({ status: 'FAILED', message: MESSAGES.otpInvalid });
    expect(await verify(user, code)).toEqual({ status: 'FAILED', message: MESSAGES.otpExpired });
    expect((await me(user)).verified).toBe(false);
  });

  it('answers FAILED when the mail cannot be delivered', async () => {
    const user = await signUp(t.app);
    mailFails = true;
    try {
      expect(await sendCode(user)).toEqual({ status: 'FAILED', message: MESSAGES.mailFailed });
    } finally {
      mailFails = false;
    }
    now += 61_000;
    expect((await sendCode(user)).status).toBe('PENDING');
  });
});

describe('password reset', () => {
  const resetLink = (email: string) => {
    const mail = smtp.inbox.filter((m) => m.to.includes(email)).at(-1);
    return /http:\/\/stackhive\.test\/reset-password\/([A-Za-z0-9_-]{43})/.exec(
      mail?.text ?? '',
    )?.[1];
  };
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it('mails a single-use link that sets a new password and ends older sessions', async () => {
    const user = await signUp(t.app, { password: 'old-password-1' });
    const response = await call(null, 'POST', '/api/verification/sendResetMail', {
      id: 'ignored',
      email: user.result.email.toUpperCase(),
    });
    expect(response.json()).toEqual({ status: 'PENDING', message: MESSAGES.resetSent });
    const token = resetLink(user.result.email) as string;
    expect(token).toBeTruthy();
    const reset = await call(null, 'POST', '/api/verification/resetPassword', {
      id: token,
      newPassword: 'new-password-2',
    });
    expect(reset.json()).toEqual({ status: 'SUCCESS', message: MESSAGES.resetDone });
    expect((await login(user.result.email, 'old-password-1')).statusCode).toBe(401);
    expect((await login(user.result.email, 'new-password-2')).statusCode).toBe(200);
    expect(
      (await t.app.inject(asUser(user.token, { method: 'GET', url: '/api/user/me' }))).statusCode,
    ).toBe(401);
    const again = await call(null, 'POST', '/api/verification/resetPassword', {
      id: token,
      newPassword: 'third-password-3',
    });
    expect(again.json()).toEqual({ status: 'FAILED', message: MESSAGES.resetInvalid });
  });

  it('refuses unknown addresses, the user id as a token, expired links and weak passwords', async () => {
    const unknown = await call(null, 'POST', '/api/verification/sendResetMail', {
      email: 'nobody@example.com',
    });
    expect(unknown.json()).toEqual({ status: 'FAILED', message: MESSAGES.unknownResetEmail });
    const user = await signUp(t.app);
    const byId = await call(null, 'POST', '/api/verification/resetPassword', {
      id: user.result._id,
      newPassword: 'new-password-2',
    });
    expect(byId.json().status).toBe('FAILED');
    await call(null, 'POST', '/api/verification/sendResetMail', { email: user.result.email });
    const token = resetLink(user.result.email) as string;
    const weak = await call(null, 'POST', '/api/verification/resetPassword', {
      id: token,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(`newPassword: ${MESSAGES.passwordRule}`);
    now += 30 * 60_000 + 1;
    const late = await call(null, 'POST', '/api/verification/resetPassword', {
      id: token,
      newPassword: 'new-password-2',
    });
    expect(late.json()).toEqual({ status: 'FAILED', message: MESSAGES.resetInvalid });
    const stored = await t.app.deps.db.selectFrom('resetTokens').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });
});

describe('feedback', () => {
  it('is stored and mailed to FEEDBACK_TO', async () => {
    const payload = {
      name: 'Fran',
      email: 'fran@example.com',
      subject: 'Love it <3',
      message: 'Keep going!\n<script>x</script>',
    };
    const response = await call(null, 'POST', '/api/verification/send-feedback', payload);
    expect(response.json()).toEqual({ status: 'SUCCESS', message: MESSAGES.feedbackThanks });
    const mail = smtp.inbox.at(-1);
    expect(mail?.to).toEqual(['team@stackhive.test']);
    expect(mail?.text).toContain('Keep going!');
    // The HTML part escapes what the visitor wrote.
    expect(mail?.text).toContain('&lt;script&gt;x&lt;/script&gt;');
    const rows = await t.app.deps.db
      .selectFrom('feedback')
      .selectAll()
      .where('email', '=', 'fran@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ email: 'a@example.com', subject: 's', message: 'm' }, 'name'],
    [{ name: 'n', email: 'nope', subject: 's', message: 'm' }, 'email'],
    [{ name: 'n', email: 'a@example.com', subject: ' ', message: 'm' }, 'subject'],
    [{ name: 'n', email: 'a@example.com', subject: 's', message: 'x'.repeat(5001) }, 'message'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const response = await call(null, 'POST', '/api/verification/send-feedback', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe(`body.${field}`);
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('writes each mail to DATA_DIR/outbox as an .eml file', async () => {
    const local = await createTestApp();
    try {
      const user = await signUp(local.app);
      await local.app.inject(
        asUser(user.token, {
          method: 'POST',
          url: '/api/verification/sendOTPVerification',
          payload: { id: user.result._id, email: user.result.email },
        }),
      );
      const dir = local.config.mail.outboxDir;
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(dir, files[0] as string), 'utf8');
      expect(eml).toMatch(/Subject: Your StackHive verification code: \d{6}/);
      expect(eml).toContain(`To: ${user.result.email}`);
    } finally {
      await local.close();
    }
  });
});
