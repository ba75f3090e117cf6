import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import { signUpThroughUi } from '../support/helpers';

test('an expired token logs the user out on the next navigation', async ({ page }) => {
  await signUpThroughUi(page, 'Token Tester');
  await page.evaluate(() => {
    const profile = JSON.parse(localStorage.getItem('Profile') ?? '{}');
    const [header, payload, signature] = String(profile.token).split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/')));
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = btoa(JSON.stringify(claims))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    localStorage.setItem(
      'Profile',
      JSON.stringify({ ...profile, token: `${header}.${expired}.${signature}` }),
    );
    localStorage.setItem('Verified', JSON.stringify({ status: 'VERIFIED' }));
  });
  await page.getByRole('link', { name: 'Tags' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('an unknown route or a missing thing shows the not-found page inside the frame (found by a newcomer)', async ({
  page,
}) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/Users/0192aaaa-0000-7000-8000-000000000000');
  await expect(page.getByRole('heading', { name: MESSAGES.userNotFound, level: 1 })).toBeVisible();
  await page.goto('/Questions/0192aaaa-0000-7000-8000-000000000000');
  await expect(
    page.getByRole('heading', { name: MESSAGES.questionNotFound, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse all questions' }).click();
  await expect(page.getByRole('heading', { name: 'All Questions' })).toBeVisible();
});

test('the menu collapses on small screens, and closes on a link click and on scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const tagsLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Tags' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(tagsLink).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(tagsLink).toBeVisible();
  await tagsLink.click();
  await expect(page).toHaveURL('/Tags');
  await expect(tagsLink).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(tagsLink).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(tagsLink).toBeHidden();
});

test('the home page: featured questions and the ask check for visitors', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto('/');
  await expect(page.getByText(/2023/)).toBeVisible();
  await page.getByRole('button', { name: 'Ask your first question' }).click();
  await expect.poll(() => dialogs).toContain(MESSAGES.loginToAsk);
  await expect(page).toHaveURL(/\/Auth$/);
});
