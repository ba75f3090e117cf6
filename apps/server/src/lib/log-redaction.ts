import type { FastifyRequest } from 'fastify';

/**
 * Keeps the secrets some URLs carry out of the logs (issue 30): a reset link's token
 * (`/reset-password/{token}`), an unsubscribe link's signature, a live stream's ticket, and
 * any other query parameter named like a credential. Logs are read by more people, kept
 * longer and shipped further than the database, and each of these opens an account or acts
 * for one.
 */
const SECRET_PATH = /^(\/reset-password\/)[^?#]*/i;
const SECRET_PARAM =
  /([?&](?:signature|sig|ticket|token|access_token|code|otp|secret|password|key)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
}

/** What a pino logger is given: a level and, in tests, where its lines go. */
export interface LogOptions {
  level: string;
  stream?: { write(line: string): void };
}

/**
 * The logger options for Fastify: the ones asked for, with serializers that redact the
 * request's URL (Fastify's own request line, and every error logged with the request) and
 * any `url` a route logs itself. Otherwise the fields of Fastify's default request line.
 */
export function redactingLogger(logger: boolean | LogOptions): false | LogOptions {
  if (logger === false) return false;
  const options = logger === true ? { level: 'info' } : logger;
  return {
    ...options,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
  } as LogOptions;
}
