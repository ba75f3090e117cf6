import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pngImage } from '../../apps/server/src/lib/png.js';
import { otpOf, readInbox, waitForMail } from './mail';

/** The password of the seeded demo accounts (admin@, ada@, linus@, grace@stackhive.dev…). */
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-users.js';

export { DEMO_PASSWORD };

/** Accepts every alert and records its text, so tests can assert the spec's messages. */
export function recordDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

/** Waits until an alert with `text` has been seen. */
export async function expectDialog(messages: string[], text: string): Promise<void> {
  await expect.poll(() => messages, { timeout: 5_000 }).toContain(text);
}

/** A member's session token, signed in through the API with their password. */
export async function sessionTokenOf(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/user/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A demo member's token, for the parts of a story other people play through the API. */
export const demoTokenOf = (request: APIRequestContext, email: string) =>
  sessionTokenOf(request, email, DEMO_PASSWORD);

/** The header that makes an API call as the token's owner. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const DEMO_ADMIN = 'admin@stackhive.dev';

/**
 * Proves the demo admin's address with a one-time code, through the API: its rights follow
 * DECISIONS 25 like every admin's (issue 30: its password is public). Once is enough.
 */
export async function verifyDemoAdmin(request: APIRequestContext): Promise<void> {
  await verifyEmailOf(request, await demoTokenOf(request, DEMO_ADMIN));
}

/** Proves the address of the token's owner with the one-time code mailed to it (the API's way). */
export async function verifyEmailOf(request: APIRequestContext, token: string): Promise<void> {
  const headers = bearer(token);
  const me = (await (await request.get('/api/user/me', { headers })).json()) as {
    _id: string;
    email: string;
    verified: boolean;
  };
  if (me.verified) return;
  const seen = new Set(readInbox().map((mail) => mail.file));
  const data = { id: me._id, email: me.email };
  expect(
    (await request.post('/api/verification/sendOTPVerification', { headers, data })).ok(),
  ).toBe(true);
  const mail = await waitForMail(me.email, (m) => m.subject.includes('verification code'), seen);
  const verified = await request.patch('/api/verification/verifyOTP', {
    headers,
    data: { id: me._id, otp: otpOf(mail) },
  });
  expect(await verified.json()).toMatchObject({ status: 'VERIFIED' });
}

/** A new account with a proved address, made through the API: its id, address and token. */
export async function signUpVerified(
  request: APIRequestContext,
  name: string,
): Promise<{ id: string; email: string; token: string }> {
  const email = uniqueEmail('member');
  const signup = await request.post('/api/user/signup', {
    data: { name, email, password: PASSWORD },
  });
  expect(signup.ok()).toBe(true);
  const { token, result } = (await signup.json()) as { token: string; result: { _id: string } };
  await verifyEmailOf(request, token);
  return { id: result._id, email, token };
}

/** The demo admin makes `userId` a moderator (issue 34), through the API. */
export async function makeModerator(request: APIRequestContext, userId: string): Promise<void> {
  await verifyDemoAdmin(request);
  const headers = bearer(await demoTokenOf(request, DEMO_ADMIN));
  const response = await request.put(`/api/users/${userId}/moderator`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
}

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

export const PASSWORD = 'browser-test-1';

/** Signs a new user up through the Auth screen; ends on the home page, signed in. */
export async function signUpThroughUi(
  page: Page,
  name: string,
  email = uniqueEmail(),
): Promise<string> {
  await page.goto('/Auth/signup');
  await page.getByLabel('Display Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return email;
}

export async function logInThroughUi(
  page: Page,
  email: string,
  password = PASSWORD,
): Promise<void> {
  await page.goto('/Auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
}

/**
 * Asserts a textarea has the spec's size in columns and rows and that its columns, not the
 * page's CSS, set its width: a copy with half the columns is narrower, and a copy free of
 * any max-width is no wider (so the box is not squeezed below its columns either).
 */
export async function expectSizedByColumns(
  textarea: Locator,
  cols: number,
  rows: number,
): Promise<void> {
  await expect(textarea).toHaveAttribute('cols', String(cols));
  await expect(textarea).toHaveAttribute('rows', String(rows));
  const widths = await textarea.evaluate((element: HTMLTextAreaElement) => {
    const copy = (columns: number, free: boolean) => {
      const clone = element.cloneNode() as HTMLTextAreaElement;
      clone.cols = columns;
      if (free) clone.style.maxWidth = 'none';
      element.after(clone);
      const width = clone.getBoundingClientRect().width;
      clone.remove();
      return width;
    };
    return {
      shown: element.getBoundingClientRect().width,
      half: copy(Math.floor(element.cols / 2), false),
      unbounded: copy(element.cols, true),
    };
  });
  expect(widths.half).toBeLessThan(widths.shown * 0.75);
  expect(widths.unbounded).toBeCloseTo(widths.shown, 0);
}

/**
 * Chooses a 16 by 16 PNG named `name` in the new-post form and starts its upload, held by the
 * test: the upload shows its progress bar until `release` is called.
 */
export async function startHeldUpload(page: Page, name: string): Promise<{ release: () => void }> {
  await page.getByLabel('Media').setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: pngImage(16, 16),
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/media', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('progressbar', { name: `Uploading ${name}` })).toBeVisible();
  return { release };
}
