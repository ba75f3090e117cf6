import { afterAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@stackhive/shared';
import { insertQuestionAsOf010, insertUser } from '../../test/factories.js';
import { startTestApp, testConfig, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../database.js';
import { newId } from '../ids.js';

/**
 * Migration 011 builds the word indexes of short searches over the rows already there, not
 * only over rows written after it: a database filled before it finds its old rows by a one-
 * or two-letter word once migrated.
 */
describe(`migration 011 on ${TEST_ENGINE}: rows written before it`, () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('are found by short words once the database is migrated', async () => {
    const config = testConfig();
    const before = await openDatabase(config, undefined, '2026-11-22-010-vote-function');
    const author = await insertUser(before.db, {
      name: 'ÖZGE Élodie',
      email: 'old@example.com',
      passwordHash: 'x',
    });
    await insertQuestionAsOf010(before.db, {
      id: newId(),
      userId: author.id,
      title: 'Is Go in C too slow?',
      body: 'Written before the word indexes existed.',
      tags: ['go'],
      askedOn: '2026-01-01T00:00:00.000Z',
    });
    await before.close();

    t = await startTestApp(config);
    const search = async (q: string, type: string) =>
      (
        await t!.app.inject({
          method: 'GET',
          url: `/api/search?q=${encodeURIComponent(q)}&type=${type}`,
        })
      ).json<SearchResponse>();
    for (const q of ['go', 'GO', 'c', 'in']) {
      const found = await search(q, 'questions');
      expect(found.counts.questions, q).toEqual({ count: 1, capped: false });
    }
    expect((await search('öz', 'users')).counts.users).toEqual({ count: 0, capped: false });
    for (const q of ['özge', 'élodie', 'ÉLODIE']) {
      expect((await search(q, 'users')).counts.users, q).toEqual({ count: 1, capped: false });
    }
  });
});
