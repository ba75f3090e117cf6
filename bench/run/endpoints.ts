// The endpoints the benchmark loads: the reads readers hit most, and the writes, each spread
// over many rows (Fixtures) so no one question grows large or queues on one row's lock.
import type { Fixtures } from './fixtures.js';
import type { Endpoint } from './load.js';

export type BenchEndpoint = Endpoint & { kind: 'read' | 'write' };

export function endpointsFor(fixtures: Fixtures): BenchEndpoint[] {
  const {
    answerTargets,
    voteTargets,
    answerVoteTargets,
    acceptTargets,
    editTargets,
    answerEditTargets,
  } = fixtures;
  // Every edit's text differs from the one before (a same-text edit stores nothing).
  const runId = Date.now().toString(36);
  return [
    { kind: 'read', name: 'question list', method: 'GET', path: '/api/questions/get?limit=20' },
    {
      kind: 'read',
      name: 'question detail (30 answers)',
      method: 'GET',
      path: `/api/questions/${fixtures.detailId}`,
    },
    {
      kind: 'read',
      name: 'question page, server-rendered HTML (30 answers)',
      method: 'GET',
      path: `/Questions/${fixtures.detailId}`,
    },
    {
      kind: 'read',
      name: 'tag page',
      method: 'GET',
      path: '/api/questions/get?tag=python&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Votes tab',
      method: 'GET',
      path: '/api/questions/get?sort=votes&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Active tab',
      method: 'GET',
      path: '/api/questions/get?sort=active&limit=20',
    },
    {
      kind: 'read',
      name: 'question list, Unanswered tab',
      method: 'GET',
      path: '/api/questions/get?filter=unanswered&limit=20',
    },
    {
      kind: 'read',
      name: 'tag page, Votes tab',
      method: 'GET',
      path: '/api/questions/get?tag=python&sort=votes&limit=20',
    },
    { kind: 'read', name: 'user list', method: 'GET', path: '/api/user/getAllUsers' },
    // Issue 16: a profile (reputation and badge counts) and its reputation chart's data.
    { kind: 'read', name: 'profile page', method: 'GET', path: `/api/user/${fixtures.userId}` },
    {
      kind: 'read',
      name: 'profile reputation chart',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/reputation/days`,
    },
    // The profile's tabs and top tags (issue 16, session 9).
    {
      kind: 'read',
      name: 'profile questions tab',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/questions`,
    },
    {
      kind: 'read',
      name: 'profile answers tab',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/answers`,
    },
    {
      kind: 'read',
      name: 'profile top tags',
      method: 'GET',
      path: `/api/user/${fixtures.userId}/top-tags`,
    },
    {
      kind: 'read',
      name: 'community feed (signed in, follows 50)',
      method: 'GET',
      path: '/api/community/get',
      auth: true,
    },
    { kind: 'read', name: 'search, common term', method: 'GET', path: '/api/search?q=promise' },
    {
      kind: 'read',
      name: 'search, rare term',
      method: 'GET',
      path: '/api/search?q=memoize%20a%20tensor',
    },
    {
      kind: 'write',
      name: 'post an answer',
      method: 'PATCH',
      path: `/api/answer/post/${answerTargets[0]}`,
      auth: true,
      next: (k) => ({
        path: `/api/answer/post/${answerTargets[k % answerTargets.length]}`,
        body: JSON.stringify({
          answerBody: `Benchmark answer ${k}: profile it before you optimise.`,
        }),
      }),
    },
    {
      kind: 'write',
      name: 'vote',
      method: 'PATCH',
      path: `/api/questions/vote/${voteTargets[0]}`,
      auth: true,
      // Each pass over the targets flips the value: every request adds or moves a vote.
      next: (k) => ({
        path: `/api/questions/vote/${voteTargets[k % voteTargets.length]}`,
        body: JSON.stringify({
          value: Math.floor(k / voteTargets.length) % 2 === 0 ? 'upVote' : 'downVote',
        }),
      }),
    },
    {
      kind: 'write',
      name: 'answer vote',
      method: 'PATCH',
      path: `/api/answer/vote/${answerVoteTargets[0]!.questionId}`,
      auth: true,
      // As for question votes: each pass over the answers flips the value.
      next: (k) => {
        const target = answerVoteTargets[k % answerVoteTargets.length]!;
        return {
          path: `/api/answer/vote/${target.questionId}`,
          body: JSON.stringify({
            answerId: target.answerId,
            value: Math.floor(k / answerVoteTargets.length) % 2 === 0 ? 'upVote' : 'downVote',
          }),
        };
      },
    },
    {
      kind: 'write',
      name: 'accept an answer',
      method: 'PATCH',
      path: `/api/answer/accept/${acceptTargets[0]!.questionId}`,
      auth: true,
      // Each pass over the bench user's questions accepts, the next un-accepts.
      next: (k) => {
        const target = acceptTargets[k % acceptTargets.length]!;
        return {
          path: `/api/answer/accept/${target.questionId}`,
          body: JSON.stringify({ answerId: target.answerId }),
        };
      },
    },
    {
      kind: 'write',
      name: 'edit a question',
      method: 'PATCH',
      path: `/api/questions/${editTargets[0]!.questionId}`,
      auth: true,
      // The body rewritten, title and tags kept: the common edit (a retag also moves the
      // question between tag pages and counts, docs/product-rules.md).
      next: (k) => {
        const target = editTargets[k % editTargets.length]!;
        return {
          path: `/api/questions/${target.questionId}`,
          body: JSON.stringify({
            questionTitle: target.title,
            questionBody: `Edited in benchmark run ${runId}, pass ${k}: the steps to reproduce, clearer.`,
            questionTags: target.tags,
            editSummary: 'clearer steps',
          }),
        };
      },
    },
    {
      kind: 'write',
      name: 'edit an answer',
      method: 'PATCH',
      path: `/api/answer/edit/${answerEditTargets[0]!.questionId}`,
      auth: true,
      next: (k) => {
        const target = answerEditTargets[k % answerEditTargets.length]!;
        return {
          path: `/api/answer/edit/${target.questionId}`,
          body: JSON.stringify({
            answerId: target.answerId,
            answerBody: `Edited in benchmark run ${runId}, pass ${k}: profile it first.`,
          }),
        };
      },
    },
  ];
}
