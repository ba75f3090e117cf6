import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { MESSAGES } from '@stackhive/shared';
import {
  DEMO_ADMIN,
  DEMO_PASSWORD,
  expectDialog,
  expectSizedByColumns,
  logInThroughUi,
  recordDialogs,
  signUpThroughUi,
  startHeldUpload,
  verifyDemoAdmin,
} from '../support/helpers';
// The server's own PNG writer (a pure helper): the tests ship no binary files either.

/** A post title no other test uses (hex never spells a search term the search spec uses). */
const uniqueTitle = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Creates a text-only post through /NewPost; ends on the feed. */
async function createTextPost(page: Page, title: string, body: string): Promise<void> {
  await page.goto('/NewPost');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Body').fill(body);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page).toHaveURL('/community');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
}

test('create a post with an uploaded image, like and unlike it, comment and delete the comment', async ({
  page,
}) => {
  recordDialogs(page);
  await signUpThroughUi(page, 'Paula Poster');
  const title = uniqueTitle('Pixel art');

  await page.goto('/Community');
  await expect(page.getByRole('heading', { name: 'Latest Posts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New Post' }).click();
  await expect(page).toHaveURL('/NewPost');
  await expect(page.getByRole('heading', { name: 'Create a Post', level: 1 })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  // Hold the upload until its progress bar has been seen, then let it through.
  const { release } = await startHeldUpload(page, 'pixel.png');
  await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeDisabled();
  release();

  const preview = page.getByRole('img', { name: 'pixel.png' });
  await expect(preview).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading pixel.png' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove pixel.png' })).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
  await page.unroute('**/api/media');

  await page.getByLabel('Body').fill('Sixteen by sixteen, hand-made in a buffer.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();

  // The newest post of someone who follows nobody is first in the feed.
  await expect(page).toHaveURL('/community');
  const card = page.getByRole('article').first();
  await expect(card).toHaveAccessibleName(title);
  // Spec 2: a post with media shows its carousel instead of the title.
  await expect(card.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(card.getByText(title)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Paula Poster' })).toBeVisible();
  await expect(card.getByText('Sixteen by sixteen, hand-made in a buffer.')).toBeVisible();
  const image = card.getByRole('img', { name: title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // Like, survive a reload, unlike.
  await expect(card.getByText('0 likes')).toBeVisible();
  await card.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unlike' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByText('1 likes')).toBeVisible();
  await page.reload();
  const reloaded = page.getByRole('article', { name: title });
  await expect(reloaded.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await expect(reloaded.getByText('1 likes')).toBeVisible();
  await reloaded.getByRole('button', { name: 'Unlike' }).click();
  await expect(reloaded.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(reloaded.getByText('0 likes')).toBeVisible();

  // Comment on the post page, then delete the comment.
  await reloaded.getByRole('link', { name: '0 Comments' }).click();
  await expect(page).toHaveURL(/\/community\/post\/[^/]+$/);
  // The page keeps the title as its h1 for screen readers; the media stands in for it.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toHaveClass(
    /\bvisually-hidden\b/,
  );
  await expect(page.getByRole('region', { name: `Media: ${title}` })).toBeVisible();
  const allComments = page.getByRole('region', { name: 'All Comments' });
  await expect(allComments.getByText('No comments yet.')).toBeVisible();
  await expectSizedByColumns(page.getByLabel('Add a Comment'), 70, 2);
  await page.getByLabel('Add a Comment').fill('Lovely orange.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(allComments.getByText('Lovely orange.')).toBeVisible();
  await expect(page.getByLabel('Add a Comment')).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Top Comments' }).getByText('Lovely orange.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '1 Comments' })).toBeVisible();

  await allComments.getByRole('button', { name: 'Delete comment' }).click();
  await expect(allComments.getByText('Lovely orange.')).toHaveCount(0);
  await expect(allComments.getByText('No comments yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: '0 Comments' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'All Comments' }).getByText('No comments yet.'),
  ).toBeVisible();
});

test('another user reports a post and the admin deletes it from the review queue', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  const title = uniqueTitle('Rules are for other people');

  await signUpThroughUi(page, 'Rex Rulebreaker');
  await createTextPost(page, title, 'Buy my course.');
  await logOut(page);

  await signUpThroughUi(page, 'Rita Reporter');
  await page.goto('/Community');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Post options' }).click();
  await expect(card.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Report' }).click();
  await expectDialog(dialogs, MESSAGES.postReported);
  await logOut(page);

  await verifyDemoAdmin(page.request);
  await logInThroughUi(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Reported posts', level: 1 })).toBeVisible();
  const reported = page.getByRole('article', { name: title });
  await expect(reported.getByText('Reports: 1')).toBeVisible();
  await expect(reported.getByRole('button', { name: 'Dismiss reports' })).toBeVisible();
  await reported.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(reported).toHaveCount(0);
  await expect(page).toHaveURL('/admin/reports');

  await page.goto('/Community');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
});

test('following a user puts their posts first in the feed', async ({ page }) => {
  recordDialogs(page);
  const gracesPost = 'Sunset over the server room';
  await signUpThroughUi(page, 'Felix Follower');

  // Following nobody: newest first, and Grace's post is 30 hours old.
  await page.goto('/Community');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first()).not.toHaveAccessibleName(gracesPost);

  await page
    .getByRole('article', { name: gracesPost })
    .getByRole('link', { name: 'Grace Hopper' })
    .click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Community' })
    .click();
  await expect(page).toHaveURL('/Community');
  await expect(page.getByRole('article').first()).toHaveAccessibleName(gracesPost);
  // Followed posts come first without being shown twice (DECISIONS 19).
  await expect(page.getByRole('article', { name: gracesPost })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(gracesPost);
});
