import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import {
  expectDialog,
  expectSizedByColumns,
  logInThroughUi,
  recordDialogs,
  signUpThroughUi,
  DEMO_PASSWORD,
} from '../support/helpers';

test('a visitor asking is sent to sign in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Questions');
  await expect(page.getByRole('heading', { name: 'All Questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await expectDialog(dialogs, MESSAGES.loginToAsk);
  await expect(page).toHaveURL(/\/Auth$/);
});

test("a visitor's answer is kept through sign-in: back on the question, it is still there (found by a newcomer)", async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/Questions');
  await page.getByRole('main').getByRole('link', { name: /\?$/ }).first().click();
  await expect(page).toHaveURL(/\/Questions\/[^/]+$/);
  const question = new URL(page.url()).pathname;
  await page.getByLabel('Your Answer').fill('A draft worth **keeping**');
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  await expectDialog(dialogs, MESSAGES.loginToAnswer);
  await expect(page).toHaveURL('/Auth');
  await signUpThroughUi(page, 'Draft Keeper');
  // A full load: the server renders the form empty, the browser shows the draft once hydrated.
  await page.goto(question);
  await expect(page.getByLabel('Your Answer')).toHaveValue('A draft worth **keeping**');
  await expect(page.getByRole('region', { name: 'Answer preview' }).locator('strong')).toHaveText(
    'keeping',
  );
  expect(errors).toEqual([]);
});

test('ask, answer, vote and delete as the authors', async ({ page, browser }) => {
  const dialogs = recordDialogs(page);
  await signUpThroughUi(page, 'Question Asker');
  await page.goto('/Questions');
  const countLine = page.getByText(/^\d+ questions$/);
  const before = Number((await countLine.textContent())?.split(' ')[0]);

  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await expect(page.getByRole('heading', { name: 'Ask a public Question' })).toBeVisible();
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expectDialog(dialogs, MESSAGES.invalidQuestion);

  const title = `How do I test a browser flow ${Date.now()}?`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill('I want **real** Chromium.');
  await page.getByLabel('Body').press('Enter');
  await page.getByLabel('Body').pressSequentially('```js\nawait page.click();\n```');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText('real');
  const tags = page.getByLabel('Tags');
  await tags.fill('cobol');
  await tags.press('Space');
  await expectDialog(dialogs, MESSAGES.invalidTag);
  await tags.fill('javascript');
  await tags.press('Space');
  await expect(page.getByRole('button', { name: 'Remove tag javascript' })).toBeVisible();
  await page.getByRole('button', { name: 'Post your question' }).click();

  await expect(page).toHaveURL('/');
  await page.goto('/Questions');
  await expect(countLine).toHaveText(`${before + 1} questions`);
  const firstTitle = page.getByRole('main').getByRole('link', { name: /\?$/ }).first();
  await expect(firstTitle).toHaveText(title);
  await firstTitle.click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Answers$/ })).toHaveCount(0);
  await expectSizedByColumns(page.getByLabel('Your Answer'), 30, 10);
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  await expectDialog(dialogs, MESSAGES.enterAnswer);
  await page.getByLabel('Your Answer').fill('Use `@playwright/test` with Debian Chromium.');
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  await expect(page.getByRole('heading', { name: '1 Answers' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Answer by Question Asker' })).toContainText(
    'Debian Chromium',
  );

  // Issue 15: the asker accepts the answer; it carries the mark, and others see it too.
  const answer = page.getByRole('listitem', { name: 'Answer by Question Asker' });
  await answer.getByRole('button', { name: /Accept/ }).click();
  const accepted = page.getByRole('listitem', { name: 'Accepted answer by Question Asker' });
  await expect(accepted.getByRole('button', { name: /Accepted/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Another member votes; the asker may not vote on their own question.
  await page.getByRole('button', { name: 'Upvote question' }).click();
  await expectDialog(dialogs, MESSAGES.ownQuestionVote);
  const url = page.url();
  const voter = await browser.newPage();
  await logInThroughUi(voter, 'grace@stackhive.dev', DEMO_PASSWORD);
  await expect(voter).toHaveURL('/');
  await voter.goto(url);
  await voter.getByRole('button', { name: 'Upvote question' }).click();
  await expect(voter.getByRole('button', { name: 'Upvote question' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(voter.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await expect(
    voter
      .getByRole('listitem', { name: 'Accepted answer by Question Asker' })
      .getByText('Accepted'),
  ).toBeVisible();
  await expect(voter.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  // The voter upvotes the answer too; the vote is still there after a reload.
  const voterAnswer = voter.getByRole('listitem', { name: 'Accepted answer by Question Asker' });
  await voterAnswer.getByRole('button', { name: 'Upvote answer' }).click();
  await expect(voterAnswer.locator('.votes__count')).toHaveText('1 votes');
  await voter.reload();
  await expect(voterAnswer.getByRole('button', { name: 'Upvote answer' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await voter.close();
  await page.reload();
  await expect(page.getByText('1 votes')).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete answer' }).click();
  await expect(page.getByRole('heading', { name: /Answers$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/Questions');
  await expect(countLine).toHaveText(`${before} questions`);
});

test('a tag page lists that tag only', async ({ page }) => {
  await page.goto('/Tags');
  await page.getByRole('link', { name: 'git', exact: true }).click();
  await expect(page).toHaveURL('/tag/git');
  await expect(page.getByRole('heading', { name: 'git', exact: true })).toBeVisible();
  await expect(page.getByText(/^\d+ questions$/)).toBeVisible();
  await expect(
    page.getByText('How can I undo the last git commit but keep my changes?'),
  ).toBeVisible();
  await expect(page.getByText('Bash: loop over files with spaces in their names')).toHaveCount(0);
});

test('the list tabs sort and filter, and stay chosen after a reload', async ({ page }) => {
  await page.goto('/Questions');
  const tabs = page.getByRole('navigation', { name: 'Question tabs' });
  await expect(tabs.getByRole('link', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
  const rows = page.locator('.question-row');
  const countLine = page.getByText(/^\d+ questions$/);
  const count = async () => Number.parseInt((await countLine.textContent()) ?? '', 10);
  await expect(rows.first()).toBeVisible();
  const all = await count();
  /** Clicks a tab and waits until its list has come in and is shown. */
  const open = async (name: string, query: string) => {
    const listed = page.waitForResponse((response) => response.url().includes(query));
    await tabs.getByRole('link', { name }).click();
    await listed;
    await expect(tabs.getByRole('link', { name })).toHaveAttribute('aria-current', 'true');
    await expect(rows.first()).toBeVisible();
  };

  await open('Votes', 'sort=votes');
  await expect(page).toHaveURL('/Questions?tab=votes');
  await page.reload();
  await expect(tabs.getByRole('link', { name: 'Votes' })).toHaveAttribute('aria-current', 'true');
  await expect(rows.first()).toBeVisible();
  const votes = (
    await rows.locator('.question-row__stats > span:first-child').allTextContents()
  ).map((text) => Number.parseInt(text, 10));
  expect(votes).toEqual([...votes].sort((a, b) => b - a));

  await open('Unanswered', 'filter=unanswered');
  await expect(page).toHaveURL('/Questions?tab=unanswered');
  const answers = await rows.locator('.question-row__stats > span:nth-child(2)').allTextContents();
  expect(answers.every((text) => text === '0 answers')).toBe(true);
  expect(await count()).toBeLessThan(all);
});

test('save a question and find it under Saved on your own profile', async ({ page }) => {
  await signUpThroughUi(page, 'Bookmark Keeper');
  await page.goto('/Questions');
  const row = page.locator('.question-row').first();
  const title = (await row.getByRole('heading').textContent()) ?? '';
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const save = page.getByRole('button', { name: /^Save/ });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toContainText('Saved');

  await page.getByRole('link', { name: 'Your profile: Bookmark Keeper' }).click();
  const saved = page.getByRole('region', { name: 'Saved' });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await expect(saved.getByText('1 saved')).toBeVisible();

  // Un-saving takes it off the list.
  await saved.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: /^Saved/ }).click();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.goBack();
  await expect(
    page.getByRole('region', { name: 'Saved' }).getByText(/Nothing saved yet/),
  ).toBeVisible();
});

test('edit a question and an answer, and read the word diff of the edit', async ({ page }) => {
  await signUpThroughUi(page, 'Careful Editor');
  await page.goto('/AskQuestion');
  const title = `Why does my cron job never run ${Date.now()}?`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill('It runs by hand but never from crontab.');
  await page.getByLabel('Tags').fill('bash');
  await page.getByLabel('Tags').press('Space');
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/Questions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const questionUrl = page.url();

  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit question' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByLabel('Body').fill('It runs by hand but not from the system crontab.');
  await page.getByLabel('Edit summary').fill('said which crontab');
  await page.getByRole('button', { name: 'Save edits' }).click();
  await expect(page).toHaveURL(questionUrl);
  // The address changes first; the edit form stays on screen while the question page loads
  // (a transition), its text in the box and the preview: wait for the page itself.
  await expect(page.getByRole('heading', { name: 'Edit question' })).toHaveCount(0);
  await expect(page.getByText('the system crontab')).toBeVisible();

  await page
    .getByRole('link', { name: /^edited/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Question edits' })).toBeVisible();
  const revision = page.locator('.revision').first();
  await expect(revision).toContainText('said which crontab');
  await expect(revision.locator('del')).toHaveText(['never']);
  await expect(revision.locator('ins', { hasText: 'system' })).toHaveCount(1);

  // An answer, edited in place.
  await page.goto(questionUrl);
  await page.getByLabel('Your Answer').fill('Use absolute paths: cron has a short PATH.');
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  const answer = page.getByRole('listitem', { name: 'Answer by Careful Editor' });
  await answer.getByRole('button', { name: 'Edit answer' }).click();
  await answer
    .getByLabel('Edit your answer')
    .fill('Use absolute paths: cron runs with a short PATH.');
  await answer.getByRole('button', { name: 'Save edits' }).click();
  await expect(answer.getByLabel('Edit your answer')).toHaveCount(0);
  await expect(answer.getByText('cron runs with a short PATH.')).toBeVisible();
  await expect(answer.getByRole('link', { name: /^edited/ })).toBeVisible();

  // A comment on the answer, with inline code; it shows under the answer at once.
  await answer.getByRole('button', { name: 'Add a comment' }).click();
  await answer
    .getByLabel('Your comment')
    .fill('Or set `PATH=/usr/bin:/bin` at the top of the crontab.');
  await answer.getByRole('button', { name: 'Add comment' }).click();
  const comments = answer.getByRole('region', { name: 'Comments' });
  await expect(comments.locator('code')).toHaveText('PATH=/usr/bin:/bin');
  await expect(comments.getByRole('link', { name: 'Careful Editor' })).toBeVisible();
  await page.reload();
  await expect(comments.locator('.qa-comment')).toHaveCount(1);
});
