import { type Page } from '@playwright/test';
import { FLAG_MESSAGES, MESSAGES } from '@stackhive/shared';
import { expectNoAxeViolations } from '../support/axe';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  bearer,
  demoTokenOf,
  logInThroughUi,
  makeModerator,
  recordDialogs,
  signUpVerified,
  signUpThroughUi,
  startHeldUpload,
  uniqueEmail,
  verifyDemoAdmin,
} from '../support/helpers';
import { otpOf, waitForMail } from '../support/mail';
import { expect, test } from '../support/test';

/**
 * Issue 19: axe-core checks every page and state a reader can reach against the WCAG 2.0,
 * 2.1 and 2.2 A and AA rules, in the light and the dark theme. Each test walks a group of
 * pages and reports every violation it met (page, theme, rule, elements) at its end.
 */

async function visit(page: Page, path: string, name: string, ready?: () => Promise<void>) {
  await page.goto(path);
  if (ready) await ready();
  else await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoAxeViolations(page, name);
}

/** The address of the first link in the main column that matches `pattern`. */
async function firstLink(page: Page, listPath: string, pattern: RegExp): Promise<string> {
  await page.goto(listPath);
  const links = page.getByRole('main').locator('a[href]');
  await expect(links.first()).toBeVisible();
  let href: string | undefined;
  await expect
    .poll(async () => {
      const all = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
      );
      href = all.find((candidate) => pattern.test(candidate));
      return href;
    })
    .toBeTruthy();
  return href!;
}

test.describe.configure({ timeout: 180_000 });

// The visitor's pages in two tests, each within its own time budget: every visit runs axe in
// both colour themes, about 35 visits in all.
test('public question pages, as a visitor', async ({ page }) => {
  await visit(page, '/', 'home');
  for (const tab of ['newest', 'active', 'unanswered', 'votes']) {
    await visit(page, `/Questions?tab=${tab}`, `questions, ${tab} tab`);
  }
  const question = await firstLink(page, '/Questions?tab=votes', /^\/Questions\/[^/]+$/);
  await visit(page, question, 'question, as a visitor', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.markdown').first()).toBeVisible();
  });
  await visit(page, `${question}?answers=newest`, 'question, answers newest first');
  await visit(page, `${question}/revisions`, 'question revisions');
  await page.goto(question);
  const answerAnchor = await page.locator('[id^="answer-"]').first().getAttribute('id');
  const answerId = answerAnchor!.replace('answer-', '');
  await visit(page, `${question}/answers/${answerId}/revisions`, 'answer revisions');
  await visit(page, '/Tags', 'tags');
  await visit(page, '/tag/git', 'tag page');
  for (const tab of ['active', 'unanswered', 'votes']) {
    await visit(page, `/tag/git?tab=${tab}`, `tag page, ${tab} tab`);
  }
});

test('public people, badge, community and search pages, as a visitor', async ({ page }) => {
  await visit(page, '/Users', 'users');
  await visit(page, '/Users?sort=reputation', 'users, by reputation');
  const profile = await firstLink(page, '/Users', /^\/Users\/[^/]+$/);
  await visit(page, profile, "someone's profile");
  await visit(page, `${profile}?tab=answers&sort=newest`, "someone's profile, newest answers");
  await visit(page, '/badges', 'badges');
  const badge = await firstLink(page, '/badges', /^\/badges\/[^/]+$/);
  await visit(page, badge, 'a badge');
  await visit(page, '/Community', 'community feed');
  const post = await firstLink(page, '/Community', /^\/community\/post\/[^/]+$/);
  await visit(page, post, 'a post');
  await page.getByRole('button', { name: 'Post options' }).first().click();
  await expectNoAxeViolations(page, 'a post, its options menu open');
  const author = await firstLink(page, post, /^\/Users\/[^/]+$/);
  await visit(page, author.replace('/Users/', '/community/user/post/'), "someone's posts");
  for (const tab of ['questions', 'answers', 'posts', 'users', 'tags']) {
    await visit(page, `/search/git?tab=${tab}`, `search, ${tab} tab`);
  }
  await visit(page, '/About', 'about');
  await visit(page, '/Products', 'products');
  await visit(page, '/no-such-page', 'not found', async () => {
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  });
});

test('account pages and their errors', async ({ page }) => {
  const dialogs = recordDialogs(page);
  await visit(page, '/Auth/login', 'login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('wrong-pass-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).first().click();
  await expect.poll(() => dialogs).toContain(MESSAGES.badCredentials);
  await expectNoAxeViolations(page, 'login, after a refused login');
  await visit(page, '/Auth/signup', 'signup');
  await page.getByRole('button', { name: 'Sign up', exact: true }).first().click();
  await expectNoAxeViolations(page, 'signup, submitted empty');
  await visit(page, '/reset-verify', 'reset: ask for a link');
  await visit(page, '/mail-sent', 'reset: mail sent');
  await visit(page, '/reset-password/not-a-real-token', 'reset: new password');
  await visit(page, '/FeedBack-Form', 'feedback');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectNoAxeViolations(page, 'feedback, submitted empty');
  await visit(page, '/unsubscribe', 'unsubscribe, without a link');
});

test('signed in: asking, answering, the profile, posts, verification and the chatbot', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const email = await signUpThroughUi(page, 'Ally Access');
  await expectNoAxeViolations(page, 'home, signed in');

  const question = await firstLink(page, '/Questions?tab=votes', /^\/Questions\/[^/]+$/);
  await visit(page, question, 'question, signed in', async () => {
    await expect(page.getByRole('button', { name: 'Post Your Answer' })).toBeVisible();
  });

  await visit(page, '/AskQuestion', 'ask a question');
  await page.getByRole('button', { name: 'Post your question' }).click();
  await expect.poll(() => dialogs).toContain(MESSAGES.invalidQuestion);
  // A title like a demo question's: the similar questions show under it (issue 32).
  await page.getByLabel('Title').fill('How do I undo the last git commit and keep my work?');
  await expect(page.getByText('Questions that may already have your answer')).toBeVisible();
  await page.getByLabel('Body').fill('With **markdown** and `code`:\n\n```js\nconst a = 1;\n```');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'markdown',
  );
  await expectNoAxeViolations(
    page,
    'ask a question, with an error, similar questions and a preview',
  );

  await page.getByRole('link', { name: 'Your profile: Ally Access' }).click();
  await expect(page.getByRole('heading', { name: 'Ally Access', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'own profile');
  await page.goto(`${new URL(page.url()).pathname}?tab=answers`);
  await expect(page.getByRole('heading', { name: 'Ally Access', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'own profile, answers tab');
  await page.getByRole('button', { name: /edit profile/i }).click();
  await expectNoAxeViolations(page, 'own profile, editing');
  await visit(page, '/notifications', 'notifications');

  await visit(page, '/NewPost', 'new post');
  await page.getByLabel('Title').fill('An accessible post');
  const { release } = await startHeldUpload(page, 'pixel.png');
  await expectNoAxeViolations(page, 'new post, an upload in progress');
  release();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectNoAxeViolations(page, 'new post, uploaded');
  await page.unroute('**/api/media');

  await visit(page, '/Verify-email', 'verify email');
  await page.getByLabel(/full email address/i).fill(email);
  await page.getByRole('button', { name: 'Confirm Email' }).click();
  await expect(page).toHaveURL(/\/Verify-OTP$/);
  await expectNoAxeViolations(page, 'verify: the code');
  const mail = await waitForMail(email, (m) => m.subject.includes('verification code'));
  await page.getByLabel('OTP').fill(otpOf(mail));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/ChatBot$/);
  await expectNoAxeViolations(page, 'chatbot');
  await page.getByPlaceholder('Enter your query...').fill('How do I undo my last git commit?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Bot is typing…')).toBeVisible();
  await expectNoAxeViolations(page, 'chatbot, replying');
  // With reduced motion a reply shows whole at once: the page with an answer in it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.getByPlaceholder('Enter your query...').fill('How do I rename a git branch?');
  await page.getByRole('button', { name: 'Send' }).click();
  const second = page.locator('.chat__pair').nth(1);
  await expect(second.getByText(/^Bot:/)).toBeVisible({ timeout: 15_000 });
  await expect(second.getByText('Bot is typing…')).toHaveCount(0);
  await expectNoAxeViolations(page, 'chatbot, a reply shown');
});

test('as an author with answers to accept, and as the admin', async ({ page }) => {
  await logInThroughUi(page, 'ada@stackhive.dev', DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'Your profile: Ada Lovelace' }).click();
  const own = page.getByRole('main').locator('a[href^="/Questions/"]').first();
  await own.click();
  await expect(page.getByRole('button', { name: /accept/i }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'question, as its author');
  await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
  await expect(page.getByLabel('Title')).toBeVisible();
  await expectNoAxeViolations(page, 'editing a question');
  // Her own profile holds what a new member's does not: saved items, a reputation history.
  await page.getByRole('link', { name: 'Your profile: Ada Lovelace' }).click();
  await expect(page.getByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'own profile, with reputation and saved items');

  await page.getByRole('button', { name: 'Logout' }).click();
  await verifyDemoAdmin(page.request);
  await logInThroughUi(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await visit(page, '/admin/reports', 'admin: reported posts');
  await visit(page, '/review/suggested-edits', 'review: suggested edits');
});

test('as a moderator: the moderation log, a suspended profile and the suspend dialog', async ({
  page,
  request,
}) => {
  const moderator = await signUpVerified(request, 'Axel Moderator');
  await makeModerator(request, moderator.id);
  const member = await signUpVerified(request, 'Axel Member');
  const suspended = await request.post(`/api/users/${member.id}/suspend`, {
    headers: bearer(moderator.token),
    data: { days: 2, reason: 'Checking the pages with axe.' },
  });
  expect(suspended.ok()).toBe(true);

  await logInThroughUi(page, moderator.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await visit(page, '/moderation/log', 'moderation log', async () => {
    await expect(page.getByText('Checking the pages with axe.').first()).toBeVisible();
  });
  await visit(page, `/Users/${moderator.id}`, "a moderator's profile", async () => {
    await expect(page.getByText('♦ Moderator')).toBeVisible();
  });
  await visit(page, `/Users/${member.id}`, 'a suspended profile, as a moderator', async () => {
    await expect(page.getByText(/^Suspended until /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Lift suspension' }).click();
  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend Axel Member' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'a profile, the suspend dialog open');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('reason is required');
  await expectNoAxeViolations(page, 'the suspend dialog, with an error');
});

test('flags: the flag dialog, your flags and the review queue', async ({ page, request }) => {
  // Ada asks, Grace answers, a member flags the answer (all by the API): the queue has it.
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(await demoTokenOf(request, 'ada@stackhive.dev')),
    data: {
      questionTitle: `Is this page readable with a flag dialog open ${Date.now()}?`,
      questionBody: 'Every reason, its hint and the note field.',
      questionTags: ['git'],
    },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;
  const answered = await request.patch(`/api/answer/post/${questionId}`, {
    headers: bearer(await demoTokenOf(request, 'grace@stackhive.dev')),
    data: { answerBody: 'Visit my shop for the answer.' },
  });
  expect(answered.ok()).toBe(true);
  const answerId = ((await answered.json()) as { answer: { _id: string }[] }).answer[0]!._id;
  const flagger = await signUpVerified(request, 'Axe Flagger');
  const flagged = await request.post('/api/flags', {
    headers: bearer(flagger.token),
    data: { target: 'answer', id: answerId, reason: 'spam', note: 'A shop, no answer.' },
  });
  expect(flagged.status()).toBe(201);
  const moderator = await signUpVerified(request, 'Axe Flagreviewer');
  await makeModerator(request, moderator.id);

  await logInThroughUi(page, flagger.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await visit(page, `/Questions/${questionId}`, 'a question, with Flag', async () => {
    await expect(page.getByRole('button', { name: 'Flag question' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Flag question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flag this question' });
  await expect(dialog.getByRole('radio').first()).toBeFocused();
  await expectNoAxeViolations(page, 'a question, the flag dialog open');
  await dialog.getByRole('radio', { name: 'Duplicate' }).check();
  await dialog.getByRole('button', { name: 'Submit flag' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FLAG_MESSAGES.duplicateNeedsQuestion);
  await expectNoAxeViolations(page, 'the flag dialog, a duplicate with an error');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await visit(page, '/flags', 'your flags', async () => {
    await expect(page.getByText('Waiting for review')).toBeVisible();
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await logInThroughUi(page, moderator.email);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await visit(page, '/review/flags', 'review: flags', async () => {
    await expect(page.getByRole('button', { name: 'Delete as spam' }).first()).toBeVisible();
  });
});

test('the small-screen menu, open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/Questions');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page, 'small screen, menu open');
});
