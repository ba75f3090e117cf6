import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, SearchResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { questionIds } from '../../test/search.js';

// Issue 32: SQLite checks at most SEARCH_SCAN_WINDOW candidates of an index per request, so
// a search whose operators (checked on each row: words, excluded words and tags are the
// index's) rule most of them out answers shorter pages; following the cursors still finds
// every match, in order, and the count never claims more than it saw.
let t: TestApp;
let asker: AuthResponse;
let rare: AuthResponse;
const matches: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ searchScanWindow: 3 });
  asker = await signUp(t.app);
  rare = await signUp(t.app, { name: 'Rare Asker' });
  for (let i = 0; i < 12; i += 1) {
    // Only the 1st and 4th questions (the oldest) hold the rarer word, asked by another.
    const held = i === 0 || i === 3;
    const body = held ? 'with a walrus inside' : 'nothing rare in here';
    const response = await t.app.inject(
      asUser((held ? rare : asker).token, {
        method: 'POST',
        url: '/api/questions/Ask',
        payload: {
          questionTitle: `Common capybara ${i}`,
          questionBody: body,
          questionTags: ['git'],
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    if (i === 0 || i === 3) matches.unshift(response.json<{ _id: string }>()._id);
  }
});
afterAll(() => t.close());

async function page(url: string): Promise<SearchResponse> {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'cache-control': 'no-cache' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResponse>();
}

describe('the scan window', () => {
  it('pages through every match in order, and counts at most what it saw', async () => {
    for (const sort of ['relevance', 'newest', 'votes']) {
      const found: string[] = [];
      const lengths: number[] = [];
      let cursor: string | null = null;
      let requests = 0;
      do {
        const result: SearchResponse = await page(
          `/api/search?q=capybara+user:${rare.result._id}&sort=${sort}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        if (requests === 0) {
          const { count, capped } = result.counts.questions;
          expect(count, sort).toBeLessThanOrEqual(2);
          expect(capped || count === 2, sort).toBe(true);
        }
        found.push(...questionIds(result));
        lengths.push(result.items.length);
        cursor = result.nextCursor;
        requests += 1;
      } while (cursor && requests < 20);
      if (sort === 'votes' && TEST_ENGINE === 'sqlite') {
        // Votes rank within the newest window only: the two oldest are not in it.
        expect(found, sort).toEqual([]);
      } else {
        expect(found, sort).toEqual(matches);
      }
      if (TEST_ENGINE === 'sqlite' && sort !== 'votes') {
        expect(lengths.some((length) => length < 5 && length > 0) || lengths[0] === 0, sort).toBe(
          true,
        );
        expect(requests, sort).toBeGreaterThan(1);
      }
    }
  });

  it('leaves one plain word unbounded: its every candidate is a match', async () => {
    const result = await page('/api/search?q=capybara&limit=20');
    expect(result.items).toHaveLength(12);
    expect(result.counts.questions).toEqual({ count: 12, capped: false });
    const oldest = await page('/api/search?q=walrus');
    expect(questionIds(oldest)).toEqual(matches);
    expect(oldest.counts.questions).toEqual({ count: 2, capped: false });
  });

  it('leaves several words and excluded words unbounded too: one index read matches them all', async () => {
    for (const q of ['capybara+walrus', 'capybara+-in', 'capybara+-rare']) {
      for (const sort of ['relevance', 'newest', 'votes']) {
        const result = await page(`/api/search?q=${q}&sort=${sort}&limit=5`);
        expect(questionIds(result), `${q} ${sort}`).toEqual(matches);
        expect(result.counts.questions, `${q} ${sort}`).toEqual({ count: 2, capped: false });
        expect(result.nextCursor, `${q} ${sort}`).toBeNull();
      }
    }
  });
});
