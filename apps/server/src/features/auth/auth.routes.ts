import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES, authResponseSchema, loginBodySchema, signupBodySchema } from '@stackhive/shared';
import { unauthorized } from '../../core/errors.js';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, clientAddress, limitPerAccount, limitPerIp } from '../../plugins/rate-limit.js';
import * as service from './auth.service.js';
import { loginGuard } from './login-guard.js';

/**
 * Attempts per window: generous for people, tight for password guessing. Sign-in counts
 * every attempt per address, and failures per account (login-guard.ts) rather than attempts,
 * so that nobody can lock an owner out by failing on purpose.
 */
const LOGIN_LIMITS = { perIp: 30, window: 15 * MINUTE };
const SIGNUP_LIMITS = { perIp: 10, perAccount: 5, window: 60 * MINUTE };

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const emailOf = (request: { body: unknown }) =>
    String((request.body as { email?: unknown }).email ?? '');

  api.post(
    '/user/signup',
    {
      onRequest: limitPerIp(app, 'signup', SIGNUP_LIMITS.perIp, SIGNUP_LIMITS.window),
      preHandler: limitPerAccount(
        app,
        'signup',
        SIGNUP_LIMITS.perAccount,
        SIGNUP_LIMITS.window,
        emailOf,
      ),
      config: { invalidates: ['users'] },
      schema: {
        tags: ['auth'],
        summary:
          'Create an account; answers the session (403 for an address outside SIGNUP_DOMAINS, when set)',
        body: signupBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    (request) => service.signup(deps, request.body, clientAddress(request)),
  );

  api.post(
    '/user/login',
    {
      onRequest: limitPerIp(app, 'login', LOGIN_LIMITS.perIp, LOGIN_LIMITS.window),
      config: { invalidates: [] },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the session',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const guard = loginGuard(app, request, request.body.email);
      await guard.admit(reply);
      const session = await service.login(deps, request.body, clientAddress(request));
      await (session ? guard.succeeded() : guard.failed());
      if (!session) throw unauthorized(MESSAGES.badCredentials);
      return session;
    },
  );
}
