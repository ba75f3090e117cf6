import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { FLAG_MESSAGES, FLAG_REASON_LABELS, MESSAGES } from '@stackhive/shared';
import {
  bearer,
  demoTokenOf,
  expectDialog,
  logInThroughUi,
  makeModerator,
  PASSWORD,
  recordDialogs,
  signUpThroughUi,
  signUpVerified,
  uniqueEmail,
} from '../support/helpers';
import { expect, test } from '../support/test';

/**
 * Flags (issue 34) in the production build: a member flags an answer as spam from the flag
 * dialog, with the keyboard alone; a moderator deletes it from the queue at /review/flags and
 * the flagger's /flags says the flag was helpful. Three flags hide a community post, the third
 * raised from the post's "Flag…"; the one-click Report keeps its alert.
 */

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

/** A new member, signed up through the API: their token. */
async function signUp(request: APIRequestContext, name: string): Promise<string> {
  const signup = await request.post('/api/user/signup', {
    data: { name, email: uniqueEmail('flags'), password: PASSWORD },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  return ((await signup.json()) as { token: string }).token;
}

/** Presses Tab until `target` has focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of the Tab key`);
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

test('an answer flagged as spam with the keyboard, deleted by a moderator from the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs = recordDialogs(page);
  const title = unique('How do I keep a watch accurate');
  const spam = `Buy cheap watches at watches.example ${randomBytes(3).toString('hex')}`;

  // Ada asks; a spammer answers; an admin makes a new member a moderator (all by the API).
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(await demoTokenOf(request, 'ada@stackhive.dev')),
    data: {
      questionTitle: title,
      questionBody: 'Mine drifts a minute a week.',
      questionTags: ['git'],
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;
  const spammer = await signUp(request, 'Sam Spammer');
  const answered = await request.patch(`/api/answer/post/${questionId}`, {
    headers: bearer(spammer),
    data: { answerBody: spam },
  });
  expect(answered.ok(), await answered.text()).toBe(true);
  const moderator = await signUpVerified(request, 'Mona Moderator');
  await makeModerator(request, moderator.id);

  // The flagger, with the keyboard: Tab to the answer's Flag, Enter, arrows for the reason.
  const flaggerEmail = await signUpThroughUi(page, 'Fay Flagger');
  await page.goto(`/Questions/${questionId}`);
  const answer = page.locator('[id^="answer-"]', { hasText: spam });
  const flag = answer.getByRole('button', { name: 'Flag answer' });
  await tabTo(page, flag);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Flag this answer' });
  await expect(dialog).toBeVisible();
  const spamReason = dialog.getByRole('radio', { name: FLAG_REASON_LABELS.spam.label });
  await expect(spamReason).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: FLAG_REASON_LABELS.rude.label })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(spamReason).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Note (optional)')).toBeFocused();
  await page.keyboard.type('A link to a shop, nothing about the question.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit flag' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectDialog(dialogs, FLAG_MESSAGES.flagged);
  await expect(dialog).toBeHidden();
  await expect(flag).toBeFocused();

  // Flagging twice is refused inside the dialog.
  await flag.click();
  await dialog.getByRole('radio', { name: FLAG_REASON_LABELS.rude.label }).check();
  await dialog.getByRole('button', { name: 'Submit flag' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FLAG_MESSAGES.alreadyFlagged);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/flags');
  const mine = page.getByRole('listitem').filter({ hasText: 'Spam on an answer' });
  await expect(mine).toContainText('Waiting for review');
  await logOut(page);

  // The moderator deletes it from the queue; the answer is gone from the question.
  await logInThroughUi(page, moderator.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/Questions');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Flags', exact: true })
    .click();
  await expect(page).toHaveURL('/review/flags');
  await expect(page.getByRole('heading', { name: 'Flags', level: 1 })).toBeVisible();
  const queued = page.getByRole('listitem').filter({ hasText: spam });
  await expect(queued.getByRole('heading', { name: 'Spam on an answer' })).toBeVisible();
  await expect(queued.getByText('1 flag on this item')).toBeVisible();
  await expect(queued.getByRole('link', { name: 'Fay Flagger' })).toBeVisible();
  await expect(queued.getByRole('link', { name: 'Sam Spammer' })).toBeVisible();
  await queued.getByRole('button', { name: 'Delete as spam' }).click();
  await expect(queued).toHaveCount(0);
  await page.goto(`/Questions/${questionId}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(spam)).toHaveCount(0);
  await logOut(page);

  // The flagger's flags say it helped.
  await logInThroughUi(page, flaggerEmail);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/Questions');
  await page.getByRole('link', { name: 'Your flags' }).click();
  await expect(page).toHaveURL('/flags');
  const decided = page.getByRole('listitem').filter({ hasText: 'Spam on an answer' });
  await expect(decided.getByText('Helpful', { exact: true })).toBeVisible();
});

test('three flags hide a community post; the one-click Report keeps its alert', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const dialogs = recordDialogs(page);
  const author = await signUp(request, 'Percy Poster');
  const newPost = async (postTitle: string) => {
    const created = await request.post('/api/community/new-post', {
      headers: bearer(author),
      data: { postTitle, postBody: 'Follow my channel for free crypto.' },
    });
    expect(created.ok(), await created.text()).toBe(true);
    return ((await created.json()) as { _id: string })._id;
  };
  const flaggedTitle = unique('Free crypto');
  const reportedTitle = unique('Cheap followers');
  const flaggedId = await newPost(flaggedTitle);
  await newPost(reportedTitle);

  // Two flags by the API.
  for (const name of ['Flo Flagger', 'Flynn Flagger']) {
    const flagger = await signUp(request, name);
    const raised = await request.post('/api/flags', {
      headers: bearer(flagger),
      data: { target: 'post', id: flaggedId, reason: 'spam' },
    });
    expect(raised.status(), await raised.text()).toBe(201);
  }

  // The third from the post's "Flag…": the post leaves the feed.
  await signUpThroughUi(page, 'Fran Flagger');
  await page.goto('/Community');
  const card = page.getByRole('article', { name: flaggedTitle });
  await card.getByRole('button', { name: 'Post options' }).click();
  await card.getByRole('button', { name: 'Flag…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag this post' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Duplicate' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: FLAG_REASON_LABELS.other.label }).check();
  await dialog.getByRole('button', { name: 'Submit flag' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FLAG_MESSAGES.otherNeedsNote);
  await dialog.getByLabel('Note').fill('Three accounts have posted this today.');
  await dialog.getByRole('button', { name: 'Submit flag' }).click();
  await expectDialog(dialogs, FLAG_MESSAGES.flagged);
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: flaggedTitle })).toHaveCount(0);

  // The quick path stays as the spec words it.
  const reported = page.getByRole('article', { name: reportedTitle });
  await reported.getByRole('button', { name: 'Post options' }).click();
  await reported.getByRole('button', { name: 'Report' }).click();
  await expectDialog(dialogs, MESSAGES.postReported);
  expect(dialogs.filter((text) => text === MESSAGES.postReported)).toEqual([
    'Thank you. The post has been reported.',
  ]);
});
