import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LIMITS,
  resetPasswordBodySchema,
  sendOtpBodySchema,
  sendResetMailBodySchema,
  statusResponseSchema,
  verifyOtpBodySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { HOUR, clientAddress, limitPerIp, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import { reopenSignIn } from '../auth/index.js';
import { sendCode, verifyCode } from './otp.service.js';
import { resetPassword, sendResetMail } from './reset.service.js';

export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  for (const path of ['/verification/sendOTPVerification', '/verification/resendOTPVerification']) {
    api.post(
      path,
      {
        onRequest: limitPerIp(app, 'otp-send', 30, HOUR),
        preHandler: [app.requireUser, limitPerUser(app, 'otp-send', 10, HOUR)],
        config: { whileSuspended: true },
        schema: {
          tags: ['verification'],
          summary:
            'Mail a 6-digit code to your own address (a new code replaces the old; once a minute)',
          security: bearerSecurity,
          body: sendOtpBodySchema,
          response: { 200: statusResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      (request) => sendCode(deps, requireActor(request), request.body, request.log),
    );
  }

  api.patch(
    '/verification/verifyOTP',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'otp-verify', 30, HOUR)],
      config: { whileSuspended: true },
      schema: {
        tags: ['verification'],
        summary: 'Check a code: VERIFIED, or FAILED (wrong, expired, used, or 5 wrong tries)',
        security: bearerSecurity,
        body: verifyOtpBodySchema,
        response: { 200: statusResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => verifyCode(deps, requireActor(request), request.body),
  );

  api.post(
    '/verification/sendResetMail',
    {
      // Per account, mails are capped in the service instead of refused here: a 429 would
      // let anyone block the owner's own request (issue 30).
      onRequest: limitPerIp(app, 'reset-mail', 20, HOUR),
      schema: {
        tags: ['verification'],
        summary: 'Mail a password reset link (FAILED for an unknown address)',
        body: sendResetMailBodySchema,
        response: { 200: statusResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) =>
      sendResetMail(
        deps,
        request.body.email,
        request.log,
        async (userId) =>
          (await app.attempts.add(`reset-mail:${userId}`, HOUR)) <=
          LIMITS.resetMail.perAccountPerHour,
      ),
  );

  api.post(
    '/verification/resetPassword',
    {
      onRequest: limitPerIp(app, 'reset', 30, HOUR),
      schema: {
        tags: ['verification'],
        summary:
          'Set a new password with the token of a reset link (`id`); ends every other session',
        body: resetPasswordBodySchema,
        response: { 200: statusResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (request) =>
      resetPassword(
        deps,
        request.body.id,
        request.body.newPassword,
        clientAddress(request),
        (email) =>
          // The mailbox's owner reset it from here: their sign-ins open again (login-guard.ts).
          // The new password is stored by now: counters out of reach do not make it a 503.
          reopenSignIn(app, request, email).catch((error: unknown) =>
            request.log.warn({ err: error }, 'sign-in counters not reopened after a reset'),
          ),
      ),
  );
}
