import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { AuthResponse } from '@stackhive/shared';
import { checkPage, runOnPages, type ListAnswer } from './xss-harness';
import { baseURL } from './xss-seed';

/** The XSS specs' page visits: each page of a list, checked as it is shown (xss-harness.ts). */

/** Pages checked at the same time, each in its own browser context. */
export const PARALLEL_PAGES = 4;

/** Markdown is rendered by a lazily loaded chunk: wait for it, not the plain fallback. */
export const renderedMarkdown = (page: Page, marker: string) =>
  page.locator('.markdown:not(.markdown--plain)').filter({ hasText: marker });

/** Fenced code is highlighted after a lazy import: wait until every block has been. */
export async function waitForHighlighting(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('pre.code-block code')).every(
        (code) => code.childElementCount > 0,
      ),
    undefined,
    { timeout: 5_000 },
  );
}

/**
 * Loads a paginated list to its end: waits for the API's answer to the first page, then
 * clicks 'Load more' once per answer until one says there is no next page (nextCursor
 * null), each time waiting until every row answered so far is shown in `list`. The
 * answers decide, not the button: it is missing too before the first page has rendered,
 * while the previous route is still on screen and while a page loads.
 */
export async function loadAll(
  list: Locator,
  rows: Locator,
  answers: readonly ListAnswer[],
  api: string,
): Promise<void> {
  const more = list.getByRole('button', { name: 'Load more', exact: true });
  const answered = () => answers.filter((answer) => answer.path === api);
  for (let pages = 1; pages <= 30; pages++) {
    await expect
      .poll(() => answered().length, { message: `answer ${pages} of ${api}` })
      .toBe(pages);
    const sofar = answered();
    await expect(rows).toHaveCount(sofar.reduce((sum, answer) => sum + answer.items, 0));
    if (sofar.at(-1)?.nextCursor === null) return;
    await more.click();
  }
  throw new Error(`${api} still had more after 30 pages`);
}

/** A failed visit's error, in a line: a problem among the others, not a stack trace. */
export function briefly(error: unknown): string {
  return error instanceof Error ? error.message.split('\n').slice(0, 6).join(' | ') : String(error);
}

/**
 * Opens `path` in the already loaded app the way its own links do (history.pushState and
 * a popstate the router follows), so the app boots once per context, not once per page.
 * The first visit of a context loads the page.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith(baseURL)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export interface VisitTools {
  navigate: (path: string) => Promise<void>;
  /** Checks the page as it is now, under `label`; `visitAll` checks once more at the end. */
  check: (label: string) => Promise<void>;
  worker: number;
  /** The list pages the API answered since this visit began (support/xss-harness.ts). */
  listAnswers: readonly ListAnswer[];
}

export interface Visit {
  label: string;
  path: string | ((worker: number) => string);
  /** Waits for the page's user content and checks it is shown as written. */
  ready: (page: Page, tools: VisitTools) => Promise<void>;
}

/**
 * Visits every page over PARALLEL_PAGES contexts, each signed in as `signIn(worker)` when
 * given, and answers every problem found (all pages are visited first, so one run shows
 * every finding).
 */
export async function visitAll(
  browser: Browser,
  visits: readonly Visit[],
  testInfo: TestInfo,
  options: { bypassCSP?: boolean; signIn?: (worker: number) => AuthResponse } = {},
): Promise<string[]> {
  const problems: string[] = [];
  const blocked: string[] = [];
  let views = 0;
  const started = new Set<number>();
  await runOnPages(
    browser,
    { count: PARALLEL_PAGES, baseURL, bypassCSP: options.bypassCSP ?? true },
    visits,
    async (watch, visit, worker) => {
      const { page } = watch;
      const check = async (label: string) => {
        const result = await checkPage(watch, label, page.url());
        problems.push(...result.problems);
        blocked.push(...result.csp);
        views++;
      };
      try {
        if (!started.has(worker)) {
          started.add(worker);
          const auth = options.signIn?.(worker);
          if (auth) {
            await page.goto('/About');
            await page.evaluate((p) => localStorage.setItem('Profile', p), JSON.stringify(auth));
            await page.goto('/About');
          }
        }
        const path = typeof visit.path === 'string' ? visit.path : visit.path(worker);
        watch.listAnswers.length = 0;
        await navigate(page, path);
        await expect(page).toHaveURL(new URL(path, baseURL).href);
        await visit.ready(page, {
          navigate: (to) => navigate(page, to),
          check,
          worker,
          listAnswers: watch.listAnswers,
        });
        await check(visit.label);
      } catch (error) {
        problems.push(`${visit.label}: ${briefly(error)}`);
      }
    },
  );
  testInfo.annotations.push({ type: 'pages checked', description: String(views) });
  if (blocked.length > 0) {
    testInfo.annotations.push({ type: 'CSP blocked', description: blocked.join('\n') });
  }
  return problems;
}
