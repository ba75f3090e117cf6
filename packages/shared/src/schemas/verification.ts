import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { emailSchema, newPasswordSchema } from './users.js';

/** Every verification call answers a status; 'FAILED' comes with a message to show. */
export const statusResponseSchema = z.object({
  status: z.enum(['PENDING', 'VERIFIED', 'SUCCESS', 'FAILED']),
  message: z.string(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** `{id, email}`: the signed-in user's id and address (both checked by the server). */
export const sendOtpBodySchema = z.object({
  id: z.string({ error: 'id is required' }).max(64, 'id is too long'),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .max(LIMITS.email.max, 'email is too long'),
});

export const verifyOtpBodySchema = z.object({
  id: z.string({ error: 'id is required' }).max(64, 'id is too long'),
  otp: z.string({ error: 'otp is required' }).trim().max(32, 'otp is too long'),
});

/** `id` is accepted for compatibility and ignored: a visitor who forgot their password has none. */
export const sendResetMailBodySchema = z.object({
  id: z.string().max(64).optional(),
  email: emailSchema,
});

/** `id` is the token from the mailed link (DECISIONS 5). */
export const resetPasswordBodySchema = z.object({
  id: z.string({ error: 'id is required' }).min(1, 'id is required').max(200, 'id is too long'),
  newPassword: newPasswordSchema,
});
