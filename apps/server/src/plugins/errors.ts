import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@stackhive/shared';
import { HttpError, TooManyError } from '../core/errors.js';
import { BusyError } from '../lib/gate.js';

/** Fastify's own 4xx codes whose wording we replace with ours. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but declared as JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
};

/**
 * The one error handler (ARCHITECTURE: Server conventions): 4xx messages pass through with
 * the field named; 5xx answers never carry internals and are logged with the request.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'is invalid',
      }));
      const first = issues[0];
      const body: ApiError = {
        message: first ? describeIssue(first.path, first.message) : 'Invalid request.',
        issues,
      };
      return reply.status(400).send(body);
    }
    if (error instanceof BusyError) {
      void reply.header('retry-after', '2');
      return reply.status(503).send({ message: MESSAGES.serviceBusy } satisfies ApiError);
    }
    if (isPostgresDataError(error)) {
      // Input PostgreSQL could not take as the column's type (SQLite would have): the
      // request's fault, never a 500. The validators should have caught it; log to fix them.
      request.log.warn({ err: error }, 'input refused by PostgreSQL');
      return reply.status(400).send({ message: 'Invalid input.' } satisfies ApiError);
    }
    if (error instanceof TooManyError)
      void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message;
      return reply.status(status).send({ message } satisfies ApiError);
    }
    if (error instanceof HttpError) {
      // Deliberate 5xx answers (503 busy) carry our own message.
      return reply.status(status).send({ message: error.message } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status < 600 ? status : 500).send({
      message: MESSAGES.serverError,
    } satisfies ApiError);
  });
}

/** PostgreSQL SQLSTATE class 22: data exceptions (bad text encoding, bad timestamps, ...). */
function isPostgresDataError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in (error as object)
  );
}

/** "body.email: email must be a valid email address", without repeating the field name. */
function describeIssue(path: string, message: string): string {
  const field = path.split('.').slice(1).join('.');
  if (!field) return message;
  const lastSegment = field.split('.').at(-1) ?? field;
  return message.toLowerCase().includes(lastSegment.toLowerCase())
    ? message
    : `${field}: ${message}`;
}
