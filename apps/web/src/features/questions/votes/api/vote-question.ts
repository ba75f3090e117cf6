import type { Question, VoteBody } from '@stackhive/shared';
import { patchQuestion, useQuestionWrite } from '../../common/api/question-write';

/**
 * PATCH /api/questions/vote/:id {value, userId} → the updated question. The same vote
 * again removes it, the other vote moves it; voting on your own question is a 400.
 */
export function voteQuestion(id: string, body: VoteBody): Promise<Question> {
  return patchQuestion(`/questions/vote/${encodeURIComponent(id)}`, body);
}

// Spec 4: after a vote the questions are reloaded (the lists show net votes); the page
// itself shows the server's answer, with no second request.
export const useVoteQuestion = () =>
  useQuestionWrite(({ id, ...body }: VoteBody & { id: string }) => voteQuestion(id, body));
