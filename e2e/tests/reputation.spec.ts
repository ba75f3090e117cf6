import { expect, test } from '../support/test';
import { MESSAGES, privilegeMessage, REPUTATION } from '@stackhive/shared';
import {
  bearer,
  demoTokenOf,
  logInThroughUi,
  signUpThroughUi,
  DEMO_PASSWORD,
} from '../support/helpers';

test('an upvote and an accept earn reputation and a badge, shown beside the name, on the profile and the badge page; gated controls say why they are disabled', async ({
  page,
  request,
}) => {
  const grace = await demoTokenOf(request, 'grace@stackhive.dev');
  const linus = await demoTokenOf(request, 'linus@stackhive.dev');
  const title = `Why is my reputation test flaky ${Date.now()}?`;
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(grace),
    data: { questionTitle: title, questionBody: 'It passes alone.', questionTags: ['javascript'] },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;

  // A new member answers through the page: they start at 1.
  await signUpThroughUi(page, 'Rep Earner');
  await page.goto(`/Questions/${questionId}`);
  await page.getByLabel('Your Answer').fill('Wait for the response, not for a timeout.');
  await page.getByRole('button', { name: 'Post Your Answer' }).click();
  const answer = page.getByRole('listitem', { name: 'Answer by Rep Earner' });
  await expect(answer.locator('.reputation')).toHaveText(`reputation ${REPUTATION.floor}`);
  const answerId = await page.evaluate(async (id) => {
    const response = await fetch(`/api/questions/${id}`);
    const question = (await response.json()) as { answer: { _id: string; userAnswered: string }[] };
    return question.answer.find((a) => a.userAnswered === 'Rep Earner')?._id ?? '';
  }, questionId);

  // Linus upvotes the answer, Grace accepts it.
  expect(
    (
      await request.patch(`/api/answer/vote/${questionId}`, {
        headers: bearer(linus),
        data: { answerId, value: 'upVote' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.patch(`/api/answer/accept/${questionId}`, {
        headers: bearer(grace),
        data: { answerId },
      })
    ).ok(),
  ).toBe(true);

  const earned = REPUTATION.floor + REPUTATION.upvoted + REPUTATION.accepted;
  await page.reload();
  const accepted = page.getByRole('listitem', { name: 'Accepted answer by Rep Earner' });
  await expect(accepted.locator('.reputation')).toHaveText(`reputation ${earned}`);

  // Below 3,000: Close on Grace's question is disabled, saying why. Below 2,000, her
  // question takes a suggested edit instead of an edit.
  const close = page.getByRole('button', { name: 'Close', exact: true });
  await expect(close).toBeDisabled();
  await expect(close).toHaveAccessibleDescription(privilegeMessage('closeReopen'));
  await expect(page.getByText(privilegeMessage('closeReopen'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suggest edit', exact: true })).toBeVisible();

  // The profile shows it too.
  await page.getByRole('link', { name: 'Rep Earner' }).first().click();
  await expect(page.getByRole('heading', { name: 'Rep Earner', level: 1 })).toBeVisible();
  await expect(page.locator('.profile__reputation')).toHaveText(`${earned} reputation`);
  // Their answer, accepted, in the Answers tab; its tag among their top tags.
  const activity = page.getByRole('region', { name: 'Questions and answers' });
  await activity.getByRole('link', { name: 'Answers', exact: true }).click();
  const answers = activity.getByRole('list', { name: 'Answers' });
  await expect(answers.getByRole('link', { name: title })).toBeVisible();
  await expect(answers.getByText('Accepted')).toBeVisible();
  const topTags = page.getByRole('region', { name: 'Top tags' });
  await expect(topTags.getByRole('link', { name: 'javascript' })).toBeVisible();
  // The upvote made the answer score 1: the Teacher badge, on the profile and its page.
  const badges = page.getByRole('region', { name: 'Badges' });
  await expect(badges.getByText('0 gold · 0 silver · 1 bronze')).toBeVisible();
  await badges.getByRole('link', { name: /Teacher/ }).click();
  await expect(page).toHaveURL('/badges/teacher');
  await expect(page.getByRole('heading', { name: 'Teacher' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Rep Earner' }).first()).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Rep Earner', level: 1 })).toBeVisible();
  // …and, to its owner, each change with its cause, linking to the question.
  const history = page.getByRole('region', { name: 'Reputation history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText(
    `+${REPUTATION.accepted} answer accepted`,
  );
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    `+${REPUTATION.upvoted} upvoted`,
  );
  await expect(history.getByRole('link', { name: title }).first()).toHaveAttribute(
    'href',
    `/Questions/${questionId}`,
  );
});

test("a suggested edit of someone else's question waits in its author's queue and shows once approved", async ({
  page,
  request,
}) => {
  const grace = await demoTokenOf(request, 'grace@stackhive.dev');
  const title = `How do I pin a flaky dependency ${Date.now()}?`;
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(grace),
    data: {
      questionTitle: title,
      questionBody: 'It breaks now and then.',
      questionTags: ['javascript'],
    },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;

  // A new member (reputation 1) suggests an edit.
  await signUpThroughUi(page, 'Edit Suggester');
  await page.goto(`/Questions/${questionId}`);
  await page.getByRole('link', { name: 'Suggest edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Suggest an edit' })).toBeVisible();
  await page.getByLabel('Body').fill('It breaks now and then: pin it in package-lock.json.');
  await page.getByLabel('Edit summary').fill('the fix');
  await page.getByRole('button', { name: 'Submit suggested edit' }).click();
  await expect(page.getByText(MESSAGES.suggestionSent)).toBeVisible();
  await page.goto(`/Questions/${questionId}`);
  await expect(page.getByText('It breaks now and then.', { exact: true })).toBeVisible();

  // Grace finds it in her queue and approves it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughUi(page, 'grace@stackhive.dev', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.goto('/Questions');
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Suggested edits' })
    .click();
  const item = page.getByRole('listitem', { name: `Suggested edit of ${title}` });
  await expect(item).toContainText('Edit Suggester');
  await expect(item).toContainText('pin it in package-lock.json.');
  await expect(item.locator('ins').first()).toBeVisible();
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toBeHidden();

  await page.goto(`/Questions/${questionId}`);
  await expect(
    page.getByText('It breaks now and then: pin it in package-lock.json.', { exact: true }),
  ).toBeVisible();
  await page.goto(`/Questions/${questionId}/revisions`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Edit Suggester' })).toContainText(
    'the fix',
  );
});
