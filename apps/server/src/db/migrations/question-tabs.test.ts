import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Page, QuestionSummary } from '@stackhive/shared';
import { insertQuestionAsOf010, insertUser } from '../../test/factories.js';
import { startTestApp, testConfig, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../database.js';

/**
 * Migration 016 fills the tabs' columns, copies and Unanswered totals from the rows already
 * there: a database filled before it lists its old questions by activity, votes and
 * unanswered once migrated, per tag too.
 */
describe(`migration 016 on ${TEST_ENGINE}: questions written before it`, () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('are sorted and counted by every tab once the database is migrated', async () => {
    const config = testConfig();
    const before = await openDatabase(config, undefined, '2026-11-24-015-answer-votes');
    const author = await insertUser(before.db, {
      name: 'Old Timer',
      email: 'old@example.com',
      passwordHash: 'x',
    });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    for (const [id, tags, askedOn] of [
      ['old-a', ['git'], day(1)],
      ['old-b', ['git', 'bash'], day(2)],
      ['old-c', ['bash'], day(3)],
    ] as const) {
      await insertQuestionAsOf010(before.db, {
        id,
        userId: author.id,
        title: id,
        body: 'b',
        tags: [...tags],
        askedOn,
      });
    }
    // old-a: answered on day 5, two net upvotes; old-b: one downvote; old-c: untouched.
    await sql`insert into answers (id, question_id, user_id, body, answered_on)
      values ('ans', 'old-a', ${author.id}, 'An old answer.', ${day(5)})`.execute(before.db);
    await sql`update questions set answer_count = 1, up_votes = 2 where id = 'old-a'`.execute(
      before.db,
    );
    await sql`update questions set down_votes = 1 where id = 'old-b'`.execute(before.db);
    await before.close();

    t = await startTestApp(config);
    const titles = async (query: string) => {
      const page = (
        await t!.app.inject({ method: 'GET', url: `/api/questions/get?${query}` })
      ).json<Page<QuestionSummary>>();
      return { titles: page.items.map((item) => item.questionTitle), total: page.total };
    };
    expect((await titles('sort=active')).titles).toEqual(['old-a', 'old-c', 'old-b']);
    expect((await titles('sort=votes')).titles).toEqual(['old-a', 'old-c', 'old-b']);
    expect(await titles('filter=unanswered')).toEqual({ titles: ['old-c', 'old-b'], total: 2 });
    expect(await titles('tag=git&filter=unanswered')).toEqual({ titles: ['old-b'], total: 1 });
    expect(await titles('tag=bash&filter=unanswered')).toEqual({
      titles: ['old-c', 'old-b'],
      total: 2,
    });
    expect((await titles('tag=git&sort=votes')).titles).toEqual(['old-a', 'old-b']);
    expect((await titles('tag=git&sort=active')).titles).toEqual(['old-a', 'old-b']);
  });
});
