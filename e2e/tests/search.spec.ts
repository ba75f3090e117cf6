import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MESSAGES, type SearchResponse } from '@stackhive/shared';
import { expectDialog, recordDialogs, signUpThroughUi } from '../support/helpers';

const GIT_QUESTION = 'How can I undo the last git commit but keep my changes?';

/** The server's own counts for `q`, to check the tabs show exactly them. */
async function serverCounts(request: APIRequestContext, q: string) {
  const response = await request.get(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as SearchResponse).counts;
}

function searchFromNav(page: Page, text: string) {
  return test.step(`search for ${text} from the nav box`, async () => {
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill(text);
    await box.press('Enter');
  });
}

test('search from the nav box, see the counts, switch tabs and keep the tab on reload', async ({
  page,
  request,
}) => {
  const counts = await serverCounts(request, 'git');
  expect(counts.questions.count).toBeGreaterThanOrEqual(1);
  expect(counts.tags).toEqual({ count: 1, capped: false });
  expect(counts.posts.count).toBe(0);

  await page.goto('/Questions');
  await searchFromNav(page, 'git');
  await expect(page).toHaveURL('/search/git');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(
    page.getByRole('heading', { name: 'Search results for “git”', level: 1 }),
  ).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Search results' }).getByRole('tab');
  await expect(tabs).toHaveText([
    `Questions (${counts.questions.count})`,
    'Tags (1)',
    'Posts (0)',
    `Users (${counts.users.count})`,
  ]);
  const questionsTab = page.getByRole('tab', { name: /^Questions/ });
  await expect(questionsTab).toHaveAttribute('aria-selected', 'true');

  // Questions (the default): the demo question, its match marked.
  const panel = page.getByRole('tabpanel');
  const question = panel.getByRole('link', { name: GIT_QUESTION });
  await expect(question).toBeVisible();
  await expect(question.locator('mark')).toHaveText(['git']);

  // Tags: kept in the URL.
  await page.getByRole('tab', { name: 'Tags (1)' }).click();
  await expect(page).toHaveURL('/search/git?tab=tags');
  await expect(page.getByRole('tab', { name: 'Tags (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(questionsTab).toHaveAttribute('aria-selected', 'false');
  await expect(panel.getByRole('link', { name: 'git', exact: true })).toHaveAttribute(
    'href',
    '/tag/git',
  );

  // Posts: nothing matches, the spec's message.
  await page.getByRole('tab', { name: 'Posts (0)' }).click();
  await expect(page).toHaveURL('/search/git?tab=posts');
  await expect(panel.getByText(MESSAGES.searchNoPosts, { exact: true })).toBeVisible();

  // A reload keeps the tab.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Posts (0)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(MESSAGES.searchNoPosts, { exact: true })).toBeVisible();

  // Back to Questions and on to the question itself.
  await questionsTab.click();
  await expect(page).toHaveURL('/search/git');
  await panel.getByRole('link', { name: GIT_QUESTION }).click();
  await expect(page).toHaveURL(/\/Questions\/[^/]+$/);
  await expect(page.getByRole('heading', { name: GIT_QUESTION })).toBeVisible();
});

test('the Users tab finds people by name, case-insensitively', async ({ page, request }) => {
  const counts = await serverCounts(request, 'ADA');
  await page.goto('/Tags');
  await searchFromNav(page, 'ADA');
  await expect(page).toHaveURL('/search/ADA');

  const usersTab = page.getByRole('tab', { name: `Users (${counts.users.count})` });
  await usersTab.click();
  await expect(page).toHaveURL('/search/ADA?tab=users');
  await expect(usersTab).toHaveAttribute('aria-selected', 'true');
  const ada = page.getByRole('tabpanel').getByRole('link', { name: 'Ada Lovelace' });
  await expect(ada.locator('mark')).toHaveText(['Ada']);
  await ada.click();
  await expect(page).toHaveURL(/\/Users\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
});

test('the spec spelling /Search/{query} shows the same page, and odd queries are literal', async ({
  page,
}) => {
  await page.goto('/Search/docker?tab=questions');
  await expect(
    page.getByRole('heading', { name: 'Search results for “docker”', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Docker container exits immediately after start' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tags (1)' })).toBeVisible();

  // Nothing in the demo data holds "(x+": every tab says so instead of failing.
  await searchFromNav(page, '(x+');
  await expect(page).toHaveURL(`/search/${encodeURIComponent('(x+')}`);
  await expect(
    page.getByRole('heading', { name: 'Search results for “(x+”', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(MESSAGES.searchNoQuestions, { exact: true })).toBeVisible();
  for (const [tab, message] of [
    ['Tags (0)', MESSAGES.searchNoTags],
    ['Posts (0)', MESSAGES.searchNoPosts],
    ['Users (0)', MESSAGES.searchNoUsers],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('a visitor asking from the search page is told to log in', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/search/heap');
  await expect(
    page.getByRole('link', { name: 'Difference between a heap and a priority queue?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await expectDialog(dialogs, MESSAGES.loginToAskCapital);
  await expect(page).toHaveURL('/Auth');
});

test('words, phrases, tags and operators find what people mean; sort, help and errors (issue 32)', async ({
  page,
  request,
}) => {
  // "undo commit" is not one substring of the demo question; both words are in it.
  await page.goto('/Questions');
  await searchFromNav(page, 'undo commit');
  const panel = page.getByRole('tabpanel');
  const question = panel.getByRole('link', { name: GIT_QUESTION });
  await expect(question).toBeVisible();
  await expect(question.locator('mark')).toHaveText(['undo', 'commit']);
  // The title and the canonical URL read the query as typed (found by a newcomer).
  await expect(page).toHaveTitle('Search results for undo commit - StackHive');
  await page.goto(`/search/${encodeURIComponent('c++ undo')}`);
  await expect(page).toHaveTitle('Search results for c++ undo - StackHive');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/search\/c%2B%2B%20undo$/,
  );

  // A phrase as written; the same words in another order are not the phrase.
  await page.goto(`/search/${encodeURIComponent('"keep my changes" [git]')}`);
  await expect(panel.getByRole('link', { name: GIT_QUESTION })).toBeVisible();
  await expect(panel.getByRole('link', { name: GIT_QUESTION }).locator('mark')).toHaveText([
    'keep my changes',
  ]);
  await page.goto(`/search/${encodeURIComponent('"changes my keep"')}`);
  await expect(panel.getByText(MESSAGES.searchNoQuestions, { exact: true })).toBeVisible();

  // Sorting: kept in the URL, and the server's own order for it.
  await page.goto('/search/git');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('votes');
  await expect(page).toHaveURL('/search/git?sort=votes');
  const byVotes = (await (
    await request.get('/api/search?q=git&sort=votes')
  ).json()) as SearchResponse;
  const titles = byVotes.items.map((item) => (item as { questionTitle: string }).questionTitle);
  expect(titles.length).toBeGreaterThan(0);
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(titles);
  // Back to relevance (the server's ranking: exact title, title words, text score, votes).
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('relevance');
  await expect(page).toHaveURL('/search/git');
  const ranked = (await (await request.get('/api/search?q=git')).json()) as SearchResponse;
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    ranked.items.map((item) => (item as { questionTitle: string }).questionTitle),
  );

  // An operator it cannot read is named, not searched for.
  await page.goto(`/search/${encodeURIComponent('[git] score:lots')}`);
  await expect(page.getByRole('alert')).toContainText(
    '"score:lots" is not a valid search operator',
  );

  // The help page, from the results, lists the operators.
  await page.goto('/search/git');
  await page.getByRole('link', { name: /Search help/ }).click();
  await expect(page).toHaveURL('/help/search');
  await expect(page.getByRole('heading', { name: 'How to search', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('hasaccepted:yes');

  // Answers: listed under their question's title, each opening at its place on the page.
  await page.goto(`/search/${encodeURIComponent('is:answer "reset --soft" [git]')}`);
  const answerLinks = panel.getByRole('link', { name: /^A: / });
  await expect(answerLinks.first()).toBeVisible();
  await expect(panel.locator('mark', { hasText: 'reset --soft' }).first()).toBeVisible();
  const href = (await answerLinks.filter({ hasText: GIT_QUESTION }).getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/Questions\/[^#]+#answer-.+$/);
  await answerLinks.filter({ hasText: GIT_QUESTION }).click();
  await expect(page).toHaveURL(href);
  const answer = page.locator(`[id="${decodeURIComponent(href.split('#')[1]!)}"]`);
  await expect(answer).toContainText('git reset --soft HEAD~1');
  await expect(answer).toBeInViewport();
});

test('with JavaScript off, the navbar search still reaches its results (found by a newcomer)', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/Questions');
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.fill('undo commit');
  await box.press('Enter');
  await expect(page).toHaveURL('/search/undo%20commit');
  await expect(page.getByRole('link', { name: GIT_QUESTION })).toBeVisible();
  await context.close();
});

// Last in this file: it asks a question like the demo's git one.
test('asking shows questions like the title; the posted question lists them as Related once its page is in (issue 32)', async ({
  page,
  request,
}) => {
  await signUpThroughUi(page, 'Similar Asker');
  await page.goto('/AskQuestion');
  const title = page.getByLabel('Title');
  await title.pressSequentially('Undo my last git commit but keep the changes');
  const like = page.getByRole('link', { name: `${GIT_QUESTION} (opens in a new tab)` });
  await expect(like).toBeVisible();
  await expect(like).toHaveAttribute('target', '_blank');
  await expect(
    page.getByRole('status').filter({ hasText: /similar questions? found/ }),
  ).toBeAttached();

  await page.getByLabel('Body').fill('Kept my work, lost the commit?');
  await page.getByLabel('Tags').fill('git');
  await page.getByLabel('Tags').press('Space');
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/Questions');
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Undo my last git commit but keep the changes' })
    .click();
  const related = page.getByRole('region', { name: 'Related' });
  await expect(related.getByRole('link', { name: GIT_QUESTION })).toBeVisible();

  // Asked for once the page is in, never in the server's render (it slowed crawls fourfold).
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(html).toContain('Undo my last git commit but keep the changes');
  expect(html).not.toContain('>Related</h2>');
});
