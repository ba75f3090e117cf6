import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@stackhive/shared';
import type { AppDeps } from './core/app-context.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { postgresTextLocaleProblem } from './db/text-locale.js';
import { authPlugin } from './features/auth/auth.plugin.js';
import { commentsRoutes } from './features/community/comments.routes.js';
import { communityRoutes } from './features/community/community.routes.js';
import { moderationRoutes } from './features/community/moderation.routes.js';
import { mediaServeRoutes, mediaUploadRoutes } from './features/media/media.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { TokenService } from './core/tokens.js';
import { healthRoutes } from './features/health/health.routes.js';
import { questionsRoomRoutes, teamGatePlugin } from './features/questions/index.js';
import { userActivityRoutes } from './features/users/user-activity.routes.js';
import { searchRoutes } from './features/search/search.routes.js';
import { similarQuestionsRoutes } from './features/search/similar-questions.routes.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { searchFormRoutes } from './features/search/search-form.routes.js';
import { verificationRoutes } from './features/verification/verification.routes.js';
import { feedbackRoutes } from './features/feedback/feedback.routes.js';
import { chatbotRoutes } from './features/chatbot/chatbot.routes.js';
import { bookmarksRoutes } from './features/bookmarks/bookmarks.routes.js';
import { reputationRoutes } from './features/reputation/reputation.routes.js';
import { badgesRoutes } from './features/badges/badges.routes.js';
import { siteRoutes } from './features/site/site.routes.js';
import { usersRoutes } from './features/users/users.routes.js';
import { registerErrorHandling } from './plugins/errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { responseCachePlugin } from './plugins/response-cache.js';
import { responseSerializerCompiler } from './plugins/response-serializer.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { registerSpa } from './render/spa.js';
import { createMailer } from './infra/mail/mailer.js';
import { createLiveHub } from './infra/live-hub.js';
import { liveRoutes } from './features/live/live.routes.js';
import { notificationsRoutes } from './features/notifications/notifications.routes.js';
import { teamsRoutes } from './features/teams/teams.routes.js';
import { teamTagsRoutes } from './features/teams/team-tags.routes.js';
import { moderationRoomRoutes } from './features/moderation/moderation.routes.js';
import { flagsRoutes } from './features/moderation/flags.routes.js';
import { suspensionGatePlugin } from './features/moderation/suspension-gate.plugin.js';
import { livePublishPlugin } from './plugins/live-publish.js';
import { siteAccessPlugin } from './features/auth/site-access.plugin.js';
import { openStorage } from './infra/storage/index.js';
import { seedDemoIfEmpty } from './seed/seed.js';
import { redactingLogger, type LogOptions } from './lib/log-redaction.js';

/** Every feature's routes, mounted under /api. A new feature adds one line here. */
const FEATURE_ROUTES = [
  healthRoutes,
  siteRoutes,
  authRoutes,
  usersRoutes,
  ...questionsRoomRoutes,
  userActivityRoutes,
  mediaUploadRoutes,
  communityRoutes,
  commentsRoutes,
  moderationRoutes,
  searchRoutes,
  similarQuestionsRoutes,
  verificationRoutes,
  feedbackRoutes,
  chatbotRoutes,
  bookmarksRoutes,
  reputationRoutes,
  badgesRoutes,
  notificationsRoutes,
  liveRoutes,
  teamsRoutes,
  teamTagsRoutes,
  moderationRoomRoutes,
  flagsRoutes,
];

export interface BuildOptions {
  /** A pino logger configuration or `false`; defaults to the configured level. */
  logger?: boolean | LogOptions;
  /** The clock expiry rules read; tests move it forward. */
  clock?: () => number;
  /** Called with every SQL statement run (tests count statements per request). */
  onQuery?: (sql: string) => void;
  /** Called with every route as it is registered (a test holds the API description to them). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the whole application from a config object: database (migrated), plugins, routes
 * and the SPA. Tests call this and use `app.inject`; `main.ts` only listens.
 */
export async function buildApp(
  config: AppConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const database = await openDatabase(config, options.onQuery);
  const app = Fastify({
    // Request lines and errors name the URL: redacted, as some carry a secret (issue 30).
    logger: redactingLogger(options.logger ?? { level: config.logLevel }),
    bodyLimit: LIMITS.jsonBodyBytes,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Leave the database to onClose; in-flight requests finish before it runs.
    forceCloseConnections: 'idle',
    // Malformed URLs (bad percent-encoding) answer like every other error: `{ message }`.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply).status(400).send({ message: error.message });
    },
  });
  app.addHook('onClose', () => database.close());
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  try {
    if (database.engine === 'postgres') {
      const problem = await postgresTextLocaleProblem(database.db);
      if (problem) app.log.warn(problem);
    }
    const media = await openStorage(config.storage);
    app.addHook('onClose', async () => media.close());
    const deps: AppDeps = {
      db: database.db,
      engine: database.engine,
      config,
      tokens: new TokenService(config.jwtSecret, config.tokenTtlSeconds),
      storage: media.storage,
      mailer: createMailer(config.mail, app.log),
      live: createLiveHub(
        app.log,
        config.redisUrl
          ? { url: config.redisUrl, channel: `${config.redisPrefix}:live` }
          : undefined,
      ),
      clock: options.clock ?? Date.now,
    };
    app.addHook('onClose', async () => deps.mailer.close());
    app.addHook('onClose', () => deps.live.close());
    app.decorate('deps', deps);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    registerErrorHandling(app);
    app.addHook('onSend', (request, reply, payload, done) => {
      void reply.header('x-request-id', request.id);
      done(null, payload);
    });

    await app.register(securityHeadersPlugin);
    // Before the response cache: a members-only site checks the session before any hit.
    await app.register(siteAccessPlugin);
    // After the security headers (hits carry them), before compression (entries are plain JSON).
    await app.register(responseCachePlugin);
    await app.register(compress, { threshold: 1024 });

    await app.register(
      async (api) => {
        registerTextGuard(api);
        await api.register(rateLimitPlugin);
        await api.register(openApiPlugin);
        await api.register(authPlugin);
        await api.register(livePublishPlugin);
        await api.register(teamGatePlugin);
        await api.register(suspensionGatePlugin);
        for (const routes of FEATURE_ROUTES) await api.register(routes);
      },
      { prefix: '/api' },
    );
    await app.register(mediaServeRoutes);
    // robots.txt and the sitemaps live at the root, where crawlers look for them.
    await app.register(seoRoutes);
    await app.register(searchFormRoutes);
    await registerSpa(app, config.webDist);
    await app.ready();
    if (config.seedDemoNote) app.log[config.seedDemoNote.level](config.seedDemoNote.message);
    if (config.seedDemo) await seedDemoIfEmpty(deps);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
