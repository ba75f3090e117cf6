import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, SimilarQuestionsResponse } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';
import { askAs } from '../../test/search.js';

let t: TestApp;
let asker: AuthResponse;
const ids: Record<string, string> = {};

async function ask(key: string, title: string, tags: string[]) {
  ids[key] = await askAs(t, asker.token, title, `About: ${title}`, tags);
}

beforeAll(async () => {
  t = await createTestApp();
  asker = await signUp(t.app, { name: 'Similar Asker' });
  // Oldest first.
  await ask('undoLast', 'How to undo the last git commit', ['git']);
  await ask('undoPushed', 'Undo a git commit that was already pushed to the remote', ['git']);
  await ask('rebase', 'Undo a git rebase', ['git']);
  await ask('messages', 'Git commit message conventions', ['git']);
  await ask('center', 'Center a div horizontally in CSS', ['css']);
  await ask('pyList', 'Python list comprehension with a condition', ['python']);
  await ask('pyDict', 'Python dictionary merge keeps which value?', ['python']);
  await ask('twinOld', 'Kubernetes pod stuck in CrashLoopBackOff', ['docker']);
  await ask('twinNew', 'Kubernetes pod stuck in CrashLoopBackOff', ['docker']);
  await ask('umlaut', 'Größe einer Datei in Bytes lesen', ['java']);
});
afterAll(() => t.close());

async function similar(query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/questions/similar?${query}`,
    headers: { 'cache-control': 'no-cache' },
  });
  return response;
}

async function similarIds(title: string): Promise<string[]> {
  return idsOf(new URLSearchParams({ title }).toString());
}

async function idsOf(query: string): Promise<string[]> {
  const response = await similar(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SimilarQuestionsResponse>().items.map((item) => item._id);
}

describe('GET /api/questions/similar', () => {
  it('offers the questions sharing the most telling words, the closest first', async () => {
    const found = await similarIds('undo my last commit in git');
    expect(found[0]).toBe(ids.undoLast);
    expect(found).toContain(ids.undoPushed);
    // Sharing only "git" (and "commit") is not enough of the title's weight to be offered.
    for (const unrelated of ['center', 'pyList', 'pyDict']) {
      expect(found).not.toContain(ids[unrelated]);
    }
  });

  it('shows each one as a list does: title, net votes, answers, accepted, duplicate', async () => {
    const response = await similar(`title=${encodeURIComponent('center div css')}`);
    expect(response.json()).toEqual({
      items: [
        {
          _id: ids.center,
          questionTitle: 'Center a div horizontally in CSS',
          votes: 0,
          noOfAnswers: 0,
          accepted: false,
          duplicateOf: null,
        },
      ],
    });
  });

  it('finds questions like a question (to=id), without it; an unknown id is 404', async () => {
    expect(await similarIds('How to undo the last git commit')).toContain(ids.undoLast);
    const found = await idsOf(`to=${ids.undoLast}`);
    expect(found).not.toContain(ids.undoLast);
    expect(found).toContain(ids.undoPushed);
    const missing = await similar('to=nosuchquestion');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Question not found.');
  });

  it('leaves out a question sharing only a common word', async () => {
    expect(await similarIds('Python dictionary merge order')).toEqual([ids.pyDict]);
  });

  it('breaks ties by net votes, then newest', async () => {
    const title = 'pod stuck in CrashLoopBackOff';
    expect(await similarIds(title)).toEqual([ids.twinNew, ids.twinOld]);
    await t.app.deps.db
      .updateTable('questions')
      .set({ upVotes: 2 })
      .where('id', '=', ids.twinOld!)
      .execute();
    expect(await similarIds(title)).toEqual([ids.twinOld, ids.twinNew]);
  });

  it('follows an edited title, and reads titles only', async () => {
    const id = await askAs(t, asker.token, 'Quokka habitat survey', 'Mentions wombat burrows.', [
      'python',
    ]);
    expect(await similarIds('quokka habitat')).toEqual([id]);
    // A word of the body only is not a title's.
    expect(await similarIds('wombat burrows')).toEqual([]);
    const edited = await t.app.inject(
      asUser(asker.token, {
        method: 'PATCH',
        url: `/api/questions/${id}`,
        payload: {
          questionTitle: 'Wombat burrows survey',
          questionBody: 'Mentions wombat burrows.',
          questionTags: ['python'],
        },
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await similarIds('wombat burrows')).toEqual([id]);
    expect(await similarIds('quokka habitat')).toEqual([]);
  });

  it('matches words in any script, case-insensitively', async () => {
    expect(await similarIds('GRÖSSE oder größe einer DATEI')).toEqual([ids.umlaut]);
  });

  it('answers an empty list for a title of stop words or of words no title holds', async () => {
    expect(await similarIds('how do I do this?')).toEqual([]);
    expect(await similarIds('zzqx wobblefrotz')).toEqual([]);
    // Sharing one word of three, the others in no title, is not alike.
    expect(await similarIds('zzqx wobblefrotz center')).toEqual([]);
    expect(await similarIds('zzqx dictionary merge python')).toEqual([ids.pyDict]);
  });

  it('refuses a missing, blank or too long title, a malformed id, or both, naming the field', async () => {
    for (const [query, message] of [
      ['', 'title or to is required'],
      ['title=%20%20', 'title is required'],
      [`title=${'a'.repeat(151)}`, 'title must be at most 150 characters'],
      ['to=..%2F', 'id is malformed'],
      ['title=git&to=abc', 'title or to is required'],
    ] as const) {
      const response = await similar(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(message);
    }
  });
});
