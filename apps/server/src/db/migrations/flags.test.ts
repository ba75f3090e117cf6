import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Flag, Page } from '@stackhive/shared';
import { insertUser } from '../../test/factories.js';
import { asUser, startTestApp, testConfig, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../database.js';
import { newId } from '../ids.js';

/**
 * Migration 048 copies the reports already made on posts into flags (reason "other"), in
 * the order they were made, so their raisers see them and reviewers find them in the queue.
 */
describe(`migration 048 on ${TEST_ENGINE}: reports made before`, () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('become waiting flags of their reporters, oldest first', async () => {
    const config = testConfig();
    const before = await openDatabase(config, undefined, '2026-11-29-047-moderators');
    const user = (name: string) =>
      insertUser(before.db, { name, email: `${name}@example.com`, passwordHash: 'x' });
    const [author, first, second] = [
      await user('author'),
      await user('first'),
      await user('second'),
    ];
    const postId = newId();
    await sql`insert into posts (id, user_id, title, body, posted_on, report_count)
      values (${postId}, ${author.id}, 'Old post', '', '2026-01-01T00:00:00.000Z', 2)`.execute(
      before.db,
    );
    for (const [userId, at] of [
      [second.id, '2026-01-03T00:00:00.000Z'],
      [first.id, '2026-01-02T00:00:00.000Z'],
    ])
      await sql`insert into post_reports (post_id, user_id, created_at)
        values (${postId}, ${userId}, ${at})`.execute(before.db);
    await before.close();

    t = await startTestApp(config);
    const rows = await t.app.deps.db
      .selectFrom('flags')
      .select(['userId', 'targetKind', 'targetId', 'postId', 'ownerId', 'reason', 'status'])
      .orderBy('id')
      .execute();
    const common = { targetKind: 'post', targetId: postId, postId, ownerId: author.id };
    expect(rows).toEqual([
      { ...common, userId: first.id, reason: 'other', status: 'pending' },
      { ...common, userId: second.id, reason: 'other', status: 'pending' },
    ]);
    // The reporter's own list shows it, as any flag.
    const token = t.app.deps.tokens.issue(first.id, 0);
    const mine = await t.app.inject(asUser(token, { method: 'GET', url: '/api/flags/mine' }));
    expect(mine.json<Page<Flag>>().items.map((flag) => flag.target.id)).toEqual([postId]);
  });
});
