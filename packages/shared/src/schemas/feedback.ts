import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { emailSchema } from './users.js';

/** The feedback form (spec 2, Feedback form): every field required, mailed to the team. */
export const feedbackBodySchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(LIMITS.name.max, 'name is too long'),
  email: emailSchema,
  subject: z
    .string({ error: 'subject is required' })
    .trim()
    .min(1, 'subject is required')
    .max(
      LIMITS.feedbackSubject.max,
      `subject must be at most ${LIMITS.feedbackSubject.max} characters`,
    ),
  message: z
    .string({ error: 'message is required' })
    .trim()
    .min(1, 'message is required')
    .max(
      LIMITS.feedbackMessage.max,
      `message must be at most ${LIMITS.feedbackMessage.max} characters`,
    ),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
