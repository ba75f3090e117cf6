import { describe, expect, it } from 'vitest';
import {
  REPUTATION as R,
  type AuthResponse,
  type PublicUser,
  type Question,
} from '@stackhive/shared';
import { asUser, TEST_ENGINE } from '../../test/helpers.js';
import {
  answer,
  ask,
  ok,
  rep,
  t,
  useReputationApp,
  users,
  voteAnswer,
  voteQuestion,
} from '../../test/reputation.js';

/**
 * Issue 16, reputation: shown beside each author's name and in the users list by reputation,
 * and a user's own history of it, on both engines.
 */
describe(`reputation on ${TEST_ENGINE}`, () => {
  // A fixed midday clock, so the daily cap's UTC day never turns during a test.
  const now = Date.parse('2030-06-15T12:00:00.000Z');
  useReputationApp(() => now);

  it('shows each author’s reputation beside their name on the question, answers, comments and lists', async () => {
    const [asker, helper, commenter, voter] = await users(4);
    const q = await ask(asker!);
    const answerId = await answer(helper!, q._id);
    await voteAnswer(voter!, q._id, answerId, 'upVote');
    await voteQuestion(voter!, q._id, 'upVote');
    await ok(commenter!, 'PATCH', `/questions/${q._id}/comments`, { commentBody: 'Which OS?' });
    const commenterQuestion = await ask(commenter!);
    await voteQuestion(voter!, commenterQuestion._id, 'downVote');
    const expected = {
      asker: R.floor + R.upvoted,
      helper: R.floor + R.upvoted,
      commenter: R.floor, // 1 − 2 stops at the floor
    };

    const page = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${q._id}` })
    ).json<Question>();
    expect(page.userReputation).toBe(expected.asker);
    expect(page.answer.map((a) => [a.userId, a.userReputation])).toEqual([
      [helper!.result._id, expected.helper],
    ]);
    expect(page.comments.map((c) => [c.userId, c.userReputation])).toEqual([
      [commenter!.result._id, expected.commenter],
    ]);
    const more = await t.app.inject({ method: 'GET', url: `/api/questions/${q._id}/comments` });
    expect(more.json<{ items: { userReputation: number }[] }>().items[0]?.userReputation).toBe(
      expected.commenter,
    );
    const list = await t.app.inject({ method: 'GET', url: '/api/questions/get?limit=100' });
    const listed = list.json<{ items: Question[] }>().items.find((item) => item._id === q._id);
    expect(listed?.userReputation).toBe(expected.asker);

    // A later vote elsewhere shows on this question's page at once (the cached page is retired).
    const other = await ask(asker!);
    await voteQuestion(helper!, other._id, 'upVote');
    const again = (
      await t.app.inject({ method: 'GET', url: `/api/questions/${q._id}` })
    ).json<Question>();
    expect(again.userReputation).toBe(expected.asker + R.upvoted);
  });

  it('lists users by reputation, highest first, a page at a time', async () => {
    const [top] = await users(1);
    const bigQuestion = await ask(top!);
    await Promise.all(
      (await users(3)).map((voter) => voteQuestion(voter, bigQuestion._id, 'upVote')),
    );
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/user/getAllUsers?${query}` });

    const seen: PublicUser[] = [];
    let cursor: string | null = null;
    let total = 0;
    do {
      const response = await list(`sort=reputation&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{
        items: PublicUser[];
        nextCursor: string | null;
        total: number;
      }>();
      seen.push(...body.items);
      cursor = body.nextCursor;
      total = body.total;
    } while (cursor);
    // Every user once, by reputation then newest first, whatever page they fell on.
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((user) => user._id)).size).toBe(total);
    const ordered = [...seen].sort(
      (a, b) => b.reputation - a.reputation || (a._id < b._id ? 1 : -1),
    );
    expect(seen.map((user) => user._id)).toEqual(ordered.map((user) => user._id));
    expect(seen.find((user) => user._id === top!.result._id)?.reputation).toBe(
      R.floor + 3 * R.upvoted,
    );

    // Joining order stays the default; a bad sort or a cursor without its reputation is a 400.
    const joined = (await list('limit=100'))
      .json<{ items: PublicUser[] }>()
      .items.map((u) => u._id);
    expect(joined).toEqual([...joined].sort());
    const badSort = await list('sort=karma');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json<{ message: string }>().message).toMatch(/sort/);
    const joinedCursor = Buffer.from(JSON.stringify({ after: top!.result._id })).toString(
      'base64url',
    );
    const forged = await list(`sort=reputation&cursor=${joinedCursor}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toMatch(/cursor/);
  });

  it("lists a user's own reputation history newest first, with each change's cause; nobody else may read it", async () => {
    const [author, voter, stranger] = await users(3);
    const q = await ask(author!);
    await voteQuestion(voter!, q._id, 'upVote');
    await voteQuestion(voter!, q._id, 'downVote'); // undoes the +10, then −2
    const read = (who: AuthResponse | null, query = '') =>
      t.app.inject(
        who
          ? asUser(who.token, {
              method: 'GET',
              url: `/api/user/${author!.result._id}/reputation${query}`,
            })
          : { method: 'GET', url: `/api/user/${author!.result._id}/reputation${query}` },
      );
    type HistoryPage = {
      items: {
        kind: string;
        amount: number;
        reversal: boolean;
        questionId: string;
        questionTitle: string | null;
      }[];
      nextCursor: string | null;
      total: number;
    };
    const first = await read(author!, '?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json<HistoryPage>();
    expect(page1.total).toBe(3);
    const second = (await read(author!, `?limit=2&cursor=${page1.nextCursor}`)).json<HistoryPage>();
    expect(second.nextCursor).toBeNull();
    const all = [...page1.items, ...second.items];
    expect(all.map((e) => [e.kind, e.amount, e.reversal])).toEqual([
      ['downvote', 0, false], // back at 1 after the undo: the floor leaves nothing to take
      ['upvote', -R.upvoted, true],
      ['upvote', R.upvoted, false],
    ]);
    expect(new Set(all.map((e) => e.questionTitle))).toEqual(new Set([q.questionTitle]));
    expect(all.every((e) => e.questionId === q._id)).toBe(true);

    // By day, publicly: oldest first, adding up to the reputation. (An undo is dated by the
    // database's clock, the votes by the app's fixed one: two days here.)
    const days = await t.app.inject({
      method: 'GET',
      url: `/api/user/${author!.result._id}/reputation/days`,
    });
    expect(days.statusCode, days.body).toBe(200);
    const byDay = days.json<{ days: { day: string; change: number }[] }>().days;
    expect(byDay.map((d) => d.day)).toEqual([...new Set(byDay.map((d) => d.day))].sort());
    expect(byDay.some((d) => d.day === new Date(now).toISOString().slice(0, 10))).toBe(true);
    expect(R.floor + byDay.reduce((sum, d) => sum + d.change, 0)).toBe(await rep(author!));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/nobody/reputation/days' })).statusCode,
    ).toBe(404);

    expect((await read(stranger!)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
    expect((await read(author!, '?cursor=bogus')).statusCode).toBe(400);
  });
});
