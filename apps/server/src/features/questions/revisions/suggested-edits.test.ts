import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  PRIVILEGES,
  privilegeMessage,
  type Page,
  type PublicUser,
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
 * Issue 16, suggested edits: below editOthers, an edit of someone else's post waits for the
 * author or a reviewer; approving applies it as the suggester's revision, rejecting leaves
 * the post alone; one waiting per post, a few per suggester; stale suggestions and racing
 * reviews are 409s. On both engines.
 */
describe(`suggested edits on ${TEST_ENGINE}`, () => {
  useSuggestedEditsApp();

  it("applies an approved edit of a question as its suggester's revision", async () => {
    const [author, suggester] = [await signUp(t.app), await signUp(t.app)];
    const q = await ask(author);
    const response = await suggestQuestion(suggester, q, 'It fails with exit code 2.');
    expect(response.statusCode, response.body).toBe(200);
    const suggestion = response.json<SuggestedEdit>();
    expect(suggestion).toMatchObject({
      questionId: q._id,
      questionTitle: q.questionTitle,
      answerId: null,
      userId: suggester.result._id,
      userName: suggester.result.name,
      editSummary: 'more detail',
      before: { questionBody: 'It fails.', questionTags: ['git'] },
      after: { questionBody: 'It fails with exit code 2.', questionTags: ['git', 'bash'] },
      status: 'pending',
      reviewerId: null,
      reviewedOn: null,
      stale: false,
    });
    // Nothing changes until it is approved; the author's queue holds it.
    const unchanged = await ok<Question>(null, 'GET', `/questions/${q._id}`);
    expect(unchanged.questionBody).toBe('It fails.');
    expect((await queue(author)).items.map((item) => item._id)).toContain(suggestion._id);

    const approved = await ok<SuggestedEdit>(
      author,
      'PATCH',
      `/suggested-edits/${suggestion._id}/approve`,
    );
    expect(approved).toMatchObject({ status: 'approved', reviewerId: author.result._id });
    expect(approved.reviewedOn).not.toBeNull();
    const edited = await ok<Question>(null, 'GET', `/questions/${q._id}`);
    expect([edited.questionBody, edited.questionTags]).toEqual([
      'It fails with exit code 2.',
      ['git', 'bash'],
    ]);
    const revisions = await ok<Page<QuestionRevision>>(
      null,
      'GET',
      `/questions/${q._id}/revisions`,
    );
    expect(revisions.items.map((r) => [r.userId, r.editSummary, r.before.questionBody])).toEqual([
      [suggester.result._id, 'more detail', 'It fails.'],
    ]);
    // The suggester's first edit earns them Editor, as a direct edit would.
    const profile = await ok<PublicUser>(null, 'GET', `/user/${suggester.result._id}`);
    expect(profile.badges.bronze).toBe(1);
    // Reviewed once: a second review is a conflict, and it leaves the queue.
    await failsWith(
      await request(author, 'PATCH', `/suggested-edits/${suggestion._id}/reject`),
      409,
      MESSAGES.suggestionReviewed,
    );
    expect((await queue(author)).items.map((item) => item._id)).not.toContain(suggestion._id);
  });

  it('edits an answer on approval by a reviewer, and leaves it alone on rejection', async () => {
    const [asker, answerer, suggester, reviewer] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const q = await ask(asker);
    const answered = await ok<Question>(answerer, 'PATCH', `/answer/post/${q._id}`, {
      answerBody: 'Try git bisect.',
    });
    const answerId = answered.answer[0]!._id;
    const suggest = (body: string) =>
      ok<SuggestedEdit>(suggester, 'PATCH', `/answer/suggest-edit/${q._id}`, {
        answerId,
        answerBody: body,
      });

    const first = await suggest('Try `git bisect run`.');
    expect(first).toMatchObject({
      answerId,
      before: { answerBody: 'Try git bisect.' },
      after: { answerBody: 'Try `git bisect run`.' },
    });
    // The asker is not the answer's author: without reviewQueues they may not review it.
    await failsWith(
      await request(asker, 'PATCH', `/suggested-edits/${first._id}/approve`),
      403,
      privilegeMessage('reviewQueues'),
    );
    await setReputation(reviewer, PRIVILEGES.reviewQueues.reputation - 1);
    expect((await queue(reviewer)).items.map((item) => item._id)).not.toContain(first._id);
    await failsWith(
      await request(reviewer, 'PATCH', `/suggested-edits/${first._id}/reject`),
      403,
      privilegeMessage('reviewQueues'),
    );
    await setReputation(reviewer, PRIVILEGES.reviewQueues.reputation);
    expect((await queue(reviewer)).items.map((item) => item._id)).toContain(first._id);
    const rejected = await ok<SuggestedEdit>(
      reviewer,
      'PATCH',
      `/suggested-edits/${first._id}/reject`,
    );
    expect(rejected.status).toBe('rejected');
    const page = await ok<Question>(null, 'GET', `/questions/${q._id}`);
    expect(page.answer[0]!.answerBody).toBe('Try git bisect.');

    // Rejected, it no longer waits: the answer takes another, which a reviewer approves.
    const second = await suggest('Run `git bisect start`.');
    await ok(reviewer, 'PATCH', `/suggested-edits/${second._id}/approve`);
    const after = await ok<Question>(null, 'GET', `/questions/${q._id}`);
    expect(after.answer[0]!.answerBody).toBe('Run `git bisect start`.');
    expect(after.answer[0]!.editedOn).not.toBeNull();
  });

  it('refuses suggestions that are not for review, and more than one waiting per post', async () => {
    const [author, suggester, other, privileged] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    const q = await ask(author);
    await failsWith(await suggestQuestion(null, q, 'Nobody.'), 401);
    await failsWith(await suggestQuestion(author, q, 'Mine.'), 409, MESSAGES.suggestOwnPost);
    await setReputation(privileged, PRIVILEGES.editOthers.reputation);
    await failsWith(await suggestQuestion(privileged, q, 'Direct.'), 409, MESSAGES.editDirectly);
    await failsWith(
      await request(suggester, 'PATCH', `/questions/${q._id}/suggest-edit`, {
        questionTitle: q.questionTitle,
        questionBody: q.questionBody,
        questionTags: q.questionTags,
      }),
      400,
      MESSAGES.suggestionUnchanged,
    );
    await failsWith(
      await request(suggester, 'PATCH', `/questions/${q._id}/suggest-edit`, {
        questionTitle: '',
        questionBody: 'x',
        questionTags: ['git'],
      }),
      400,
    );
    await failsWith(await suggestQuestion(suggester, { ...q, _id: 'no-such-id' }, 'x'), 404);

    const first = await suggestQuestion(suggester, q, 'First.');
    expect(first.statusCode).toBe(200);
    await failsWith(await suggestQuestion(other, q, 'Second.'), 409, MESSAGES.editPending);
    // Its suggester may not review it, even once they hold reviewQueues.
    const id = first.json<SuggestedEdit>()._id;
    await setReputation(suggester, PRIVILEGES.reviewQueues.reputation);
    await failsWith(
      await request(suggester, 'PATCH', `/suggested-edits/${id}/approve`),
      403,
      MESSAGES.reviewOwnSuggestion,
    );
    await failsWith(await request(author, 'PATCH', '/suggested-edits/no-such-id/approve'), 404);
    await failsWith(await request(null, 'GET', `/suggested-edits`), 401);
    // Anyone may read one suggestion, waiting or reviewed.
    expect((await ok<SuggestedEdit>(null, 'GET', `/suggested-edits/${id}`)).status).toBe('pending');
  });
});
