import { expect, test } from '@playwright/test';
import { MESSAGES } from '@stackhive/shared';
import {
  expectDialog,
  expectSizedByColumns,
  logInThroughUi,
  recordDialogs,
  signUpThroughUi,
} from '../support/helpers';

test('a visitor asking is sent to sign in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/Questions');
  await expect(page.getByRole('heading', { name: 'All Questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await expectDialog(dialogs, MESSAGES.loginToAsk);
  await expect(page).toHaveURL(/\/Auth$/);
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
  await page.getByRole('button', { name: 'Upvote' }).click();
  await expectDialog(dialogs, MESSAGES.ownQuestionVote);
  const url = page.url();
  const voter = await browser.newPage();
  await logInThroughUi(voter, 'grace@stackhive.dev', 'stackhive1');
  await expect(voter).toHaveURL('/');
  await voter.goto(url);
  await voter.getByRole('button', { name: 'Upvote' }).click();
  await expect(voter.getByRole('button', { name: 'Upvote' })).toHaveAttribute(
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
  await voter.close();
  await page.reload();
  await expect(page.getByText('1 votes').first()).toBeVisible();

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
