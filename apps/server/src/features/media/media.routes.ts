import multipart from '@fastify/multipart';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIMITS, MESSAGES, uploadResponseSchema } from '@stackhive/shared';
import { bearerSecurity, errorResponses } from '../../plugins/openapi.js';
import { badRequest, HttpError, notFound } from '../../core/errors.js';
import { MINUTE, limitPerUser } from '../../plugins/rate-limit.js';
import { requireActor } from '../../core/actor.js';
import { parseRange } from './range.js';
import { findMedia } from './media.repository.js';
import { storeUpload } from './media.service.js';
import { startMediaSweep } from './media-sweep.js';
import { authPlugin } from '../auth/index.js';

/** `POST /api/media`: one multipart file, answered `{ secure_url }` (DECISIONS 12). */
export async function mediaUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fileSize: LIMITS.videoBytes, fields: 5, fieldSize: 1024, parts: 6 },
    throwFileSizeLimit: false,
  });
  const { deps } = app;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/media',
    {
      preHandler: [app.requireUser, limitPerUser(app, 'upload', 120, 60 * MINUTE)],
      config: { invalidates: [] },
      schema: {
        tags: ['media'],
        summary: 'Upload an image or a video (multipart field `file`)',
        description:
          'Images: jpeg, png, gif, webp up to 10 MB. Videos: mp4, mov, avi, mkv, webm up to 100 MB. ' +
          'The type is detected from the content and a video must be a complete, well-formed ' +
          'container; anything else answers 415. Past the per-user storage quota (MEDIA_QUOTA_MB) ' +
          'answers 413. Until a post attaches it, the file is served to its uploader only, and ' +
          'it is deleted after MEDIA_UNATTACHED_TTL.',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new HttpError(415, MESSAGES.fileRequired);
      // A missing or wrong boundary is the client's mistake (multipart's own 413 stays 413).
      const file = await request.file().catch((error: { statusCode?: number }) => {
        throw error.statusCode && error.statusCode < 500
          ? error
          : badRequest(MESSAGES.fileRequired);
      });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw badRequest(MESSAGES.fileRequired);
      }
      watchTruncation(request.raw, file.file);
      return { secure_url: await storeUpload(deps, requireActor(request), file.file) };
    },
  );
}

/**
 * A multipart body that ends before the file's closing boundary leaves the file stream open
 * for ever. Once the request itself has ended, every byte of the file has been handed over
 * (the parser honours backpressure), so a file stream still open a little later was cut.
 */
function watchTruncation(raw: IncomingMessage, file: Readable): void {
  const check = () => {
    const timer = setTimeout(() => {
      if (!file.readableEnded && !file.destroyed)
        file.destroy(badRequest(MESSAGES.uploadTruncated));
    }, 2000);
    timer.unref();
    file.once('close', () => clearTimeout(timer));
  };
  if (raw.complete || raw.readableEnded) check();
  else raw.once('end', check);
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * `GET /media/:key`: the stored file with its true content type, `nosniff`, long caching
 * (keys never change content) and HTTP range requests so videos can seek. An upload no post
 * uses yet is its uploader's alone (issue 30: no free file hosting): 404 for anyone else,
 * and never kept by a shared cache. Also runs the sweep of uploads never posted.
 */
export async function mediaServeRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // The bearer token, read as under /api: an uploader previews their own unattached upload.
  await app.register(authPlugin);
  app.addHook('onClose', startMediaSweep(deps, app.log));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/:key',
    {
      schema: {
        hide: true,
        params: z.object({ key: z.string().regex(/^[a-z0-9-]+\.[a-z0-9]+$/, 'key is malformed') }),
      },
    },
    async (request, reply) => {
      const row = await findMedia(deps.db, request.params.key);
      const attached = row?.attachedAt != null;
      if (!row || !attached) {
        // Not public (yet): its uploader alone, whose token is read only here. The answer
        // depends on who asks, so no shared cache keeps it.
        void reply.header('cache-control', 'private, no-store');
        if (row) await app.optionalUser(request);
        if (!row || request.user?.id !== row.ownerId) throw notFound();
      }
      const size = Number(row.size);
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .send({ message: 'Range not satisfiable.' });
      }
      void reply
        .header('content-type', row.contentType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          attached ? `public, max-age=${YEAR_SECONDS}, immutable` : 'private, no-store',
        )
        .header('accept-ranges', 'bytes')
        .header('content-security-policy', "default-src 'none'; sandbox");
      if (range) {
        void reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
        return reply.send(await deps.storage.read(row.key, range));
      }
      void reply.header('content-length', size);
      return reply.send(await deps.storage.read(row.key));
    },
  );
}
