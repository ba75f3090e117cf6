import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '@stackhive/shared';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import {
  bearer,
  PASSWORD,
  sessionTokenOf,
  signUpThroughUi,
  uniqueEmail,
  verifyEmailOf,
} from '../support/helpers';

/** A new account with a proved address, signed up (and in) through `page`: its token. */
async function provedMember(page: Page, request: APIRequestContext, name: string) {
  const email = await signUpThroughUi(page, name, uniqueEmail('team-q'));
  const token = await sessionTokenOf(request, email, PASSWORD);
  await verifyEmailOf(request, token);
  return token;
}

/**
 * Issue 33, team content, in Chromium on the production build: a member asks in the team with
 * a tag of the team's own making, another member answers, the asker accepts; the question is
 * in the team's list (and its tag's), a search within the team finds it, and it stays the
 * team's: a member who opens its address directly sees it (the server renders the page as a
 * visitor, the browser fetches it with the session), someone outside the team is told it
 * does not exist, and the public list never shows it. The new pages pass axe in both themes.
 */
test('ask in a team, answer, accept, find it; outsiders and the public list never see it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const asker = await provedMember(page, request, 'Tess Teamasker');
  const slug = `qa-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/api/teams', {
    headers: bearer(asker),
    data: { name: 'Payments Team', slug },
  });
  expect(created.status()).toBe(201);
  const { url } = (await (
    await request.post(`/api/teams/${slug}/invite-link`, { headers: bearer(asker) })
  ).json()) as { url: string };

  // A second member joins through the shared link.
  const helper = await browser.newPage();
  const answerer = await provedMember(helper, request, 'Andy Answerer');
  const joined = await request.post('/api/teams/join', {
    headers: bearer(answerer),
    data: { token: new URL(url).pathname.split('/').pop() },
  });
  expect(joined.status()).toBe(200);

  // The team's page: its questions (none yet), its search and asking in it.
  await page.goto(`/c/${slug}`);
  const questions = page.getByRole('region', { name: 'Questions' });
  await expect(questions.getByText('0 questions')).toBeVisible();
  await expectNoAxeViolations(page, "a team's page, its questions");

  // The navbar's team switcher leads there too.
  await page.goto('/');
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await page.getByRole('link', { name: 'Payments Team', exact: true }).click();
  await expect(page).toHaveURL(`/c/${slug}`);

  // Asking in the team, with a tag no catalogue has.
  await questions.getByRole('link', { name: 'Ask Question' }).click();
  await expect(page).toHaveURL(`/AskQuestion?team=${slug}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ask a question in Payments Team' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'asking in a team');
  const word = `refundzz${randomBytes(3).toString('hex')}`;
  const tag = `ledger-${randomBytes(2).toString('hex')}`;
  const title = `Why does the ${word} job retry twice?`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill('It runs at midnight and **twice** on Mondays.');
  await page.getByLabel('Tags').fill(`${tag} `);
  await expect(page.getByRole('button', { name: `Remove tag ${tag}` })).toBeVisible();
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect(page).toHaveURL(/\/Questions\/[^/?]+$/);
  const questionPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Team', exact: true }).getByRole('link'),
  ).toHaveAttribute('href', `/c/${slug}`);

  // The other member (signed in since signing up) opens its address directly and answers.
  // The server's page is its not-found page (rendered for a visitor): while the app's code
  // is held back, the member does not see it; then the app shows them the question.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await helper.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await helper.goto(questionPath, { waitUntil: 'commit' });
  const serverNotFound = helper.locator('.not-found h1');
  await expect(serverNotFound).toHaveText(MESSAGES.questionNotFound);
  await expect(serverNotFound).toBeHidden();
  release();
  await expect(helper.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(helper.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await helper.getByLabel('Your Answer').fill('The scheduler fires once per time zone.');
  await helper.getByRole('button', { name: 'Post Your Answer' }).click();
  await expect(helper.getByRole('listitem', { name: 'Answer by Andy Answerer' })).toContainText(
    'The scheduler fires once per time zone.',
  );

  // The asker, opening it afresh, accepts it.
  await page.goto(questionPath);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Accepted', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "a team's question");

  // In the team's list, its tag among the team's own, and in that tag's list.
  await page.getByRole('navigation', { name: 'Team', exact: true }).getByRole('link').click();
  await expect(questions.getByRole('link', { name: title })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Tags', exact: true }).getByRole('link', { name: tag }),
  ).toHaveAttribute('href', `/c/${slug}?tag=${tag}`);
  await questions.getByRole('link', { name: tag }).first().click();
  await expect(page).toHaveURL(`/c/${slug}?tag=${tag}`);
  await expect(questions.getByRole('link', { name: title })).toBeVisible();
  await expect(questions.getByText('1 questions')).toBeVisible();

  // A search within the team finds it.
  await page.getByRole('searchbox', { name: 'Search this team' }).fill(word);
  await page.getByRole('searchbox', { name: 'Search this team' }).press('Enter');
  await expect(page).toHaveURL(`/c/${slug}?q=${word}`);
  await expect(questions.getByRole('link', { name: title })).toBeVisible();
  await expectNoAxeViolations(page, 'a search within a team');

  // Someone outside the team: no such question.
  const outsider = await browser.newPage();
  await signUpThroughUi(outsider, 'Olga Outsider');
  await outsider.goto(questionPath);
  await expect(
    outsider.getByRole('heading', { level: 1, name: MESSAGES.questionNotFound }),
  ).toBeVisible();
  await expect(outsider.getByText(title)).toHaveCount(0);
  // Nor for a visitor, whose page the server renders: a 404, kept out of search engines.
  const visitorPage = await request.get(questionPath);
  expect(visitorPage.status()).toBe(404);
  expect(await visitorPage.text()).not.toContain(word);

  // The public list never shows it, signed in or not.
  await outsider.goto('/Questions');
  await expect(outsider.getByRole('heading', { name: 'All Questions' })).toBeVisible();
  await expect(outsider.getByText(/^\d+ questions$/)).toBeVisible();
  await expect(outsider.getByRole('link', { name: title })).toHaveCount(0);
  const publicList = (await (await request.get('/api/questions/get?limit=50')).json()) as {
    items: { questionTitle: string }[];
  };
  expect(publicList.items.map((item) => item.questionTitle)).not.toContain(title);
  await Promise.all([outsider.close(), helper.close()]);
});
