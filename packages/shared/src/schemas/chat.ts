import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { requiredText } from './common.js';

/** The chatbot's question (spec 2, Chatbot), open to verified users only (DECISIONS 7). */
export const chatBodySchema = z.object({
  query: requiredText('query', LIMITS.chatQuery.max),
});

/** The bot's reply: plain text, links as absolute URLs or site paths. */
export const chatReplySchema = z.string();
