import type { APIRequestContext, Page } from '@playwright/test';
import { MODERATION_MESSAGES, PRIVILEGES } from '@stackhive/shared';
import { expect, test } from '../support/test';
import {
  bearer,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  demoTokenOf,
  expectDialog,
  logInThroughUi,
  makeModerator,
  recordDialogs,
  signUpVerified,
  verifyDemoAdmin,
} from '../support/helpers';
import { setReputation } from '../support/db';

/**
 * Issue 34 in Chromium, on the production build: the admin makes a member a moderator from
 * their profile; the moderator suspends someone from theirs, with the keyboard, giving a
 * reason; the suspended member can still sign in and read, but answering is refused with the
 * end date, and their profile says so; the moderation log shows the suspension and its
 * reason; once the moderator lifts it, the member answers.
 */

/** A question of Ada's to answer, asked through the API. */
async function askQuestion(request: APIRequestContext): Promise<string> {
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(await demoTokenOf(request, 'ada@stackhive.dev')),
    data: {
      questionTitle: `Can a suspended member answer this ${Date.now()}?`,
      questionBody: 'Only once the suspension is over.',
      questionTags: ['git'],
    },
  });
  expect(asked.ok()).toBe(true);
  return ((await asked.json()) as { _id: string })._id;
}

/** The end of the account's running suspension, as its profile record says. */
async function suspendedUntil(request: APIRequestContext, userId: string): Promise<string> {
  const user = (await (await request.get(`/api/user/${userId}`)).json()) as {
    suspendedUntil: string | null;
  };
  expect(user.suspendedUntil).not.toBeNull();
  return user.suspendedUntil!;
}

async function answer(page: Page, questionId: string, text: string): Promise<void> {
  await page.goto(`/Questions/${questionId}`);
  await page.getByLabel('Your Answer').fill(text);
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

test('a moderator suspends a member from their profile, the log shows it, lifting it lets them answer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const moderator = await signUpVerified(request, 'Mona Moderator');
  const member = await signUpVerified(request, 'Sam Suspended');
  const questionId = await askQuestion(request);
  const reason = `Posted the same link in every answer (${Date.now()}).`;

  // The admin makes Mona a moderator from her profile.
  await verifyDemoAdmin(request);
  await logInThroughUi(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto(`/Users/${moderator.id}`);
  await page.getByRole('button', { name: 'Make moderator' }).click();
  await expect(page.getByRole('button', { name: 'Remove moderator' })).toBeVisible();
  await expect(page.locator('.profile__standing')).toHaveText('♦ Moderator');
  await logOut(page);

  // Mona suspends Sam from his profile, with the keyboard: open, fill, submit.
  await logInThroughUi(page, moderator.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto(`/Users/${member.id}`);
  const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
  await suspend.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Suspend Sam Suspended' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Days (1–365)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await page.keyboard.type(reason);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const lift = page.getByRole('button', { name: 'Lift suspension' });
  await expect(lift).toBeFocused();
  const until = await suspendedUntil(request, member.id);
  await expect(page.getByText(MODERATION_MESSAGES.profileSuspended(until))).toBeVisible();

  // Sam signs in and reads, but answering is refused with the end date; his profile says so.
  const samPage = await browser.newPage();
  const alerts = recordDialogs(samPage);
  await logInThroughUi(samPage, member.email);
  await expect(samPage.getByRole('button', { name: 'Logout' })).toBeVisible();
  await answer(samPage, questionId, 'Use git revert to undo a pushed commit safely.');
  await expectDialog(alerts, MODERATION_MESSAGES.suspendedUntil(until));
  expect(alerts.at(-1)).toContain('Your account is suspended until');
  await samPage.getByRole('link', { name: 'Your profile: Sam Suspended' }).click();
  await expect(samPage.getByText(MODERATION_MESSAGES.profileSuspended(until))).toBeVisible();

  // Mona finds the suspension in the moderation log, reason and all.
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Moderation log' })
    .click();
  await expect(page).toHaveURL('/moderation/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation log' })).toBeVisible();
  const entry = page.getByRole('listitem').filter({ hasText: reason });
  await expect(entry.getByText('Suspended', { exact: true })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Mona Moderator' })).toBeVisible();
  await expect(entry.getByRole('link', { name: 'Sam Suspended' })).toHaveAttribute(
    'href',
    `/Users/${member.id}`,
  );
  // The admin's grant is there too, just before.
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: 'Made a moderator' })
      .filter({ has: page.getByRole('link', { name: 'Mona Moderator' }) })
      .first(),
  ).toBeVisible();

  // Mona lifts it; Sam answers.
  await page.goto(`/Users/${member.id}`);
  await page.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(page.getByRole('button', { name: 'Suspend', exact: true })).toBeVisible();
  await expect(page.getByText(/Suspended until/)).toHaveCount(0);
  const text = 'Now that I may: git revert keeps the history intact.';
  await answer(samPage, questionId, text);
  await expect(samPage.locator('[id^="answer-"]', { hasText: text })).toBeVisible();
  await samPage.close();
});

test('a moderator locks a question from its page with a reason, and unlocks it', async ({
  page,
  request,
}) => {
  const moderator = await signUpVerified(request, 'Lena Locker');
  await makeModerator(request, moderator.id);
  const questionId = await askQuestion(request);
  const reason = `Too many arguments in the comments (${Date.now()})`;

  await logInThroughUi(page, moderator.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto(`/Questions/${questionId}`);
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByLabel('Why lock it (shown on the question)').fill(reason);
  await page.getByRole('button', { name: 'Lock the question' }).click();
  const notice = page.getByRole('complementary', { name: 'Locked or protected' });
  await expect(notice).toContainText(`${MODERATION_MESSAGES.lockedBanner} ${reason}.`);
  await expect(page.getByLabel('Your Answer')).toHaveCount(0);

  // Anyone reading the page (a visitor, server-rendered or not) sees why it is locked.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/Questions/${questionId}`);
  await expect(visitor.getByRole('complementary', { name: 'Locked or protected' })).toContainText(
    reason,
  );
  await visitor.close();

  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByLabel('Your Answer')).toBeVisible();
});

test('three close votes close a question for their reason, and three reopen it', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const questionId = await askQuestion(request);
  type Voter = Awaited<ReturnType<typeof signUpVerified>>;
  const voters: Voter[] = [];
  for (const name of ['Cleo Closer', 'Carl Closer', 'Cora Closer']) {
    const voter = await signUpVerified(request, name);
    // 3,000 reputation would take 300 upvotes: written straight into the table.
    await setReputation(voter.id, PRIVILEGES.closeReopen.reputation);
    voters.push(voter);
  }
  const [first, second, third] = voters as [
    (typeof voters)[0],
    (typeof voters)[0],
    (typeof voters)[0],
  ];

  /** `voter` votes through the page: Close (with a reason) or Reopen. */
  async function voteInPage(voter: Voter, vote: 'close' | 'reopen') {
    const page = await browser.newPage();
    await logInThroughUi(page, voter.email);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.goto(`/Questions/${questionId}`);
    if (vote === 'close') {
      await page.getByRole('button', { name: /^Close/ }).click();
      await page.getByLabel('Why should it be closed?').selectOption('focus');
      await page.getByRole('button', { name: 'Vote to close' }).click();
    } else {
      await page.getByRole('button', { name: /^Reopen/ }).click();
    }
    return page;
  }

  const firstPage = await voteInPage(first, 'close');
  await expect(firstPage.getByRole('button', { name: 'Close (1 of 3)' })).toBeVisible();
  await expect(firstPage.getByLabel('Your Answer')).toBeVisible();
  await firstPage.close();
  const byApi = await request.patch(`/api/questions/${questionId}/close`, {
    headers: bearer(second.token),
    data: { reason: 'focus' },
  });
  expect(byApi.ok()).toBe(true);
  const thirdPage = await voteInPage(third, 'close');
  const notice = thirdPage.getByRole('complementary', { name: 'Closed: Needs more focus' });
  await expect(notice).toContainText('Closed. Needs more focus.');
  await expect(thirdPage.getByLabel('Your Answer')).toHaveCount(0);
  await thirdPage.close();

  const reopenFirst = await voteInPage(first, 'reopen');
  await expect(reopenFirst.getByRole('button', { name: 'Reopen (1 of 3)' })).toBeVisible();
  await reopenFirst.close();
  const reopenByApi = await request.patch(`/api/questions/${questionId}/reopen`, {
    headers: bearer(second.token),
    data: {},
  });
  expect(reopenByApi.ok()).toBe(true);
  const reopenThird = await voteInPage(third, 'reopen');
  await expect(reopenThird.getByRole('complementary', { name: /^Closed/ })).toHaveCount(0);
  await expect(reopenThird.getByLabel('Your Answer')).toBeVisible();
  await reopenThird.close();
});
