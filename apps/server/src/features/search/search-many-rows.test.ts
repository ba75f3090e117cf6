import { describe, expect, it } from 'vitest';
import { type SearchResponse } from '@stackhive/shared';
import { newId } from '../../db/ids.js';
import { createTestApp, signUp } from '../../test/helpers.js';
import { questionIds } from '../../test/search.js';

describe('search over many rows', () => {
  it('reaches the oldest row, short query or long, and caps counts at 1000', async () => {
    const fresh = await createTestApp();
    const inFresh = async (query: string) => {
      const response = await fresh.app.inject({ method: 'GET', url: `/api/search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchResponse>();
    };
    try {
      const user = await signUp(fresh.app);
      // The oldest question, then more than 5,000 newer ones (short queries once read only
      // the newest 5,000 rows), written in bulk: the search indexes follow any insert.
      const question = (title: string, body: string, askedOn: string) => ({
        id: newId(),
        userId: user.result._id,
        title,
        body,
        tags: '["git"]',
        askedOn,
        activeOn: askedOn,
      });
      const oldest = question(
        'Ancient go question',
        'older than the rest',
        '2020-01-01T00:00:00.000Z',
      );
      await fresh.app.deps.db.insertInto('questions').values(oldest).execute();
      const newer = Array.from({ length: 5_001 }, (_, i) =>
        question(
          `Common capybara ${i}`,
          'r and ai',
          new Date(Date.UTC(2021, 0, 1, 0, i)).toISOString(),
        ),
      );
      for (let k = 0; k < newer.length; k += 500) {
        await fresh.app.deps.db
          .insertInto('questions')
          .values(newer.slice(k, k + 500))
          .execute();
      }
      const go = await inFresh('q=go');
      expect(questionIds(go)).toEqual([oldest.id]);
      expect(go.counts.questions).toEqual({ count: 1, capped: false });
      expect(questionIds(await inFresh('q=ancient'))).toEqual([oldest.id]);

      for (const q of ['capybara', 'ai', 'r']) {
        const result = await inFresh(`q=${q}`);
        expect(result.counts.questions, q).toEqual({ count: 1000, capped: true });
        expect(questionIds(result), q).toEqual(
          newer
            .slice(-20)
            .reverse()
            .map((row) => row.id),
        );
        expect(result.nextCursor, q).not.toBeNull();
      }
    } finally {
      await fresh.close();
    }
  });
});
