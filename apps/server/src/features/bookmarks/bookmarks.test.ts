import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuthResponse,
  BookmarkState,
  Page,
  Post,
  Question,
  SavedItem,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';

/** Issue 15, bookmarks: saving questions and posts, and the private Saved list. */
describe(`bookmarks on ${TEST_ENGINE}`, () => {
  let t: TestApp;
  let ada: AuthResponse;
  let bob: AuthResponse;
  let others: AuthResponse[];
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bob] = [await signUp(t.app), await signUp(t.app)];
    others = [];
    for (let i = 0; i < 5; i += 1) others.push(await signUp(t.app));
  });
  afterAll(() => t.close());

  const call = (session: AuthResponse | null, method: 'GET' | 'PATCH', url: string) =>
    t.app.inject(
      session
        ? asUser(session.token, { method, url: `/api${url}` })
        : { method, url: `/api${url}` },
    );
  const ask = async (title = 'Worth saving?') =>
    (
      await t.app.inject(
        asUser(bob.token, {
          method: 'POST',
          url: '/api/questions/Ask',
          payload: { questionTitle: title, questionBody: 'b', questionTags: ['git'] },
        }),
      )
    ).json<Question>();
  const post = async (title = 'A post worth saving') =>
    (
      await t.app.inject(
        asUser(bob.token, {
          method: 'POST',
          url: '/api/community/new-post',
          payload: { postTitle: title, postBody: 'b', postContent: [] },
        }),
      )
    ).json<Post>();
  const toggle = async (session: AuthResponse, kind: 'questions' | 'community', id: string) => {
    const response = await call(session, 'PATCH', `/${kind}/bookmark/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<BookmarkState>();
  };
  const saved = async (session: AuthResponse, query = '') => {
    const response = await call(session, 'GET', `/user/bookmarks/${session.result._id}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<SavedItem>>();
  };
  const titleOf = (item: SavedItem) =>
    item.kind === 'question' ? item.question.questionTitle : item.post.postTitle;

  it('saves and un-saves a question (a toggle); the question carries the count', async () => {
    const question = await ask();
    expect(await toggle(ada, 'questions', question._id)).toEqual({
      bookmarked: true,
      bookmarks: 1,
    });
    expect(await toggle(bob, 'questions', question._id)).toEqual({
      bookmarked: true,
      bookmarks: 2,
    });
    const read = await call(ada, 'GET', `/questions/bookmark/${question._id}`);
    expect(read.json()).toEqual({ bookmarked: true, bookmarks: 2 });
    const detail = await call(null, 'GET', `/questions/${question._id}`);
    expect(detail.json<Question>().bookmarks).toBe(2);
    expect(await toggle(ada, 'questions', question._id)).toEqual({
      bookmarked: false,
      bookmarks: 1,
    });
    const list = await call(null, 'GET', '/questions/get?limit=100');
    const item = list.json<Page<Question>>().items.find((q) => q._id === question._id);
    expect(item?.bookmarks).toBe(1);
  });

  it('saves posts the same way', async () => {
    const saving = await post();
    expect(await toggle(ada, 'community', saving._id)).toEqual({ bookmarked: true, bookmarks: 1 });
    expect((await call(ada, 'GET', `/community/bookmark/${saving._id}`)).json()).toEqual({
      bookmarked: true,
      bookmarks: 1,
    });
    expect(await toggle(ada, 'community', saving._id)).toEqual({
      bookmarked: false,
      bookmarks: 0,
    });
  });

  it('refuses anonymous callers (401) and missing questions and posts (404)', async () => {
    const question = await ask();
    expect((await call(null, 'PATCH', `/questions/bookmark/${question._id}`)).statusCode).toBe(401);
    expect((await call(null, 'GET', `/questions/bookmark/${question._id}`)).statusCode).toBe(401);
    const missing = await call(ada, 'PATCH', '/questions/bookmark/no-such-question');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.questionNotFound);
    const missingPost = await call(ada, 'PATCH', '/community/bookmark/no-such-post');
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.json().message).toBe(MESSAGES.postNotFound);
    expect((await call(ada, 'GET', '/community/bookmark/no-such-post')).statusCode).toBe(404);
  });

  it('lists your saved questions and posts newest first, in pages; nobody else may read it', async () => {
    const reader = others[0]!;
    const first = await ask('Saved first');
    const second = await post('Saved second');
    const third = await ask('Saved third');
    for (const [kind, id] of [
      ['questions', first._id],
      ['community', second._id],
      ['questions', third._id],
    ] as const)
      await toggle(reader, kind, id);
    const all = await saved(reader);
    expect(all.items.map(titleOf)).toEqual(['Saved third', 'Saved second', 'Saved first']);
    expect(all.total).toBe(3);
    const titles: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<SavedItem> = await saved(
        reader,
        `?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      titles.push(...page.items.map(titleOf));
      cursor = page.nextCursor;
    } while (cursor);
    expect(titles).toEqual(['Saved third', 'Saved second', 'Saved first']);

    const peek = await call(ada, 'GET', `/user/bookmarks/${reader.result._id}`);
    expect(peek.statusCode).toBe(403);
    expect((await call(null, 'GET', `/user/bookmarks/${reader.result._id}`)).statusCode).toBe(401);

    // A deleted question leaves the list, with its bookmarks.
    await t.app.inject(
      asUser(bob.token, { method: 'DELETE', url: `/api/questions/delete/${first._id}` }),
    );
    const after = await saved(reader);
    expect(after.items.map(titleOf)).toEqual(['Saved third', 'Saved second']);
    expect(after.total).toBe(2);
  });

  it('counts exactly when many save at once, and one user toggling twice at once', async () => {
    const question = await ask();
    await Promise.all(others.map((other) => toggle(other, 'questions', question._id)));
    expect((await call(ada, 'GET', `/questions/bookmark/${question._id}`)).json()).toEqual({
      bookmarked: false,
      bookmarks: others.length,
    });
    const states = await Promise.all([
      toggle(ada, 'questions', question._id),
      toggle(ada, 'questions', question._id),
    ]);
    // Whatever the two ended on, the count agrees with ada's row.
    const end = (
      await call(ada, 'GET', `/questions/bookmark/${question._id}`)
    ).json<BookmarkState>();
    expect(end.bookmarks).toBe(others.length + (end.bookmarked ? 1 : 0));
    expect(states.map((state) => state.bookmarks).every((n) => n >= others.length)).toBe(true);
  });
});
