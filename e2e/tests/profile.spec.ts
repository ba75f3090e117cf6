import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import {
  expectDialog,
  logInThroughUi,
  recordDialogs,
  signUpThroughUi,
  DEMO_PASSWORD,
} from '../support/helpers';

test('edit your profile: an invalid tag alerts, valid tags and bio are saved', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await signUpThroughUi(page, 'Barbara Liskov');
  await page.getByRole('link', { name: 'Your profile: Barbara Liskov' }).click();
  await expect(page.getByRole('heading', { name: 'Barbara Liskov' })).toBeVisible();
  await expect(page.getByText(MESSAGES.zeroTagsWatched)).toBeVisible();
  await expect(page.getByText(MESSAGES.noBio)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const tags = page.getByLabel('Watched Tags');
  await tags.fill('cobol');
  await tags.press('Space');
  await expectDialog(dialogs, MESSAGES.invalidTag);
  await tags.fill('Java');
  await tags.press('Space');
  await tags.fill('type');
  await page.getByRole('button', { name: 'typescript' }).click();
  await expect(page.getByRole('button', { name: 'Remove tag java' })).toBeVisible();
  await page.getByLabel('About me').fill('Substitution principle enjoyer.');
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('Substitution principle enjoyer.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'java', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'typescript', exact: true }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Substitution principle enjoyer.')).toBeVisible();
});

test('follow and unfollow another user; visitors are sent to sign in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Users');
  await page
    .getByRole('link', { name: /Grace Hopper/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expectDialog(dialogs, MESSAGES.loginToFollow);
  await expect(page).toHaveURL(/\/Auth$/);

  await logInThroughUi(page, 'linus@stackhive.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/Users');
  await page
    .getByRole('link', { name: /Grace Hopper/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unfollow', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unfollow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
});
