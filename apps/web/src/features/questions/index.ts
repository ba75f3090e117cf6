/**
 * The questions feature, entered only here (lint/boundaries.js). Its rooms mirror the server's:
 *
 * - `questions/`: the lists (all questions, a tag's), a question's page, asking and editing;
 * - `answers/`: answering, an answer's edit form, accepting and deleting;
 * - `votes/`, `comments/`: votes and comments on a question or an answer;
 * - `revisions/`: edit histories and the suggested-edits queue;
 * - `close/`: closing and reopening, and the moderation controls;
 * - `similar/`: questions like a title or a question (issue 32): while asking, "Related",
 *   the candidates of a duplicate;
 * - `common/`: what a question and an answer both show, and the write that answers the updated
 *   question.
 *
 * Each screen is loaded on demand: the router calls these loaders, so every screen keeps a
 * chunk of its own and importing this module brings no screen into the entry.
 */
export const questionScreens = {
  questions: () => import('./questions/pages/QuestionsPage'),
  tag: () => import('./questions/pages/TagPage'),
  question: () => import('./questions/pages/QuestionDetailPage'),
  ask: () => import('./questions/pages/AskQuestionPage'),
  edit: () => import('./questions/pages/EditQuestionPage'),
  revisions: () => import('./revisions/pages/RevisionsPage'),
  suggestedEdits: () => import('./revisions/pages/SuggestedEditsPage'),
  reopenQueue: () => import('./close/pages/ReopenQueuePage'),
};
