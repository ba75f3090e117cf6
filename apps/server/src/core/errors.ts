import { MESSAGES } from '@stackhive/shared';

/**
 * An error whose message is safe to show the client, with the status to answer. Anything
 * may throw one (a feature, a helper in lib/, an adapter in infra/); the Fastify error
 * handler in plugins/errors.ts turns it into the `{ message }` answer.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A quota used up (429): the client may try again after `retryAfterSeconds`. */
export class TooManyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.unauthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.notYours) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
