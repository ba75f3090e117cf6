import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@stackhive/shared';
import type { Materialized, Operation } from '../generators/index.js';
import { decodedBody } from './decode.js';
import { PINO_ERROR, type LogRecord } from './records.js';

/**
 * Checks: what every exchange must pass (issue 8): no 5xx but the documented 503 "busy",
 * every 4xx with a JSON message that leaks no internals, 429s with retry-after, JSON from the
 * API, nothing logged at error level and no unhandled rejection.
 */

/** A 4xx message must never show the database's or the runtime's own words. */
// Case-sensitive: Fastify's URL errors echo the (fuzzed, SQL-ish) URL back, which is fine.
const LEAK =
  /SQLITE_[A-Z]+\b|no such (table|column)|syntax error at or near|relation "[^"]*" does not exist|violates [a-z ]*constraint|\n\s+at \S+ \(|node_modules\//;

/**
 * What is wrong with this exchange, if anything: the pass criteria of issue 8. `logs` and
 * `rejections` are those recorded since the request was sent.
 */
export function problemsOf(
  request: Materialized,
  response: LightMyRequestResponse,
  logs: LogRecord[],
  rejections: unknown[],
  rateLimited: boolean,
  operation: Operation,
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  let body: { message?: unknown } | undefined;
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (isJson && request.method !== 'HEAD') {
    try {
      body = JSON.parse(decodedBody(response)) as { message?: unknown };
    } catch {
      problems.push('the body is not valid JSON although the content type says so');
    }
  }
  if (status >= 500 && !(status === 503 && body?.message === MESSAGES.serviceBusy))
    problems.push(`answered ${status}`);
  if (status >= 400 && request.method !== 'HEAD') {
    if (!isJson)
      problems.push(`a ${status} without a JSON body (${response.headers['content-type']})`);
    else if (typeof body?.message !== 'string' || body.message.length === 0)
      problems.push(`a ${status} without a message string`);
    else if (LEAK.test(body.message)) problems.push(`a ${status} whose message leaks internals`);
  }
  if (status === 429 && !response.headers['retry-after'])
    problems.push('a 429 without retry-after');
  if (status === 429 && !rateLimited) problems.push('a 429 with rate limits off');
  if (
    status >= 200 &&
    status < 300 &&
    request.url.startsWith('/api/') &&
    request.method !== 'HEAD' &&
    !isJson &&
    !operation.textReply
  )
    problems.push(`a ${status} from the API that is not JSON`);
  const errors = logs.filter((log) => log.level >= PINO_ERROR);
  for (const log of errors)
    problems.push(
      `logged at error level: ${log.msg ?? ''} ${log.err?.stack ?? log.err?.message ?? ''}`,
    );
  for (const reason of rejections)
    problems.push(
      `unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`,
    );
  return problems;
}
