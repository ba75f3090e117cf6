import { type Locator, type Page } from '@playwright/test';
import { FLAG_MESSAGES, FLAG_REASON_LABELS } from '@stackhive/shared';
import { expect, test } from '../support/test';
import {
  bearer,
  demoTokenOf,
  DEMO_PASSWORD,
  makeModerator,
  PASSWORD,
  recordDialogs,
  signUpVerified,
} from '../support/helpers';

/**
 * Issue 19: one whole flow with the keyboard only, from the first Tab of a fresh page: the
 * skip link, signing in, asking (tag chips included), signing out and in as someone else,
 * answering and voting. Every element reached shows its focus, and after each move to another
 * page focus is on that page's heading. The test loads one page by address; the rest is
 * Tab, Shift+Tab, typing, Space and Enter.
 */

/**
 * The element that has focus now shows it: an outline or a ring (box-shadow) that focus draws,
 * on the element or on the box it sits in when that box draws the focus (a field inside a
 * tag-chip box). A ring counts only when it differs from the same element's look unfocused
 * (a shallow copy put beside it for a moment): a shadow a button always has is no focus ring.
 */
async function expectFocusVisible(page: Page): Promise<void> {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const ring = (box: Element) => {
      const style = getComputedStyle(box);
      const outline =
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
          : '';
      return `${outline}|${style.boxShadow === 'none' ? '' : style.boxShadow}`;
    };
    const drawsFocus = (box: Element) => {
      const focused = ring(box);
      if (focused === '|') return false;
      const copy = box.cloneNode(false) as Element;
      copy.removeAttribute('id');
      box.after(copy);
      const unfocused = ring(copy);
      copy.remove();
      return focused !== unfocused;
    };
    const box = element.getBoundingClientRect();
    const parent = element.parentElement;
    return {
      what: element.outerHTML.slice(0, 160),
      shown:
        drawsFocus(element) ||
        (parent !== null && parent.matches(':focus-within') && drawsFocus(parent)),
      onScreen: box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth,
    };
  });
  expect(focus, 'something has focus').not.toBeNull();
  expect(focus!.shown, `${focus!.what} shows its focus`).toBe(true);
  expect(focus!.onScreen, `${focus!.what} is on screen`).toBe(true);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets it. */
async function tabTo(
  page: Page,
  target: Locator,
  { backward = false, max = 80 }: { backward?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusVisible(page);
      return;
    }
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of the Tab key`);
}

/** After a move to another page, focus is on its heading. */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

async function signInWithKeyboard(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await tabTo(page, page.getByRole('link', { name: 'Login' }), { backward: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/Auth/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expectHeadingFocused(page, 'Welcome to StackHive');
}

test('sign in, ask, answer and vote with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Can I do all of this without a mouse ${Date.now()}?`;
  await page.goto('/');

  // The first Tab reaches the skip link, which takes focus past the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();

  await signInWithKeyboard(page, 'grace@stackhive.dev');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'View More' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/Questions');
  await expectHeadingFocused(page, /questions/i);

  await tabTo(page, page.getByRole('button', { name: 'Ask Questions' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/AskQuestion');
  await expectHeadingFocused(page, 'Ask a public Question');
  await tabTo(page, page.getByLabel('Title'));
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel('Body'));
  await page.keyboard.type('Tab, type, Enter: is that enough for **everything**?');
  await tabTo(page, page.getByLabel('Tags'));
  await page.keyboard.type('git');
  await page.keyboard.press('Space');
  await page.keyboard.type('javascript');
  await page.keyboard.press('Space');
  // A tag chip is removed with the keyboard too.
  await tabTo(page, page.getByRole('button', { name: 'Remove tag git' }), {
    backward: true,
  });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove tag git' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove tag javascript' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Post your question' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');

  // Someone else answers and votes.
  await tabTo(page, page.getByRole('button', { name: 'Logout' }), { backward: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await signInWithKeyboard(page, 'linus@stackhive.dev');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'View More' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/Questions');
  await tabTo(page, page.getByRole('link', { name: title }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Questions\/[^/]+$/);
  await expectHeadingFocused(page, title);

  const upvote = page.getByRole('button', { name: 'Upvote question' });
  await tabTo(page, upvote);
  await page.keyboard.press('Enter');
  await expect(upvote).toHaveAttribute('aria-pressed', 'true');

  await tabTo(page, page.getByLabel('Your Answer'));
  await page.keyboard.type('Yes: every control here answers to Tab, Space and Enter.');
  await tabTo(page, page.getByRole('button', { name: 'Post Your Answer' }));
  await page.keyboard.press('Enter');
  await expect(
    page.locator('[id^="answer-"]', {
      hasText: 'Yes: every control here answers to Tab, Space and Enter.',
    }),
  ).toBeVisible();
});

test("accept an answer, page through a post's pictures and leave its menu with the keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Ada asks and Grace answers through the API; what Ada does next is keyboard only.
  const title = `Which answer was it, said without a mouse ${Date.now()}?`;
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(await demoTokenOf(request, 'ada@stackhive.dev')),
    data: { questionTitle: title, questionBody: 'One of them works.', questionTags: ['git'] },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;
  const answered = await request.patch(`/api/answer/post/${questionId}`, {
    headers: bearer(await demoTokenOf(request, 'grace@stackhive.dev')),
    data: { answerBody: 'Run `git reflog` and reset to the entry before it.' },
  });
  expect(answered.ok()).toBe(true);

  await page.goto(`/Questions/${questionId}`);
  await signInWithKeyboard(page, 'ada@stackhive.dev');
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'View More' }).first());
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: title }));
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, title);

  // Accepting and un-accepting: the mark follows, and focus stays on the control.
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const accepted = page.getByRole('button', { name: 'Accepted', exact: true });
  await expect(accepted).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('listitem', { name: 'Accepted answer by Grace Hopper' }),
  ).toBeVisible();
  await expect(accepted).toBeFocused();
  await page.keyboard.press('Space');
  await expect(accept).toHaveAttribute('aria-pressed', 'false');
  await expect(accept).toBeFocused();
  await expectFocusVisible(page);

  // Ada's post with two pictures, in her feed: Next and Previous step through them.
  await tabTo(page, page.getByRole('link', { name: 'Community' }), { backward: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/Community');
  await expectHeadingFocused(page, 'Latest Posts');
  const post = page.getByRole('article', { name: 'My desk setup for long debugging sessions' });
  const carousel = post.getByRole('region', { name: /^Media:/ });
  const next = carousel.getByRole('button', { name: 'Next media' });
  await tabTo(page, next);
  await expect(carousel.getByRole('img')).toHaveAccessibleName(/monitor with the code/);
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('img')).toHaveAccessibleName(/monitor with the logs/);
  await expect(carousel.getByText('2 / 2')).toBeVisible();
  await tabTo(page, carousel.getByRole('button', { name: 'Previous media' }), { backward: true });
  await page.keyboard.press('Space');
  await expect(carousel.getByText('1 / 2')).toBeVisible();

  const options = post.getByRole('button', { name: 'Post options' });
  await tabTo(page, options, { backward: true });
  await page.keyboard.press('Enter');
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Escape');
  await expect(options).toHaveAttribute('aria-expanded', 'false');
  await expect(options).toBeFocused();
  await expectFocusVisible(page);
});

test("suspend someone from their profile's dialog with the keyboard: focus stays inside, Esc leaves it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // A moderator and a member, made through the API; what the moderator does is keyboard only.
  const moderator = await signUpVerified(request, 'Kay Keyboard');
  await makeModerator(request, moderator.id);
  const member = await signUpVerified(request, 'Tab Order');

  await page.goto(`/Users/${member.id}`);
  await signInWithKeyboard(page, moderator.email, PASSWORD);
  await page.goto(`/Users/${member.id}`);
  const suspend = page.getByRole('button', { name: 'Suspend', exact: true });
  await tabTo(page, suspend);
  await page.keyboard.press('Enter');

  // Focus goes in, to the first field, and Tab and Shift+Tab go round inside the dialog.
  const dialog = page.getByRole('dialog', { name: 'Suspend Tab Order' });
  const days = dialog.getByLabel('Days (1–365)');
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(days).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();
  await expectFocusVisible(page);
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page);
  }

  // Esc closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(suspend).toBeFocused();
  await expectFocusVisible(page);

  // Again, to the end: days, a reason, submit; focus lands on what the button now says.
  await page.keyboard.press('Enter');
  await expect(days).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Keyboard-only suspension.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Suspend account' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lift suspension' })).toBeFocused();
  await expectFocusVisible(page);
  await expect(page.getByText(/^Suspended until /)).toBeVisible();
});

test('flag an answer with the keyboard: focus stays in the dialog, arrows choose, Esc leaves it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dialogs = recordDialogs(page);
  // Ada asks and Grace answers through the API; what Linus does is keyboard only.
  const asked = await request.post('/api/questions/Ask', {
    headers: bearer(await demoTokenOf(request, 'ada@stackhive.dev')),
    data: {
      questionTitle: `Can a flag be raised without a mouse ${Date.now()}?`,
      questionBody: 'Tab to it, choose, send.',
      questionTags: ['git'],
    },
  });
  expect(asked.ok()).toBe(true);
  const questionId = ((await asked.json()) as { _id: string })._id;
  const answered = await request.patch(`/api/answer/post/${questionId}`, {
    headers: bearer(await demoTokenOf(request, 'grace@stackhive.dev')),
    data: { answerBody: 'Buy the keyboard-only course at my shop.' },
  });
  expect(answered.ok()).toBe(true);

  await page.goto(`/Questions/${questionId}`);
  await signInWithKeyboard(page, 'linus@stackhive.dev');
  await page.goto(`/Questions/${questionId}`);
  const flag = page.getByRole('button', { name: 'Flag answer' });
  await tabTo(page, flag);
  await page.keyboard.press('Enter');

  // Focus goes to the first reason; Tab and Shift+Tab go round inside the dialog.
  const dialog = page.getByRole('dialog', { name: 'Flag this answer' });
  const reason = (name: keyof typeof FLAG_REASON_LABELS) =>
    dialog.getByRole('radio', { name: FLAG_REASON_LABELS[name].label });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(reason('spam')).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(reason('spam')).toBeFocused();
  // The arrows choose a reason; from the chosen one Shift+Tab still goes round.
  await page.keyboard.press('ArrowDown');
  await expect(reason('rude')).toBeChecked();
  await expect(reason('rude')).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();
  for (let presses = 0; presses < 6; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectFocusVisible(page);
  }

  // Esc closes it and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(flag).toBeFocused();
  await expectFocusVisible(page);

  // Again, to the end: a reason, a note, Submit.
  await page.keyboard.press('Enter');
  await expect(reason('spam')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(reason('improve')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Note (optional)')).toBeFocused();
  await page.keyboard.type('It answers a different question.');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit flag' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => dialogs).toContain(FLAG_MESSAGES.flagged);
  await expect(dialog).toBeHidden();
  await expect(flag).toBeFocused();
  await expectFocusVisible(page);
});
