import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnswerRevision,
  AuthResponse,
  Page,
  Question,
  QuestionRevision,
  QuestionSummary,
  SearchResponse,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../../test/helpers.js';

/** Issue 15, edits with their history: questions and answers, revisions, and what follows. */
describe(`edits on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let asker: AuthResponse;
  let helper: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp();
    [asker, helper] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(() => t.close());

  const request = (
    session: AuthResponse | null,
    method: 'GET' | 'PATCH' | 'POST',
    url: string,
    payload?: object,
  ) => {
    const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
    return t.app.inject(session ? asUser(session.token, options) : options);
  };
  const ask = async (title: string, tags = ['git']) =>
    (
      await request(asker, 'POST', '/questions/Ask', {
        questionTitle: title,
        questionBody: 'The first body.',
        questionTags: tags,
      })
    ).json<Question>();
  const edit = (session: AuthResponse | null, id: string, changes: object) =>
    request(session, 'PATCH', `/questions/${id}`, {
      questionTitle: 'Edited title',
      questionBody: 'The edited body.',
      questionTags: ['git'],
      ...changes,
    });
  const get = async <T>(url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };

  it('keeps each earlier text as a revision, newest first, with who, when and why', async () => {
    const question = await ask('Original title');
    const first = await edit(asker, question._id, {
      questionTitle: 'Second title',
      editSummary: 'clearer title',
    });
    expect(first.statusCode, first.body).toBe(200);
    const edited = first.json<Question>();
    expect(edited).toMatchObject({
      questionTitle: 'Second title',
      questionBody: 'The edited body.',
    });
    expect(edited.editedOn).not.toBeNull();
    await edit(asker, question._id, {
      questionTitle: 'Third title',
      questionTags: ['git', 'bash'],
    });

    const page = await get<Page<QuestionRevision>>(`/questions/${question._id}/revisions`);
    expect(page.total).toBe(2);
    const [newest, oldest] = page.items;
    expect(newest).toMatchObject({
      userId: asker.result._id,
      editSummary: null,
      before: { questionTitle: 'Second title', questionTags: ['git'] },
      after: { questionTitle: 'Third title', questionTags: ['git', 'bash'] },
    });
    expect(oldest).toMatchObject({
      editSummary: 'clearer title',
      before: { questionTitle: 'Original title', questionBody: 'The first body.' },
      after: { questionTitle: 'Second title', questionBody: 'The edited body.' },
    });
    // A page at a time: the second page's first revision still knows its text after.
    const one = await get<Page<QuestionRevision>>(`/questions/${question._id}/revisions?limit=1`);
    const two = await get<Page<QuestionRevision>>(
      `/questions/${question._id}/revisions?limit=1&cursor=${one.nextCursor}`,
    );
    expect([...one.items, ...two.items]).toEqual(page.items);
    expect(two.nextCursor).toBeNull();
    const forged = Buffer.from(JSON.stringify({ seq: 'x' })).toString('base64url');
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${question._id}/revisions?cursor=${forged}`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/cursor/);
  });

  it('stores nothing for an edit that changes nothing', async () => {
    const question = await ask('Unchanged');
    const same = await request(asker, 'PATCH', `/questions/${question._id}`, {
      questionTitle: 'Unchanged',
      questionBody: 'The first body.',
      questionTags: ['git'],
    });
    expect(same.statusCode).toBe(200);
    expect(same.json<Question>().editedOn).toBeNull();
    expect((await get<Page<QuestionRevision>>(`/questions/${question._id}/revisions`)).total).toBe(
      0,
    );
  });

  it('refuses others (403), visitors (401), missing questions (404) and bad fields (400)', async () => {
    const question = await ask('Guarded');
    expect((await edit(helper, question._id, {})).statusCode).toBe(403);
    expect((await edit(null, question._id, {})).statusCode).toBe(401);
    const missing = await edit(asker, 'no-such-question', {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.questionNotFound);
    const blank = await edit(asker, question._id, { questionTitle: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/questionTitle/);
    const tag = await edit(asker, question._id, { questionTags: ['cobol'] });
    expect(tag.statusCode).toBe(400);
    const long = await edit(asker, question._id, { editSummary: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/editSummary/);
    expect((await get<Question>(`/questions/${question._id}`)).questionTitle).toBe('Guarded');
  });

  it('moves a retagged question between tag pages, counts exactly, and search follows', async () => {
    const total = async (tag: string, filter = '') =>
      (await get<Page<QuestionSummary>>(`/questions/get?tag=${tag}${filter}`)).total;
    const before = {
      git: await total('git'),
      docker: await total('docker'),
      sql: await total('sql'),
      gitUnanswered: await total('git', '&filter=unanswered'),
      dockerUnanswered: await total('docker', '&filter=unanswered'),
    };
    // git goes, sql stays (moved to second), docker comes.
    const question = await ask('Zanzibar retag question', ['git', 'sql']);
    await edit(asker, question._id, {
      questionTitle: 'Quokka retag question',
      questionTags: ['docker', 'sql'],
    });
    expect(await total('git')).toBe(before.git);
    expect(await total('docker')).toBe(before.docker + 1);
    expect(await total('sql')).toBe(before.sql + 1);
    expect(await total('git', '&filter=unanswered')).toBe(before.gitUnanswered);
    expect(await total('docker', '&filter=unanswered')).toBe(before.dockerUnanswered + 1);
    const dockerPage = await get<Page<QuestionSummary>>('/questions/get?tag=docker&limit=100');
    expect(dockerPage.items.map((item) => item._id)).toContain(question._id);
    const search = async (q: string) =>
      (await get<SearchResponse>(`/search?q=${q}&type=questions`)).counts.questions.count;
    expect(await search('quokka')).toBe(1);
    expect(await search('zanzibar')).toBe(0);
    // The edit is the question's latest activity.
    const active = await get<Page<QuestionSummary>>('/questions/get?sort=active&limit=1');
    expect(active.items[0]?._id).toBe(question._id);
  });

  it('search follows an edit of the body alone, and of the tags alone', async () => {
    const title = 'Wombat body question';
    const question = await ask(title, ['git']);
    const search = async (q: string) =>
      (await get<SearchResponse>(`/search?q=${encodeURIComponent(q)}&type=questions`)).counts
        .questions.count;
    const body = 'Now about a narwhal, xq and qz.';
    await edit(asker, question._id, { questionTitle: title, questionBody: body });
    expect(await search('wombat')).toBe(1);
    expect(await search('narwhal')).toBe(1);
    expect(await search('xq')).toBe(1);
    await edit(asker, question._id, {
      questionTitle: title,
      questionBody: body,
      questionTags: ['sql'],
    });
    expect(await search('wombat')).toBe(1);
    expect(await search('narwhal')).toBe(1);
    expect(await search('qz')).toBe(1);
    await edit(asker, question._id, { questionTitle: 'Okapi body question', questionBody: body });
    expect(await search('wombat')).toBe(0);
    expect(await search('okapi')).toBe(1);
    expect(await search('narwhal')).toBe(1);
  });

  it('edits answers by their author, keeping revisions', async () => {
    const question = await ask('Answered then edited');
    const answered = (
      await request(helper, 'PATCH', `/answer/post/${question._id}`, { answerBody: 'First try.' })
    ).json<Question>();
    const answerId = answered.answer[0]!._id;
    const editAnswer = (session: AuthResponse | null, body: object) =>
      request(session, 'PATCH', `/answer/edit/${question._id}`, { answerId, ...body });
    expect((await editAnswer(asker, { answerBody: 'Not mine.' })).statusCode).toBe(403);
    expect((await editAnswer(null, { answerBody: 'Nobody.' })).statusCode).toBe(401);
    expect((await editAnswer(helper, { answerBody: '' })).statusCode).toBe(400);
    const other = await ask('Another question');
    const elsewhere = await request(helper, 'PATCH', `/answer/edit/${other._id}`, {
      answerId,
      answerBody: 'Wrong question.',
    });
    expect(elsewhere.statusCode).toBe(404);
    const ok = await editAnswer(helper, { answerBody: 'Second try.', editSummary: 'fixed' });
    expect(ok.statusCode, ok.body).toBe(200);
    const answer = ok.json<Question>().answer[0]!;
    expect(answer.answerBody).toBe('Second try.');
    expect(answer.editedOn).not.toBeNull();
    // The edit is its question's latest activity.
    expect(ok.json<Question>().activeOn).toBe(answer.editedOn);
    const gone = await request(helper, 'PATCH', '/answer/edit/0123456789abcdef01234567', {
      answerId,
      answerBody: 'No question.',
    });
    expect(gone.statusCode).toBe(404);
    const page = await get<Page<AnswerRevision>>(
      `/questions/${question._id}/answers/${answerId}/revisions`,
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        userId: helper.result._id,
        editSummary: 'fixed',
        before: { answerBody: 'First try.' },
        after: { answerBody: 'Second try.' },
      }),
    ]);
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/api/questions/${other._id}/answers/${answerId}/revisions`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('edits at once apply in turn: each revision keeps the text the one before left', async () => {
    const question = await ask('Raced');
    const titles = ['Raced by A', 'Raced by B', 'Raced by C', 'Raced by D'];
    const results = await Promise.all(
      titles.map((title) => edit(asker, question._id, { questionTitle: title })),
    );
    expect(results.map((result) => result.statusCode)).toEqual([200, 200, 200, 200]);
    const page = await get<Page<QuestionRevision>>(`/questions/${question._id}/revisions`);
    expect(page.total).toBe(titles.length);
    const newestFirst = page.items;
    // The chain is whole: the oldest starts from the asked text, each newer one starts from
    // the text the one before left, and the newest leaves the text the question has now.
    expect(newestFirst.at(-1)?.before.questionTitle).toBe('Raced');
    for (let i = 0; i < newestFirst.length - 1; i += 1) {
      expect(newestFirst[i]?.before.questionTitle).toBe(newestFirst[i + 1]?.after.questionTitle);
    }
    const now = await get<Question>(`/questions/${question._id}`);
    expect(newestFirst[0]?.after.questionTitle).toBe(now.questionTitle);
    expect(new Set(newestFirst.map((item) => item.after.questionTitle))).toEqual(new Set(titles));
    const times = newestFirst.map((item) => item.editedOn);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
