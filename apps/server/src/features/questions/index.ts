/**
 * The questions room's public face: what the app mounts and what other features may use.
 *
 * Its rooms, each with its routes, service and queries:
 * - `questions/`: listing, reading, asking and deleting questions (and the vote rule, the
 *   room's policy, which the votes room applies);
 * - `answers/`: answering, accepting, deleting an answer;
 * - `votes/`: votes on questions and answers (a dialect pair: SQLite and PostgreSQL);
 * - `revisions/`: edits, their histories and the suggested-edits queue;
 * - `comments/`: comments on a question or an answer;
 * - `close/`: closing and reopening;
 * - `views/`: views counted in memory and written in batches.
 */
import { answersRoutes } from './answers/answers.routes.js';
import { closeRoutes } from './close/close.routes.js';
import { qaCommentsRoutes } from './comments/comments.routes.js';
import { questionsRoutes } from './questions/questions.routes.js';
import { revisionsRoutes } from './revisions/revisions.routes.js';
import { suggestedEditsRoutes } from './revisions/suggested-edits.routes.js';
import { votesRoutes } from './votes/votes.routes.js';

/** Every route of the room, mounted under /api by app.ts. */
export const questionsRoomRoutes = [
  questionsRoutes,
  answersRoutes,
  votesRoutes,
  revisionsRoutes,
  suggestedEditsRoutes,
  qaCommentsRoutes,
  closeRoutes,
];

export { teamGatePlugin, teamForViewer } from './team-gate.plugin.js';
/** What a live stream may not follow: a team's questions to anyone outside it (issue 33). */
export { hiddenQuestions } from './team-access.repository.js';
export { answersOf } from './answers/answers.service.js';
export { presentQuestionRows, questionsByIds } from './questions/questions.service.js';
export { questionsByAuthor } from './questions/questions-by-author.service.js';
/** The question-count key of every question (similar questions weigh words against it). */
export { ALL_QUESTIONS } from './questions/questions.repository.js';
/** A deleted team's questions go with it (issue 33). */
export { deleteQuestionsOf } from './questions/questions.repository.js';
/** A list cursor's position check: a profile's answers page through the same positions. */
export { isListPosition } from './questions/questions.service.js';
/** A batch of views written as the view counter writes it (the badges' tests). */
export { writeViews } from './views/views.service.js';
/** Deletes a moderator confirms through a flag (issue 34), each its own path. */
export { deleteQuestion } from './questions/questions.service.js';
export { deleteAnswer } from './answers/answers.service.js';
export { deleteQaComment } from './comments/qa-comments.service.js';
