import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import {
  expectDialog,
  logInThroughUi,
  PASSWORD,
  recordDialogs,
  signUpThroughUi,
  uniqueEmail,
} from '../support/helpers';

test('sign up, log out, fail to log in with a wrong password, then log in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const email = await signUpThroughUi(page, 'Edsger Browser');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('Profile') ?? 'null'));
  expect(stored.result).toMatchObject({ name: 'Edsger Browser', email });
  expect(typeof stored.token).toBe('string');
  await expect(page.getByRole('link', { name: 'Your profile: Edsger Browser' })).toHaveText('E');
  expect(dialogs).toContain(MESSAGES.signupPleaseWait);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  await logInThroughUi(page, email, 'not-the-password-9');
  await expectDialog(dialogs, MESSAGES.badCredentials);
  await expect(page).toHaveURL(/\/Auth\/login$/);

  await logInThroughUi(page, email.toUpperCase(), PASSWORD);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test("the browser's own validation stops a login with an empty email before any request", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const loginRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/login') loginRequests.push(request.url());
  });
  await page.goto('/Auth/login');
  const form = page.locator('form', { has: page.getByLabel('Email') });
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const logIn = page.getByRole('button', { name: 'Log in', exact: true }).first();
  const validity = (input: typeof email) =>
    input.evaluate((element: HTMLInputElement) => ({
      valueMissing: element.validity.valueMissing,
      typeMismatch: element.validity.typeMismatch,
      message: element.validationMessage,
    }));

  // Both empty: the browser flags both instead of the spec's fallback alert.
  await logIn.click();
  await expect(form.locator('input:invalid')).toHaveCount(2);

  await password.fill(PASSWORD);
  await logIn.click();
  await expect(form.locator('input:invalid')).toHaveCount(1);
  await expect(form.locator('input:invalid')).toHaveAttribute('type', 'email');
  const empty = await validity(email);
  expect(empty.valueMissing).toBe(true);
  expect(empty.message).not.toBe('');

  // A malformed address is stopped the same way (type=email).
  await email.fill('not-an-email');
  await logIn.click();
  await expect(form.locator('input:invalid')).toHaveCount(1);
  expect((await validity(email)).typeMismatch).toBe(true);

  // The control: a well-formed address does reach the server. Requests go out in order, so
  // if either blocked click had sent one it would be counted here too.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/user/login'));
  await email.fill(uniqueEmail());
  await logIn.click();
  await sent;
  await expectDialog(dialogs, MESSAGES.badCredentials);
  expect(loginRequests).toHaveLength(1);
  expect(dialogs).toEqual([MESSAGES.badCredentials]);
});

test('the auth form alerts a missing name and toggles in place', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Auth/login');
  await expect(page.getByLabel('Display Name')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/reset-verify',
  );

  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByLabel('Display Name')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).first().click();
  await expectDialog(dialogs, MESSAGES.enterName);
  await expect(page).toHaveURL(/\/Auth\/login$/);
});

test('a taken email address is explained on signup', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Auth/signup');
  await page.getByLabel('Display Name').fill('Copy Cat');
  await page.getByLabel('Email').fill('ada@stackhive.dev');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).first().click();
  await expectDialog(dialogs, MESSAGES.emailTaken);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
