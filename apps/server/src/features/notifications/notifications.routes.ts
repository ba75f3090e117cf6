import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  unreadCountSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@stackhive/shared';
import { requireActor } from '../../core/actor.js';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { MINUTE, limitPerIp } from '../../plugins/rate-limit.js';
import { startMailSender } from './mail-sender.js';
import * as service from './notifications.service.js';

/** The inbox (issue 18): signed-in only, each user their own. */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  if (deps.config.notificationMailSender) app.addHook('onClose', startMailSender(deps, app.log));

  api.get(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first',
        security: bearerSecurity,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.listNotifications(deps, requireActor(request), request.query),
  );

  api.get(
    '/notifications/unread',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread (the bell)',
        security: bearerSecurity,
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    (request) => service.unreadCount(deps, requireActor(request)),
  );

  api.patch(
    '/notifications/read/:id',
    {
      preHandler: app.requireUser,
      config: { whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of your notifications read; answers the unread count',
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404) },
      },
    },
    (request) => service.markRead(deps, requireActor(request), request.params.id),
  );

  api.patch(
    '/notifications/read-all',
    {
      preHandler: app.requireUser,
      config: { whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        security: bearerSecurity,
        response: { 200: unreadCountSchema, ...errorResponses(401) },
      },
    },
    (request) => service.markAllRead(deps, requireActor(request)),
  );

  api.get(
    '/notifications/preferences',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Which notifications you get by email',
        security: bearerSecurity,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    (request) => service.preferences(deps, requireActor(request)),
  );

  api.put(
    '/notifications/preferences',
    {
      preHandler: app.requireUser,
      config: { whileSuspended: true },
      schema: {
        tags: ['notifications'],
        summary: 'Choose which notifications you get by email',
        security: bearerSecurity,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    (request) => service.setPreferences(deps, requireActor(request), request.body),
  );

  await app.register(async (unsubscribeScope) => {
    // RFC 8058: mail clients send the one-click POST as a form; its body says nothing more.
    unsubscribeScope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    unsubscribeScope.withTypeProvider<ZodTypeProvider>().post(
      '/notifications/unsubscribe',
      {
        onRequest: limitPerIp(app, 'unsubscribe', 30, MINUTE),
        schema: {
          tags: ['notifications'],
          summary:
            'The signed link of a notification mail: stops that kind of mail (or all) without a login (RFC 8058 one-click)',
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResultSchema, ...errorResponses(400, 404, 429) },
        },
      },
      (request) => service.unsubscribe(deps, request.query),
    );
  });
}
