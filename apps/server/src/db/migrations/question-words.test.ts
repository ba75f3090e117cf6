import { afterAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@stackhive/shared';
import { insertQuestion, insertUser } from '../../test/factories.js';
import { startTestApp, testConfig, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { openDatabase } from '../database.js';

/**
 * Migration 043 (SQLite) builds the questions' words and their vocabulary from the rows
 * already there: a database filled before it finds its old questions by parts of their words,
 * their tags and the tag a word names, once migrated, and keeps finding them after edits.
 */
describe(`migration 043 on ${TEST_ENGINE}: questions written before it`, () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('are found by words inside their words once the database is migrated', async () => {
    const config = testConfig();
    const before = await openDatabase(config, undefined, '2026-11-28-042-question-word-copies');
    const author = await insertUser(before.db, {
      name: 'Old Timer',
      email: 'old@example.com',
      passwordHash: 'x',
    });
    const question = (id: string, title: string, body: string, tags: string[], day: number) =>
      insertQuestion(before.db, {
        id,
        userId: author.id,
        title,
        body,
        tags,
        askedOn: new Date(Date.UTC(2026, 0, day)).toISOString(),
      });
    await question(
      'old-a',
      'Websockets drop in production',
      'A TypeError each night.',
      ['reactjs'],
      1,
    );
    await question('old-b', 'Sockets in C', 'No TypeErrors here.', ['c++'], 2);
    await before.close();

    t = await startTestApp(config);
    const found = async (q: string) =>
      (await t!.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` }))
        .json<SearchResponse>()
        .items.map((item) => ('_id' in item ? item._id : ''));
    expect(await found('socket typeerror')).toEqual(['old-b', 'old-a']);
    expect(await found('socket typeerror product')).toEqual(['old-a']);
    expect(await found('socket -websocket')).toEqual(['old-b']);
    expect(await found('[c++] socket')).toEqual(['old-b']);
    expect(await found('[reactjs] socket')).toEqual(['old-a']);
    // "react" is another name of reactjs: the tag is found by it.
    expect(await found('react typeerror')).toEqual(['old-a']);
    expect(await found('socket zanzibar')).toEqual([]);
  });
});
