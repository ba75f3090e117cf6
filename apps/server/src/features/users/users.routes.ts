import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addFriendBodySchema,
  idParamsSchema,
  userListQuerySchema,
  pageSchema,
  publicUserSchema,
  selfUserSchema,
  updateUserBodySchema,
} from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import * as service from './users.service.js';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const profileLimit = limitPerUser(app, 'profile', 60, MINUTE);

  api.get(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, with their email',
        security: bearerSecurity,
        response: { 200: selfUserSchema, ...errorResponses(401) },
      },
    },
    (request) => service.getSelf(deps, requireActor(request).id),
  );

  api.get(
    '/user/getAllUsers',
    {
      config: { cachedBy: ['users'] },
      schema: {
        tags: ['users'],
        summary:
          'Users in joining order (sort=joined, the default) or highest reputation first (sort=reputation), paginated; public fields only',
        querystring: userListQuerySchema,
        response: { 200: pageSchema(publicUserSchema), ...errorResponses(400) },
      },
    },
    (request) => service.listPublicUsers(deps, request.query),
  );

  api.get(
    '/user/:id',
    {
      config: { cachedBy: ['users'] },
      schema: {
        tags: ['users'],
        summary: 'One public profile',
        params: idParamsSchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 404) },
      },
    },
    (request) => service.getPublicUser(deps, request.params.id),
  );

  api.patch(
    '/user/update/:id',
    {
      preHandler: [app.requireUser, profileLimit],
      schema: {
        tags: ['users'],
        summary: 'Update your own name, about and watched tags',
        security: bearerSecurity,
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: selfUserSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.updateUser(deps, requireActor(request), request.params.id, request.body),
  );

  api.patch(
    '/user/addFriend/:id',
    {
      preHandler: [app.requireUser, profileLimit],
      config: { invalidates: ['users'] },
      schema: {
        tags: ['users'],
        summary: 'Replace your list of followed users',
        security: bearerSecurity,
        params: idParamsSchema,
        body: addFriendBodySchema,
        response: { 200: selfUserSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) => service.setFriends(deps, requireActor(request), request.params.id, request.body),
  );
}
