import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { checkPage, squash, watchPage } from '../support/xss-harness';
import { authors, MARK, seeded, seedPayloads } from '../support/xss-seed';
import { visitAll, type Visit } from '../support/xss-visits';

/**
 * Issue 8, the XSS suite: every payload of support/xss-payloads.ts goes into every
 * user-written field (question title and body, answer, post title and body, comment,
 * display name, about, chat query, and the search query) and is rendered in Chromium on
 * every page that shows the field. No payload may run: no dialog, `window.__xss` stays 0,
 * and no markup from user text reaches the DOM (support/xss-harness.ts). One spec per
 * surface (xss-*.spec.ts); this one proves the watch itself, and visits the pages once more
 * with our Content-Security-Policy enforced, reporting what it blocked (nothing is expected).
 *
 * The other specs check the pages with the browser ignoring the CSP (bypassCSP): the
 * renderer has to be safe on its own, since CSP would otherwise hide an injection by
 * blocking the inline script.
 */

test.beforeAll(seedPayloads);

test.use({ bypassCSP: true });

test('the watch itself sees a dialog, the sentinel, an inline handler and a javascript: link', async ({
  page,
  context,
}) => {
  // The harness must catch what it is meant to catch, or every green run below means nothing.
  await page.close();
  const watch = await watchPage(context);
  await watch.page.goto('/About');
  await expect(watch.page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await checkPage(watch, 'clean')).problems).toEqual([]);

  await watch.page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src=x onerror="window.__xss=1"><a href="javascript:alert(\'ran\')">x</a>',
    );
  });
  const { problems } = await checkPage(watch, 'dirty');
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringContaining('inline handler onerror'),
      expect.stringContaining('link with javascript: href'),
      'dirty: window.__xss is 1',
      'dirty: dialogs: alert: ran',
    ]),
  );
});

test.describe('with the Content-Security-Policy enforced', () => {
  test.use({ bypassCSP: false });

  test('the lists and the nastiest payloads: nothing runs and CSP has nothing to block', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(60_000);
    const nastiest = [
      'img-onerror',
      'svg-script',
      'iframe-srcdoc',
      'md-javascript',
      'md-fence-html',
    ];
    // Ready when the page's own content shows (the previous route's heading stays on screen
    // until the next route has loaded, so any level-1 heading would do too early) and its
    // markdown has rendered.
    const shows =
      (content: (page: Page) => Locator, text?: string) =>
      async (page: Page): Promise<void> => {
        const shown = content(page).first();
        await (text === undefined ? expect(shown).toBeVisible() : expect(shown).toHaveText(text));
        await expect(page.locator('.markdown--plain')).toHaveCount(0);
      };
    const heading = (page: Page) => page.getByRole('heading', { level: 1 });
    const visits: Visit[] = [
      {
        label: 'csp question list',
        path: '/Questions',
        ready: shows((page) => page.locator('.questions-page .question-row')),
      },
      {
        label: 'csp community feed',
        path: '/Community',
        ready: shows((page) => page.locator('.community-page').getByRole('article')),
      },
      {
        label: 'csp user list',
        path: '/Users',
        ready: shows((page) => page.locator('.users-page .user-card')),
      },
      {
        label: 'csp search',
        path: `/search/${MARK}`,
        ready: shows((page) => page.locator('.search-page .question-row')),
      },
      ...seeded
        .filter(({ payload }) => nastiest.includes(payload.id))
        .flatMap(({ payload, question, post }): Visit[] => [
          {
            label: `csp question ${payload.id}`,
            path: `/Questions/${question.id}`,
            ready: shows(heading, squash(question.title)),
          },
          {
            label: `csp post ${payload.id}`,
            path: `/community/post/${post.id}`,
            ready: shows(heading, squash(post.title)),
          },
        ]),
      {
        // Their own profile, signed in as they are.
        label: 'csp profile',
        path: `/Users/${authors[0]!.result._id}`,
        ready: shows((page) => page.getByRole('button', { name: 'Edit Profile' })),
      },
    ];
    const signIn = () => authors[0]!;
    expect(await visitAll(browser, visits, testInfo, { bypassCSP: false, signIn })).toEqual([]);
    // zod v4 probes for eval support once (`Function('')` in a try): CSP refuses it, as it
    // should, and reports it. That probe is the only violation allowed.
    const blocked = testInfo.annotations
      .filter((a) => a.type === 'CSP blocked')
      .flatMap((a) => (a.description ?? '').split('\n'))
      .filter((line) => !/: script-src eval $/.test(line));
    expect(blocked).toEqual([]);
  });
});
