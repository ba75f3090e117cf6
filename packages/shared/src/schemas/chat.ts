import { z } from 'zod';
import { LIMITS } from '../limits.js';

/** The chatbot's question (spec 2, Chatbot), open to verified users only (DECISIONS 7). */
export const chatBodySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .trim()
    .min(1, 'query is required')
    .max(LIMITS.chatQuery.max, `query must be at most ${LIMITS.chatQuery.max} characters`),
});

/** The bot's reply: plain text, links as absolute URLs or site paths. */
export const chatReplySchema = z.string();
