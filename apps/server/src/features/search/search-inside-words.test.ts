import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type AuthResponse, type SearchResponse } from '@stackhive/shared';
import { LONGEST_QUERY_WORD } from '../../db/migrations/2026-11-28-040-exact-words.js';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { askAs, questionIds, searchOf } from '../../test/search.js';

/**
 * A query word is a substring of the text, wherever it falls in a word ("script" in
 * "JavaScript"), on both engines. On PostgreSQL most words are answered through the indexed
 * words holding them (migration 039): these hold that path to the substring meaning, through
 * asks, edits and answers, and past the most words one query word may stand for.
 */
let t: TestApp;
let asker: AuthResponse;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Ines Inside' });
  ids.js = await askAs(t, asker.token, 'Why is JavaScript date parsing odd?', 'Months.', [
    'javascript',
  ]);
  ids.ts = await askAs(
    t,
    asker.token,
    'Generic narrowing',
    'TypeScript keeps the wider type after Promise.allSettled in strict mode.',
    ['typescript'],
  );
  ids.none = await askAs(t, asker.token, 'Centering a div', 'With grid or flexbox.', ['css']);
});
afterAll(() => t.close());

const search = searchOf(() => t);
const named = (result: SearchResponse) =>
  questionIds(result).map((id) => Object.keys(ids).find((key) => ids[key] === id) ?? id);
const count = async (q: string, type = 'questions') =>
  (await search(q, type)).counts[type as 'questions' | 'posts'].count;

describe(`a word inside longer words (${TEST_ENGINE})`, () => {
  it('is found at the start, the middle and the end of a word, in any case', async () => {
    expect(named(await search('script', 'questions', '&sort=newest'))).toEqual(['ts', 'js']);
    expect(named(await search('SCRIPT'))).toHaveLength(2);
    expect(named(await search('ettled'))).toEqual(['ts']);
    expect(named(await search('allsett'))).toEqual(['ts']);
    expect(named(await search('promise narrowing'))).toEqual(['ts']);
    // Every word must be there: one of them nowhere is no match.
    expect(await count('typescript zebrafish')).toBe(0);
    // With a tag, an operator, a short word, a tag by another name.
    expect(named(await search('[javascript] script'))).toEqual(['js']);
    expect(named(await search('script is:question -months'))).toEqual(['ts']);
    expect(named(await search('script in strict'))).toEqual(['ts']);
    expect(named(await search('date js'))).toEqual(['js']);
  });

  it('finds the whole text of a query of words when a short word is part of a longer one', async () => {
    const id = await askAs(t, asker.token, 'Set up autogo islands', 'Twice.', ['python']);
    // "is" is not a word of it, but "autogo is" is in it as written.
    expect(questionIds(await search('autogo is'))).toEqual([id]);
    expect(await count('autogo is twice')).toBe(0);
    // Beside a question holding each word, newest first, and in a page of one at a time.
    const both = await askAs(t, asker.token, 'Autogo is here', 'Once.', ['python']);
    expect(questionIds(await search('autogo is', 'questions', '&sort=newest'))).toEqual([both, id]);
    const first = await search('autogo is', 'questions', '&sort=newest&limit=1');
    expect(questionIds(first)).toEqual([both]);
    const next = await search(
      'autogo is',
      'questions',
      `&sort=newest&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    );
    expect(questionIds(next)).toEqual([id]);
    expect(await count('autogo is')).toBe(2);
  });

  it('finds any part of a run of letters and digits, however a parser would split it', async () => {
    // "4e7b2c1" reads as the number 4e7 and the word b2c1 to PostgreSQL's text parser.
    const id = await askAs(t, asker.token, 'Bisect', 'It broke at commit 4e7b2c1, or 3e5f91a.', [
      'git',
    ]);
    for (const part of ['4e7b2c1', '7b2c', '4e7b', 'e7b2c1', '3e5f', '3e5f91a']) {
      expect(questionIds(await search(part)), part).toEqual([id]);
    }
    // A run longer than PostgreSQL keeps as one word (2,046 bytes): any part of it is found.
    const blob = `data:${'QUJD'.repeat(400)}Zebra42${'QUJD'.repeat(400)}Yak7`;
    const long = await askAs(t, asker.token, 'Pasted image', `Here: ${blob} then zzyzx.`, ['html']);
    // Its pieces (migration 040) are cut for the longest word a query may hold.
    expect(LIMITS.searchQuery.max).toBeLessThanOrEqual(LONGEST_QUERY_WORD);
    for (const part of ['zzyzx', 'Zebra42', `JD${'QUJD'.repeat(40)}Zeb`, 'DQUJDYak7', 'QUJDQUJD']) {
      expect(questionIds(await search(part)), part).toEqual([long]);
    }
  });

  it('finds posts by their words with a short one, or by the whole text', async () => {
    const post = async (postTitle: string) => {
      const response = await t.app.inject(
        asUser(asker.token, {
          method: 'POST',
          url: '/api/community/new-post',
          payload: { postTitle, postBody: 'b' },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ _id: string }>()._id;
    };
    const whole = await post('Walking the autogo islands');
    const words = await post('Is autogo worth it');
    await post('Autogo without the short word');
    const postIds = (result: SearchResponse) =>
      result.items.map((item) => (item as { _id: string })._id);
    expect(postIds(await search('autogo is', 'posts', '&sort=newest'))).toEqual([words, whole]);
    expect(await count('autogo is', 'posts')).toBe(2);
    expect(await count('autogo is worth', 'posts')).toBe(1);
  });

  it('finds a word beside accents and letters of other scripts, however an index splits them', async () => {
    // An accent written as its own mark stays in its word on SQLite's word index; a modifier
    // letter ("ʰ") ends one there, and is a letter of its word to the vocabulary.
    const id = await askAs(t, asker.token, 'Naming', 'A cafe\u0301teria, naïveté, klaʰxon.', [
      'python',
    ]);
    for (const part of ['cafe', 'teria', 'naïveté', 'ïve', 'klaʰxon', 'kla', 'xon naming']) {
      expect(questionIds(await search(part)), part).toEqual([id]);
    }
    // A short word means the same whichever index reads it: "ʰa" is not the word "a"; "a"
    // and a mark written apart is, as a short word's letters and digits are read
    // (stackhive_holds), with a tag or without (SQLite's word index keeps the mark in it).
    const short = await askAs(t, asker.token, 'Xylograph notes', 'Why a xylograph fades.', [
      'python',
    ]);
    expect(questionIds(await search('xylograph a'))).toEqual([short]);
    expect(await count('xylograph ʰa')).toBe(0);
    expect(await count('xylograph a\u0301')).toBe(1);
    expect(await count('[python] xylograph a\u0301')).toBe(1);
  });

  it('finds the whole text when punctuation beside a short word asks for no word', async () => {
    const id = await askAs(t, asker.token, 'Routing', 'The leg Chicago -> Denver is slow.', [
      'python',
    ]);
    // "->" alone is no word, and "go" is no word of it: only the whole "go ->" is in it.
    expect(questionIds(await search('go ->'))).toEqual([id]);
    expect(questionIds(await search('go ->', 'questions', '&sort=votes'))).toEqual([id]);
    expect(await count('go')).toBe(0);
  });

  it('follows edits: a word or tag added is found, one taken out is not', async () => {
    const edited = await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/questions/${ids.none}`,
        payload: {
          questionTitle: 'Centering a div with Quokkaflex',
          questionBody: 'With grid only.',
          questionTags: ['javascript'],
        },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(named(await search('okkafle'))).toEqual(['none']);
    expect(await count('flexbox')).toBe(0);
    // Its tags as edited, with a word and alone.
    expect(named(await search('[javascript] okkafle'))).toEqual(['none']);
    expect(await count('[css] okkafle')).toBe(0);
    expect(await count('[css] grid')).toBe(0);
  });

  it('finds words inside the words of answers (is:answer)', async () => {
    const answered = await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/answer/post/${ids.js}`,
        payload: { answerBody: 'Use Intl.DateTimeFormat with a Wallabyzone option.' },
      }),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await count('is:answer allabyz')).toBe(1);
    expect(await count('allabyz')).toBe(0);
  });

  it('still finds every match when a word stands inside more words than one lookup takes', async () => {
    // 70 different words holding "qvx" (past the 64 one query word may stand for on PostgreSQL).
    const titles = Array.from({ length: 70 }, (_, n) => `Parsing the aqvx${n}b format fast`);
    for (const title of titles) await askAs(t, asker.token, title, 'Bytes.', ['python']);
    expect(await count('qvx')).toBe(70);
    expect(await count('qvx6')).toBe(11);
    expect(await count('qvx format')).toBe(70);
  });

  it('lets several people ask at once with the same new words', async () => {
    const words = ['Zorblax', 'Quintrel', 'Vexhollow', 'Myrtlebane'];
    const asked = await Promise.all(
      Array.from({ length: 6 }, (_, n) => {
        const shuffled = [...words.slice(n % 4), ...words.slice(0, n % 4)];
        return askAs(t, asker.token, `${shuffled.join(' ')} question ${n}`, 'Same words.', [
          'python',
        ]);
      }),
    );
    expect(asked).toHaveLength(6);
    expect(await count('zorblax myrtlebane')).toBe(6);
  });
});
