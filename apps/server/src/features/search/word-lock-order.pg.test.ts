import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs, questionIds, searchOf } from '../../test/search.js';

/**
 * PostgreSQL only (SQLite has one writer at a time): the words a transaction adds to
 * search_words are its last locks (migration 040). Before, an ask locked its new words before
 * its tags' counters and a retagging edit took them the other way round, so the two, adding
 * the same new word and tag at once, deadlocked and one of them failed. Here the ask is held
 * open on a connection of its own between its two steps, the edit runs in between, and the
 * ask goes on once the edit has finished or is waiting for it: the order that deadlocked.
 */
let t: TestApp;
let asker: AuthResponse;
let ask: pg.Client;
/** Watches the ask from outside its transaction (inside one, pg_locks and pg_stat_activity stay as first read). */
let watcher: pg.Client;
const search = searchOf(() => t);

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Lock Order' });
  ask = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await ask.connect();
  await ask.query(`set search_path to ${t.config.databaseSchema as string}, public`);
  watcher = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await watcher.connect();
});
afterAll(async () => {
  await ask.end();
  await watcher.end();
  await t.close();
});

/** Whether another session waits for the ask's transaction (a row or a key it wrote). */
async function someoneWaitsForAsk(askPid: number): Promise<boolean> {
  const { rows } = await watcher.query<{ n: string }>(
    `select count(*) as n from pg_locks waiting
      join pg_locks held on held.transactionid = waiting.transactionid and held.granted
      where not waiting.granted and held.pid = $1`,
    [askPid],
  );
  return Number(rows[0]?.n) > 0;
}

describe('an ask and a retagging edit adding the same new word and tag at once', () => {
  it('both succeed, and both are found by the word', async () => {
    const word = `lockword${randomBytes(4).toString('hex')}`;
    const edited = await askAs(t, asker.token, 'Before the edit', 'Nothing new yet.', ['python']);
    const asked = `ask${randomBytes(6).toString('hex')}`;
    const now = new Date().toISOString();

    // The ask's first step: its question (its words, its Unanswered counter).
    const { rows } = await ask.query<{ pid: number }>('select pg_backend_pid() as pid');
    const askPid = rows[0]!.pid;
    await ask.query('begin');
    await ask.query(
      `insert into questions (id, user_id, title, body, tags, asked_on, active_on)
        values ($1, $2, $3, 'Asked at the same time.', '["mongodb"]', $4, $4)`,
      [asked, asker.result._id, `Asked with ${word}`, now],
    );
    // The edit, adding the word and the tag, while the ask is open.
    let settled = false;
    const edit = t.app
      .inject(
        asUser(asker.token, {
          method: 'PATCH',
          url: `/api/questions/${edited}`,
          payload: {
            questionTitle: 'After the edit',
            questionBody: `Now with ${word}.`,
            questionTags: ['python', 'mongodb'],
          },
        }),
      )
      .finally(() => {
        settled = true;
      });
    while (!settled && !(await someoneWaitsForAsk(askPid))) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // The ask's second step: its tag's rows and counters, then its commit.
    await ask.query(
      `insert into question_tags (question_id, tag, asked_on, active_on) values ($1, 'mongodb', $2, $2)`,
      [asked, now],
    );
    await ask.query('commit');

    const response = await edit;
    expect(response.statusCode, response.body).toBe(200);
    expect(new Set(questionIds(await search(word)))).toEqual(new Set([asked, edited]));
    expect(new Set(questionIds(await search(word.slice(2, -2))))).toEqual(new Set([asked, edited]));
  });
});
