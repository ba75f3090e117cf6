import { type Page } from '@playwright/test';
import { THEME_COOKIE } from '@stackhive/shared';
import { expect, test } from '../support/test';

/**
 * Issue 19: the dark theme follows the system until the reader chooses in the navbar; the
 * choice is the browser's and holds from the first paint of every page, server-rendered or
 * not, before any of the app's code has run.
 */

/** The page's background, as the reader sees it: 'dark' or 'light'. */
async function shownTheme(page: Page): Promise<'dark' | 'light'> {
  const rgb = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  return (r + g + b) / 3 < 128 ? 'dark' : 'light';
}

test('follows the system until chosen; the choice holds from the first paint of every page', async ({
  page,
  browser,
}) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/Questions');
  expect(await shownTheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await shownTheme(page)).toBe('light');

  const toggle = page.getByRole('combobox', { name: 'Colour theme' });
  await expect(toggle).toHaveValue('system');
  await toggle.selectOption('Dark');
  expect(await shownTheme(page)).toBe('dark');
  // The choice outranks the system's, and outlives the page.
  await page.reload();
  await expect(toggle).toHaveValue('dark');
  expect(await shownTheme(page)).toBe('dark');

  // No flash: in a browser with only the cookie, none of the app's scripts allowed to run,
  // a server-rendered page and a client-rendered one are already dark: the inline theme
  // script alone did it, and the Content-Security-Policy let it run.
  const cookies = await page.context().cookies();
  const bare = await browser.newContext({ colorScheme: 'light' });
  await bare.addCookies(cookies.filter((cookie) => cookie.name === THEME_COOKIE));
  await bare.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/Questions', '/AskQuestion']) {
    const barePage = await bare.newPage();
    barePage.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await barePage.goto(new URL(path, page.url()).href, { waitUntil: 'domcontentloaded' });
    expect(await barePage.evaluate(() => document.documentElement.dataset.theme), path).toBe(
      'dark',
    );
    expect(await shownTheme(barePage), path).toBe('dark');
  }
  await bare.close();
  expect(refused).toEqual([]);

  // Another browser (its own cookies) still follows its system.
  const other = await browser.newPage({ colorScheme: 'dark' });
  await other.goto('/Questions');
  expect(await shownTheme(other)).toBe('dark');
  await other.emulateMedia({ colorScheme: 'light' });
  expect(await shownTheme(other)).toBe('light');
  await other.close();

  // Back to the system's.
  await toggle.selectOption('System');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await shownTheme(page)).toBe('light');
  await page.reload();
  await expect(toggle).toHaveValue('system');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-theme'))).toBe(
    false,
  );
});
