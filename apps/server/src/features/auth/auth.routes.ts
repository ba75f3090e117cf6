import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authResponseSchema, loginBodySchema, signupBodySchema } from '@stackhive/shared';
import { errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerAccount, limitPerIp } from '../../plugins/rate-limit.js';
import * as service from './auth.service.js';

/** Attempts per window: generous for people, tight for password guessing. */
const LOGIN_LIMITS = { perIp: 30, perAccount: 10, window: 15 * MINUTE };
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
        summary: 'Create an account; answers the session',
        body: signupBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    (request) => service.signup(deps, request.body),
  );

  api.post(
    '/user/login',
    {
      onRequest: limitPerIp(app, 'login', LOGIN_LIMITS.perIp, LOGIN_LIMITS.window),
      preHandler: limitPerAccount(
        app,
        'login',
        LOGIN_LIMITS.perAccount,
        LOGIN_LIMITS.window,
        emailOf,
      ),
      config: { invalidates: [] },
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the session',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    (request) => service.login(deps, request.body),
  );
}
