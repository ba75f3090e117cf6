import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { requiredText, singleLineText } from './common.js';
import { displayNameSchema, emailSchema } from './users.js';

/** The feedback form (spec 2, Feedback form): every field required, mailed to the team. */
export const feedbackBodySchema = z.object({
  name: displayNameSchema,
  email: emailSchema,
  subject: singleLineText('subject', LIMITS.feedbackSubject.max),
  message: requiredText('message', LIMITS.feedbackMessage.max),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
