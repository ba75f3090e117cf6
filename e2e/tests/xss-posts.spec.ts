import { type Locator, type Page } from '@playwright/test';
import { asSingleLine } from '@stackhive/shared';
import { expect, test } from '../support/test';
import { squash, type ListAnswer } from '../support/xss-harness';
import { MARK, seeded, seedPayloads } from '../support/xss-seed';
import {
  loadAll,
  renderedMarkdown,
  visitAll,
  waitForHighlighting,
  type Visit,
} from '../support/xss-visits';

/**
 * Issue 8, the XSS suite (see xss.spec.ts): every payload as a question, an answer, their
 * edits, a post and a comment, on their pages, the lists and search, shown as written.
 */

test.beforeAll(seedPayloads);

test.use({ bypassCSP: true });

test('questions: title, body, answer and comment on the question page, the list and search', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const visits: Visit[] = seeded.map(({ payload, question }) => ({
    label: `question ${payload.id}`,
    path: `/Questions/${question.id}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(squash(question.title));
      await expect(renderedMarkdown(page, question.bodyMarker)).toHaveCount(1);
      await expect(renderedMarkdown(page, question.answerMarker)).toHaveCount(1);
      await expect(page.locator('.qa-comment', { hasText: `${MARK}-qa-comment-` })).toHaveCount(1);
      await waitForHighlighting(page);
    },
  }));
  const titlesListed = async (list: Locator, answers: readonly ListAnswer[], api: string) => {
    await loadAll(list, list.locator('.question-row'), answers, api);
    for (const { question } of seeded) {
      const link = list.locator(`.question-row a[href="/Questions/${question.id}"]`);
      await expect(link).toHaveText(squash(question.title));
    }
  };
  visits.push(
    {
      label: 'question list',
      path: '/Questions',
      ready: async (page, { listAnswers }) => {
        await titlesListed(page.locator('.questions-page'), listAnswers, '/api/questions/get');
      },
    },
    {
      label: 'search questions',
      path: `/search/${MARK}`,
      ready: async (page, { listAnswers }) => {
        const list = page.locator('.search-page');
        await titlesListed(list, listAnswers, '/api/search');
        await expect(list.locator('.question-row mark').first()).toHaveText(MARK);
      },
    },
  );
  expect(await visitAll(browser, visits, testInfo)).toEqual([]);
});

test('edits: the revisions of every payload question and answer, diffs and summaries', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // Each revisions page shows one edit: its summary, and a word diff whose kept, removed and
  // added parts all hold payload text.
  const revisionsShown = (summary: string) => async (page: Page) => {
    const revision = page.locator('.revision');
    await expect(revision).toHaveCount(1);
    await expect(revision.locator('.revision__meta')).toContainText(squash(summary));
    await expect(revision.locator('.word-diff ins').first()).toBeVisible();
  };
  const visits: Visit[] = seeded.flatMap(({ payload, question }): Visit[] => [
    {
      label: `question revisions ${payload.id}`,
      path: `/Questions/${question.id}/revisions`,
      ready: revisionsShown(question.editSummary),
    },
    {
      label: `answer revisions ${payload.id}`,
      path: `/Questions/${question.id}/answers/${question.answerId}/revisions`,
      ready: revisionsShown(question.editSummary),
    },
  ]);
  expect(await visitAll(browser, visits, testInfo)).toEqual([]);
});

test('community: post title, body and comment on the post page and the feed', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const visits: Visit[] = seeded.map(({ payload, post }) => ({
    label: `post ${payload.id}`,
    path: `/community/post/${post.id}`,
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(squash(post.title));
      await expect(renderedMarkdown(page, post.bodyMarker)).toHaveCount(1);
      await waitForHighlighting(page);
      const comments = page.getByRole('region', { name: 'All Comments' });
      await expect(comments.locator('.comment__body')).toHaveText([squash(post.comment)]);
    },
  }));
  visits.push({
    label: 'community feed',
    path: '/Community',
    ready: async (page, { listAnswers }) => {
      const feed = page.locator('.community-page');
      const cards = feed.getByRole('article');
      await loadAll(feed, cards, listAnswers, '/api/community/get');
      for (const { post } of seeded) {
        const card = cards.filter({
          has: page.getByRole('heading', { name: squash(post.title), exact: true }),
        });
        await expect(card).toHaveCount(1);
        await expect(card.locator('.markdown:not(.markdown--plain)')).toContainText(
          post.bodyMarker,
        );
        await expect(card.locator('.comment__body')).toHaveText(squash(post.comment));
      }
      await waitForHighlighting(page);
    },
  });
  expect(await visitAll(browser, visits, testInfo)).toEqual([]);
});

test('search: every payload as the query, with the question and the post it finds', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const visits: Visit[] = seeded.map(({ payload, question, post }) => {
    // The seeded titles hold each payload as one line (asSingleLine): search for that line.
    const q = asSingleLine(payload.text).slice(0, 120);
    return {
      label: `search ${payload.id}`,
      path: `/search/${encodeURIComponent(q)}`,
      ready: async (page, { check }) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          `Search results for “${squash(q)}”`,
        );
        const panel = page.getByRole('tabpanel');
        const found = panel.locator(`a[href="/Questions/${question.id}"]`);
        await expect(found).toHaveText(squash(question.title));
        await expect(found.locator('mark').first()).toBeVisible();
        await check(`search ${payload.id} (questions)`);
        await page.getByRole('tab', { name: /^Posts/ }).click();
        const postLink = panel.locator(`a[href="/community/post/${post.id}"]`);
        await expect(postLink).toHaveText(squash(post.title));
        await expect(postLink.locator('mark').first()).toBeVisible();
      },
    };
  });
  expect(await visitAll(browser, visits, testInfo)).toEqual([]);
});
