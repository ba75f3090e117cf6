import { test as base, type Browser, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Until a server-rendered page has hydrated (issue 17), it shows everything but answers no
 * click: a test that acts at once could click a button that does nothing yet, or type into a
 * field hydration then resets. Client-rendered pages (no hydration data) are ready as they are.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('ssr-data') === null ||
      document.documentElement.hasAttribute('data-hydrated'),
  );
}

function waitOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/**
 * Playwright's test, whose pages' goto and reload return once the page can be used: the
 * `page` fixture's, and those of `browser.newPage()` (a second person in a test). Contexts a
 * test makes itself are left alone (the XSS suite blocks the app's scripts in some).
 */
export const test = base.extend<object, { browser: Browser }>({
  context: async ({ context }, use) => {
    context.pages().forEach(waitOnNavigation);
    context.on('page', waitOnNavigation);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (...args) => {
        const page = await newPage(...args);
        waitOnNavigation(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
