import { expect, test } from '../support/test';
import { squash } from '../support/xss-harness';
import { authors, seeded, seedPayloads } from '../support/xss-seed';
import { loadAll, visitAll, type Visit } from '../support/xss-visits';

/**
 * Issue 8, the XSS suite (see xss.spec.ts): every payload as a display name and an about,
 * on the profile, the navbar and search.
 */

test.beforeAll(seedPayloads);

test.use({ bypassCSP: true });

test('users: every payload as a name and an about, on the profile, the navbar and search', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // Each context is signed in as one author and renames them through the payloads with the
  // Edit Profile form, as a user would.
  const visits: Visit[] = seeded.map((item) => ({
    label: `profile ${item.payload.id}`,
    path: (worker) => `/Users/${authors[worker % authors.length]!.result._id}`,
    ready: async (page, { navigate, check }) => {
      // A text box keeps no line breaks.
      const name = item.name.replace(/[\r\n]/g, '').trim();
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Display name').fill(name);
      await page.getByLabel('About me').fill(item.about);
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(squash(name));
      await expect(page.locator('.profile__about')).toHaveText(squash(item.about));
      const avatar = page.getByRole('link', { name: `Your profile: ${squash(name)}` });
      await expect(avatar).toHaveAttribute('title', name);
      await check(`profile ${item.payload.id}`);
      const profilePath = new URL(page.url()).pathname;

      // The name among the search results, marked where it matches the query.
      await navigate(`/search/${encodeURIComponent(name)}?tab=users`);
      // (Another context's author may match too: look for this one by its link.)
      const user = page.getByRole('tabpanel').locator(`a[href="${profilePath}"]`);
      await expect(user).toHaveText(squash(name));
      await expect(user.locator('mark')).toHaveText(squash(name));
    },
  }));
  visits.push({
    label: 'user list',
    path: '/Users',
    ready: async (page, { listAnswers }) => {
      const list = page.locator('.users-page');
      await loadAll(list, list.locator('.user-card'), listAnswers, '/api/user/getAllUsers');
      for (const author of authors) {
        await expect(list.locator(`a.user-card[href="/Users/${author.result._id}"]`)).toHaveCount(
          1,
        );
      }
    },
  });
  const signIn = (worker: number) => authors[worker % authors.length]!;
  expect(await visitAll(browser, visits, testInfo, { signIn })).toEqual([]);
});
