import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SITE_ACCESS_MESSAGES } from '@stackhive/shared';
import { unauthorized } from '../../core/errors.js';
import { sessionUser } from './auth.plugin.js';

/**
 * The API a visitor of a members-only site may call (SITE_ACCESS=members, issue 33): signing
 * up and in, proving an address, resetting a password, and the health check and site settings
 * (the web app reads its mode and contact details before anyone signs in).
 */
const OPEN_API = new Set([
  '/api/health',
  '/api/site',
  '/api/user/signup',
  '/api/user/login',
  '/api/verification/sendOTPVerification',
  '/api/verification/resendOTPVerification',
  '/api/verification/verifyOTP',
  '/api/verification/sendResetMail',
  '/api/verification/resetPassword',
]);

/**
 * A members-only site: every other API request needs a live session, checked here, before
 * anything else runs, the response cache's hits included (they are served by a route's own
 * onRequest hook, which runs after this global one). A page's HTML carries no content in this
 * mode (render/spa.ts), robots.txt disallows everything and the sitemaps are gone (seo). Files
 * under /media stay reachable by their unguessable names: images load without credentials.
 */
export const siteAccessPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;
  if (deps.config.siteAccess !== 'members') return;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    if (!pathname.startsWith('/api/') || OPEN_API.has(pathname)) return;
    // The live stream takes a ticket in its query (EventSource sends no headers); only a
    // session gets one, and the stream refuses to open without a valid one (live.routes.ts).
    if (pathname === '/api/live' && new URLSearchParams(query).has('ticket')) return;
    if (!(await sessionUser(deps, request))) throw unauthorized(SITE_ACCESS_MESSAGES.membersOnly);
  });
});
