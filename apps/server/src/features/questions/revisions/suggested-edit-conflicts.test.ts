import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGES,
  PRIVILEGES,
  type Page,
  type Question,
  type QuestionRevision,
  type SuggestedEdit,
} from '@stackhive/shared';
import { signUp, TEST_ENGINE } from '../../../test/helpers.js';
import {
  ask,
  failsWith,
  ok,
  queue,
  request,
  setReputation,
  suggestQuestion,
  t,
  useSuggestedEditsApp,
} from '../../../test/suggested-edits.js';

/**
 * Issue 16, suggested edits where they meet others (suggested-edits.test.ts has the flow): a
 * few waiting per suggester, stale suggestions and racing reviews are 409s, and a deleted
 * question takes its suggestions with it. On both engines.
 */
describe(`suggested edits on ${TEST_ENGINE}`, () => {
  useSuggestedEditsApp();

  it(`caps one user's waiting suggestions at ${LIMITS.pendingSuggestedEdits.max}`, async () => {
    const [author, suggester] = [await signUp(t.app), await signUp(t.app)];
    const max = LIMITS.pendingSuggestedEdits.max;
    for (let i = 0; i < max; i += 1) {
      const q = await ask(author, `Question ${i}`);
      expect((await suggestQuestion(suggester, q, `Better ${i}.`)).statusCode).toBe(200);
    }
    const last = await ask(author, 'One too many');
    await failsWith(
      await suggestQuestion(suggester, last, 'Better.'),
      409,
      MESSAGES.tooManySuggestions,
    );
    // The author's queue, a page at a time, oldest first.
    const firstPage = await queue(author, '?limit=3');
    expect([firstPage.items.length, firstPage.total]).toEqual([3, max]);
    const rest = await queue(author, `?limit=3&cursor=${firstPage.nextCursor!}`);
    expect(rest.items.map((item) => item.after.questionBody)).toEqual(['Better 3.', 'Better 4.']);
    expect(rest.nextCursor).toBeNull();
    await failsWith(await request(author, 'GET', '/suggested-edits?cursor=forged'), 400);
  });

  it('cannot approve a suggestion for a post edited since; it can still be rejected', async () => {
    const [author, suggester] = [await signUp(t.app), await signUp(t.app)];
    const q = await ask(author);
    const suggestion = (await suggestQuestion(suggester, q, 'Suggested.')).json<SuggestedEdit>();
    await ok(author, 'PATCH', `/questions/${q._id}`, {
      questionTitle: q.questionTitle,
      questionBody: 'Edited by the author.',
      questionTags: q.questionTags,
    });
    const stale = await ok<SuggestedEdit>(null, 'GET', `/suggested-edits/${suggestion._id}`);
    expect(stale.stale).toBe(true);
    await failsWith(
      await request(author, 'PATCH', `/suggested-edits/${suggestion._id}/approve`),
      409,
      MESSAGES.suggestionStale,
    );
    expect((await ok<Question>(null, 'GET', `/questions/${q._id}`)).questionBody).toBe(
      'Edited by the author.',
    );
    await ok(author, 'PATCH', `/suggested-edits/${suggestion._id}/reject`);
  });

  it('applies a suggestion once when two reviewers approve it at the same time', async () => {
    const [author, suggester, reviewer] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    await setReputation(reviewer, PRIVILEGES.reviewQueues.reputation);
    const q = await ask(author);
    const suggestion = (await suggestQuestion(suggester, q, 'Once.')).json<SuggestedEdit>();
    const results = await Promise.all(
      [author, reviewer].map((who) =>
        request(who, 'PATCH', `/suggested-edits/${suggestion._id}/approve`),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toBe(MESSAGES.suggestionReviewed);
    const revisions = await ok<Page<QuestionRevision>>(
      null,
      'GET',
      `/questions/${q._id}/revisions`,
    );
    expect(revisions.total).toBe(1);
  });

  it('goes with its question when the question is deleted', async () => {
    const [author, suggester] = [await signUp(t.app), await signUp(t.app)];
    const q = await ask(author);
    const suggestion = (await suggestQuestion(suggester, q, 'Gone soon.')).json<SuggestedEdit>();
    await ok(author, 'DELETE', `/questions/delete/${q._id}`);
    await failsWith(await request(null, 'GET', `/suggested-edits/${suggestion._id}`), 404);
  });
});
