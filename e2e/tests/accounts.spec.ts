import { expect, test } from '@playwright/test';
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

test('the auth form alerts the spec messages and toggles in place', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Auth/login');
  await expect(page.getByLabel('Display Name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  await expectDialog(dialogs, MESSAGES.enterEmailAndPassword);
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
