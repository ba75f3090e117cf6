import { expect, test } from '../support/test';
import { checkPage, runOnPages, squash } from '../support/xss-harness';
import { authors, baseURL, MARK, seeded, seedPayloads } from '../support/xss-seed';
import { briefly, PARALLEL_PAGES } from '../support/xss-visits';

/**
 * Issue 8, the XSS suite (see xss.spec.ts): every payload page as the server sends it, the
 * app never running.
 */

test.beforeAll(seedPayloads);

test.use({ bypassCSP: true });

test('server-rendered: every payload page as the server sends it, the app never running', async ({
  browser,
}) => {
  // Every payload's question and post page, each loaded and inspected in turn: four minutes
  // on a 2-core machine.
  test.setTimeout(240_000);
  // Issue 17: the HTML the server renders must be safe on its own, before (and without) the
  // app: its scripts are blocked, so what is checked is the server's markup alone.
  interface RenderedVisit {
    label: string;
    path: string;
    /** User text the page must show as written. */
    text?: string;
    /** The question title its QAPage data must carry intact. */
    jsonLdName?: string;
  }
  const visits: RenderedVisit[] = [
    ...seeded.flatMap(({ payload, question, post }) => [
      {
        label: `rendered question ${payload.id}`,
        path: `/Questions/${question.id}`,
        text: question.title,
        jsonLdName: question.title,
      },
      {
        label: `rendered post ${payload.id}`,
        path: `/community/post/${post.id}`,
        text: post.title,
      },
    ]),
    ...authors.map((author, i) => ({
      label: `rendered profile ${i}`,
      path: `/Users/${author.result._id}`,
    })),
    { label: 'rendered question list', path: '/Questions?tab=newest' },
    { label: 'rendered search', path: `/search/${MARK}` },
    { label: 'rendered community', path: '/Community' },
  ];
  const problems: string[] = [];
  const blocking = new Set<number>();
  await runOnPages(
    browser,
    { count: PARALLEL_PAGES, baseURL, bypassCSP: true },
    visits,
    async (watch, visit, worker) => {
      const { page } = watch;
      try {
        if (!blocking.has(worker)) {
          blocking.add(worker);
          await page.route('**/assets/*.js', (route) => route.abort());
        }
        const response = await page.goto(visit.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('#ssr-data')).toHaveCount(1);
        if (visit.text) await expect(page.locator('#root')).toContainText(squash(visit.text));
        if (visit.jsonLdName) {
          const [qa = '{}'] = await page
            .locator('script[type="application/ld+json"]')
            .allTextContents();
          expect((JSON.parse(qa) as { mainEntity: { name: string } }).mainEntity.name).toBe(
            visit.jsonLdName,
          );
        }
        problems.push(...(await checkPage(watch, visit.label, page.url())).problems);
      } catch (error) {
        problems.push(`${visit.label}: ${briefly(error)}`);
      }
    },
  );
  expect(problems).toEqual([]);
});
