import { expect, test, waitForHydration } from '../support/test';
import { bearer, signUpThroughUi } from '../support/helpers';

/**
 * Issue 18 in the browser: two people, two browser contexts. One answers; the other, reading
 * the question, sees the answer arrive and the bell count rise without a reload, opens the
 * inbox and marks it read.
 */
test('an answer appears live on the asker’s open question and rings their bell; the inbox marks it read', async ({
  page,
  browser,
  request,
}) => {
  await signUpThroughUi(page, 'Live Asker');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('Profile') ?? '{}') as { token: string }).token,
  );
  const title = `Does the page update by itself ${Date.now()}?`;
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(token),
    data: { questionTitle: title, questionBody: 'Watching it.', questionTags: ['javascript'] },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;

  await page.goto(`/Questions/${questionId}`);
  const bell = page.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  // Set on this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  try {
    await signUpThroughUi(helper, 'Live Helper');
    // A context of the test's own: its pages are not waited on by the fixture. Typing into a
    // server-rendered form before it hydrates is lost (hydration resets the field).
    await helper.goto(`/Questions/${questionId}`);
    await waitForHydration(helper);
    await helper.getByLabel('Your Answer').fill('Yes: it listens to a server-sent event stream.');
    await helper.getByRole('button', { name: 'Post Your Answer' }).click();
    // On the answerer's own screen the answer shows once, live update or not.
    await expect(helper.getByRole('listitem', { name: 'Answer by Live Helper' })).toHaveCount(1);

    // The asker's page, untouched, shows it and the bell counts it.
    await expect(page.getByRole('listitem', { name: 'Answer by Live Helper' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'A new answer was posted.' }),
    ).toHaveCount(1);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await expect(helper.getByRole('listitem', { name: 'Answer by Live Helper' })).toHaveCount(1);
  } finally {
    await helperContext.close();
  }

  await bell.click();
  await expect(page).toHaveURL('/notifications');
  const item = page.getByRole('link', {
    name: `Unread: Live Helper answered your question “${title}”`,
  });
  await expect(item).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(
    page.getByRole('link', { name: `Live Helper answered your question “${title}”`, exact: true }),
  ).toBeVisible();

  // The notification leads to the exact answer.
  await page.getByRole('link', { name: `Live Helper answered your question “${title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/Questions/${questionId}#answer-`));
  await expect(page.getByRole('listitem', { name: 'Answer by Live Helper' })).toBeVisible();
});
