import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@stackhive/shared';
import { insertQuestion, insertUser } from '../../test/factories.js';
import { startTestApp, testConfig, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../database.js';
import { newId } from '../ids.js';

/**
 * Migration 037 indexes the answers already written, not only those written after it, in the
 * order they were written (so newest first stays newest first); 038 the questions' text as
 * one (several words at once).
 */
describe(`migrations 037 and 038 on ${TEST_ENGINE}: answers and questions written before`, () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('are found by long and short words, newest first, once the database is migrated', async () => {
    const config = testConfig();
    const before = await openDatabase(config, undefined, '2026-11-26-036-reputation-debt');
    const author = await insertUser(before.db, {
      name: 'Old Timer',
      email: 'old@example.com',
      passwordHash: 'x',
    });
    const questionId = newId();
    await insertQuestion(before.db, {
      id: questionId,
      userId: author.id,
      title: 'An old question',
      body: 'Asked before answers were searched.',
      tags: ['git'],
      askedOn: '2026-01-01T00:00:00.000Z',
    });
    // Written out of order: the later one first.
    for (const [id, body, answeredOn] of [
      ['a-later', 'Then rebase it. Go on.', '2026-01-03T00:00:00.000Z'],
      ['a-first', 'First stash your changes, go.', '2026-01-02T00:00:00.000Z'],
    ]) {
      await sql`insert into answers (id, question_id, user_id, body, answered_on)
        values (${id}, ${questionId}, ${author.id}, ${body}, ${answeredOn})`.execute(before.db);
    }
    await before.close();

    t = await startTestApp(config);
    const found = async (q: string) => {
      const response = await t!.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}&sort=newest`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<SearchResponse>().items.map((item) => (item as { _id: string })._id);
    };
    expect(await found('is:answer stash')).toEqual(['a-first']);
    expect(await found('is:answer go')).toEqual(['a-later', 'a-first']);
    expect(await found('is:answer')).toEqual(['a-later', 'a-first']);
    // One word in the title, one in the body, one a tag's name.
    expect(await found('question asked')).toEqual([questionId]);
    expect(await found('git searched question')).toEqual([questionId]);
  });
});
