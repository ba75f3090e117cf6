import type { Browser, BrowserContext, Page } from '@playwright/test';
import { THEME_BOOT_SCRIPT } from '@stackhive/shared';
import { inspect } from './xss-inspect';

/**
 * The XSS watch (issue 8): a page is clean when no dialog opened, the sentinel
 * `window.__xss` is still 0, the DOM holds no markup that user text could only have put
 * there (inline handlers, scripts without our own src, frames, objects, base, meta
 * refresh, javascript:/data:/vbscript: URLs), and React never had to block a
 * javascript: URL. Before looking, the page is hovered and every element gets the
 * synthetic events inline handlers listen to; any link with a non-web scheme is clicked.
 */

/** Runs before any page script: the sentinel, and a record of what CSP blocked. */
export const WATCH_INIT_SCRIPT = `
  window.__xss = 0;
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__csp.push(e.violatedDirective + ' ' + (e.blockedURI || '') + ' ' + (e.sample || ''));
  });
`;

/** One page of a paginated list as the API answered it (`{ items, nextCursor }`). */
export interface ListAnswer {
  /** The API path, e.g. '/api/community/get'. */
  path: string;
  items: number;
  nextCursor: string | null;
}

export interface Watch {
  page: Page;
  dialogs: string[];
  /** console messages that say React blocked a javascript: URL. */
  reactBlocked: string[];
  /** The list pages the API has answered, oldest first; whoever navigates may empty it. */
  listAnswers: ListAnswer[];
}

export async function watchPage(context: BrowserContext): Promise<Watch> {
  await context.addInitScript(WATCH_INIT_SCRIPT);
  const page = await context.newPage();
  const watch: Watch = { page, dialogs: [], reactBlocked: [], listAnswers: [] };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    if (/blocked a javascript: URL/i.test(message.text())) watch.reactBlocked.push(message.text());
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'GET' || !pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.startsWith('application/json')) return;
    response.json().then(
      (body: unknown) => {
        if (typeof body !== 'object' || body === null || !('nextCursor' in body)) return;
        const { items, nextCursor } = body as { items?: unknown; nextCursor: unknown };
        if (!Array.isArray(items)) return;
        watch.listAnswers.push({
          path: pathname,
          items: items.length,
          nextCursor: typeof nextCursor === 'string' ? nextCursor : null,
        });
      },
      () => undefined, // the page closed first
    );
  });
  return watch;
}

/** Moves the real mouse over the viewport in a grid, so :hover and mouseover happen for real. */
async function sweepMouse(page: Page): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (let y = 40; y < size.height; y += size.height / 4) {
    for (let x = 40; x < size.width; x += size.width / 4) await page.mouse.move(x, y);
  }
}

/**
 * Provokes and inspects the page; answers the problems found (empty when clean) and what
 * CSP reported. `label` names the page in the messages.
 */
export async function checkPage(
  watch: Watch,
  label: string,
  expectedUrl?: string,
): Promise<{ problems: string[]; csp: string[] }> {
  const { page } = watch;
  await sweepMouse(page);
  const first = await page.evaluate(inspect, { trigger: true, themeScript: THEME_BOOT_SCRIPT });
  // Click every link with a non-web scheme (there should be none).
  for (const index of first.badLinks) {
    await page
      .locator('a, area')
      .nth(index)
      .click({ force: true, timeout: 1_000, noWaitAfter: true })
      .catch(() => undefined);
  }
  // Let async handlers (image errors, animations, a meta refresh) have their turn.
  await page.waitForTimeout(first.badLinks.length > 0 ? 300 : 30);
  const final = await page
    .evaluate(inspect, { trigger: false, themeScript: THEME_BOOT_SCRIPT })
    .catch((error: unknown) => ({
      sentinel: `page gone: ${String(error)}`,
      csp: [],
      problems: [],
      badLinks: [],
    }));
  const problems = [...new Set([...first.problems, ...final.problems])];
  if (final.sentinel !== 0) problems.push(`window.__xss is ${String(final.sentinel)}`);
  if (watch.dialogs.length > 0) problems.push(`dialogs: ${watch.dialogs.join(' | ')}`);
  if (watch.reactBlocked.length > 0)
    problems.push(`React blocked a javascript: URL: ${watch.reactBlocked[0]}`);
  if (expectedUrl && page.url() !== expectedUrl)
    problems.push(`the page navigated away to ${page.url()}`);
  // Start the next page of this tab clean, so a finding is reported once, where it happened.
  if (final.sentinel !== 0)
    await page
      .evaluate(() => ((window as unknown as { __xss: number }).__xss = 0))
      .catch(() => undefined);
  watch.dialogs.length = 0;
  watch.reactBlocked.length = 0;
  return {
    problems: problems.map((p) => `${label}: ${p}`),
    csp: final.csp.map((c) => `${label}: ${c}`),
  };
}

/** Runs `tasks` over `count` pages, each in its own context (its own localStorage). */
export async function runOnPages<T>(
  browser: Browser,
  options: { count: number; baseURL: string; bypassCSP: boolean },
  tasks: readonly T[],
  run: (watch: Watch, task: T, worker: number) => Promise<void>,
): Promise<void> {
  const queue = [...tasks];
  const contexts: BrowserContext[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(options.count, tasks.length) }, async (_, worker) => {
        const context = await browser.newContext({
          baseURL: options.baseURL,
          bypassCSP: options.bypassCSP,
        });
        contexts.push(context);
        const watch = await watchPage(context);
        for (let task = queue.shift(); task !== undefined; task = queue.shift()) {
          await run(watch, task, worker);
        }
      }),
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/** `fn` over `items`, at most `limit` at a time, answers in order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await fn(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** Whitespace collapsed, for comparing what was written with what is shown. */
export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
