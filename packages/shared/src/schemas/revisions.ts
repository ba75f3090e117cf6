import { z } from 'zod';
import { LIMITS } from '../limits.js';
import {
  idSchema,
  isoDateSchema,
  isSingleLineSafe,
  requiredText,
  singleLineMessage,
  singleLineText,
} from './common.js';
import { tagListSchema } from './questions.js';

/** An optional note on what an edit changed (issue 15). */
const editSummarySchema = z
  .string({ error: 'editSummary must be text' })
  .trim()
  .max(LIMITS.editSummary.max, `editSummary must be at most ${LIMITS.editSummary.max} characters`)
  .refine(isSingleLineSafe, singleLineMessage('editSummary'))
  .optional();

/**
 * An edit of a question (issue 15): the same fields and rules as asking, and an optional
 * summary. The server keeps the text before it as a revision. Which tags are allowed depends
 * on the question (the catalogue for public ones, any for a team's): the server checks them.
 */
export const editQuestionBodySchema = z.object({
  questionTitle: singleLineText('questionTitle', LIMITS.questionTitle.max),
  questionBody: requiredText('questionBody', LIMITS.questionBody.max),
  questionTags: tagListSchema,
  editSummary: editSummarySchema,
});
export type EditQuestionBody = z.input<typeof editQuestionBodySchema>;

/** An edit of the answer `answerId` (issue 15): its new body and an optional summary. */
export const editAnswerBodySchema = z.object({
  answerId: idSchema,
  answerBody: requiredText('answerBody', LIMITS.questionBody.max),
  editSummary: editSummarySchema,
});
export type EditAnswerBody = z.input<typeof editAnswerBodySchema>;

const questionTextSchema = z.object({
  questionTitle: z.string(),
  questionBody: z.string(),
  questionTags: z.array(z.string()),
});

/** Who made an edit, when, why, and the text before and after it. */
const revision = <Text extends z.ZodType>(text: Text) =>
  z.object({
    _id: z.string(),
    userId: z.string(),
    userName: z.string(),
    editedOn: isoDateSchema,
    editSummary: z.string().nullable(),
    before: text,
    after: text,
  });

export const questionRevisionSchema = revision(questionTextSchema).meta({
  id: 'QuestionRevision',
  description: 'One edit of a question: who, when, why, and its text before and after.',
});
export type QuestionRevision = z.infer<typeof questionRevisionSchema>;

export const answerRevisionSchema = revision(z.object({ answerBody: z.string() })).meta({
  id: 'AnswerRevision',
  description: 'One edit of an answer: who, when, why, and its body before and after.',
});
export type AnswerRevision = z.infer<typeof answerRevisionSchema>;

/** GET /api/questions/{id}/answers/{answerId}/revisions */
export const answerRevisionParamsSchema = z.object({ id: idSchema, answerId: idSchema });
