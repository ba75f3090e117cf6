import { expect, test } from '../support/test';
import { MESSAGES, maskEmail } from '@stackhive/shared';
import {
  expectDialog,
  logInThroughUi,
  PASSWORD,
  recordDialogs,
  signUpThroughUi,
  uniqueEmail,
} from '../support/helpers';
import { otpOf, readInbox, resetPathOf, waitForMail } from '../support/mail';

test('from Products through email verification to a bot reply with links', async ({ page }) => {
  // The reply is typed out at 50 ms a character after 550 ms: a long answer takes a while.
  test.setTimeout(120_000);
  const dialogs = recordDialogs(page);
  const email = await signUpThroughUi(page, 'Grace Mailer');

  await page.goto('/Products');
  await page.getByRole('button', { name: 'Try the ChatBot' }).click();
  await expect(page).toHaveURL(/\/Verify-email$/);
  await expect(page.getByText(maskEmail(email))).toBeVisible();

  const emailField = page.getByLabel(/full email address/i);
  await emailField.fill(uniqueEmail('someone-else'));
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expectDialog(dialogs, MESSAGES.emailMismatch);
  await expect(page).toHaveURL(/\/Verify-email$/);

  await emailField.fill(email);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL(/\/Verify-OTP$/);
  await expect(page.getByText(/spam folder/i)).toBeVisible();

  const mail = await waitForMail(email, (m) => m.subject.includes('verification code'));
  const code = otpOf(mail);

  // A wrong code is refused with the server's message.
  await page.getByLabel('OTP').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expectDialog(dialogs, MESSAGES.otpInvalid);
  await expect(page).toHaveURL(/\/Verify-OTP$/);

  await page.getByLabel('OTP').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/ChatBot$/);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('Verified') ?? 'null')),
  ).toMatchObject({ status: 'VERIFIED' });

  // The server now knows the user as verified: Products leads straight to the bot.
  await page.goto('/Products');
  await page.getByRole('button', { name: 'Try the ChatBot' }).click();
  await expect(page).toHaveURL(/\/ChatBot$/);

  const query = page.getByPlaceholder('Enter your query...');
  await query.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('No messages yet', { exact: false })).toBeVisible();

  await query.fill('How do I undo my last git commit?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('How do I undo my last git commit?')).toBeVisible();
  await expect(page.getByText('Bot is typing…')).toBeVisible();
  await expect(page.getByTestId('bot-typing-text')).toContainText('Here is what the community', {
    timeout: 10_000,
  });

  const reply = page.getByText(/^Bot:/);
  await expect(reply).toBeVisible({ timeout: 60_000 });
  await expect(reply).toContainText('git reset --soft');
  await expect(page.getByText('Bot is typing…')).toHaveCount(0);

  // The question links of the reply are clickable and stay in the app.
  const link = reply.getByRole('link', { name: /\/Questions\// }).first();
  await link.click();
  await expect(page).toHaveURL(/\/Questions\/[^/]+$/);
  await expect(
    page.getByRole('heading', { name: 'How can I undo the last git commit but keep my changes?' }),
  ).toBeVisible();
});

test('a visitor trying the ChatBot from Products is sent through /Verify-email to sign in', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Products');
  await page.getByRole('button', { name: 'Try the ChatBot' }).click();
  await expectDialog(dialogs, MESSAGES.loginToVerify);
  await expect(page).toHaveURL(/\/Auth$/);
});

test('forgot password: the mailed link sets a new password that logs in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  const email = await signUpThroughUi(page, 'Barbara Reset');

  await page.goto('/Auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-verify$/);

  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectDialog(dialogs, MESSAGES.unknownResetEmail);
  await expect(page).toHaveURL(/\/reset-verify$/);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/mail-sent$/);
  await expect(page.getByText(/spam folder/i)).toBeVisible();

  const mail = await waitForMail(email, (m) => m.subject.includes('Reset your StackHive password'));
  const resetPath = resetPathOf(mail);
  await page.goto(resetPath);

  await page.getByLabel('New Password').fill('fresh-pass-42');
  await page.getByLabel('Confirm Password').fill('fresh-pass-43');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectDialog(dialogs, MESSAGES.passwordsDiffer);

  await page.getByLabel('New Password').fill('letters-only');
  await page.getByLabel('Confirm Password').fill('letters-only');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectDialog(dialogs, MESSAGES.passwordRule);

  await page.getByLabel('New Password').fill('fresh-pass-42');
  await page.getByLabel('Confirm Password').fill('fresh-pass-42');
  const alertsBefore = dialogs.length;
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL('/');
  // Spec 8: on success, go to / (the confirmation is a status line there, not an alert).
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.resetDone })).toBeVisible();
  expect(dialogs.length).toBe(alertsBefore);
  // The reset ended every earlier session, this tab's included.
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('Profile'))).toBeNull();

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New Password').fill('another-pass-7');
  await page.getByLabel('Confirm Password').fill('another-pass-7');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectDialog(dialogs, MESSAGES.highTrafficRetry);
  await expect(page).toHaveURL(new RegExp(`${resetPath}$`));

  await logInThroughUi(page, email, PASSWORD);
  await expectDialog(dialogs, MESSAGES.badCredentials);
  await logInThroughUi(page, email, 'fresh-pass-42');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('feedback is thanked, cleared and mailed', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/About');
  await page.getByRole('link', { name: 'feedback form' }).click();
  await expect(page).toHaveURL(/\/FeedBack-Form$/);

  const subject = `Dark mode please ${Date.now()}`;
  const before = new Set(readInbox().map((m) => m.file));
  await page.getByLabel('Name').fill('Katherine Feedback');
  await page.getByLabel('Email').fill(uniqueEmail('feedback'));
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('The site is great; a dark mode would be even better.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectDialog(dialogs, MESSAGES.feedbackThanks);
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(page.getByLabel(label)).toHaveValue('');
  }
  await expect
    .poll(() => readInbox().some((m) => !before.has(m.file) && m.subject.includes(subject)), {
      timeout: 15_000,
    })
    .toBe(true);
});
