import { gzipSync } from 'node:zlib';
import { LIMITS } from '@stackhive/shared';
import { buildMultipart } from './multipart.js';
import type { Operation } from './openapi.js';
import type { RequestPlan } from './requests.js';
import { Huge, Ref, type AuthKind } from './symbolic.js';
import type { SegmentPlan } from './urls.js';

/**
 * Materializing: turns a request plan into the request to send, with symbolic values resolved
 * against the pool of real things, and describes a request for failure reports.
 */

export interface Pool {
  entityIds: string[];
  questionIds: string[];
  answerIds: string[];
  postIds: string[];
  commentIds: string[];
  userIds: string[];
  emails: string[];
  cursors: string[];
  mediaUrls: string[];
  mediaKeys: string[];
  actor: { id: string; email: string; password: string };
  /** The users behind the real tokens: `actorId` and `actorEmail` name the one sending. */
  accounts: Partial<Record<AuthKind, { id: string; email: string }>>;
  tokens: Record<AuthKind, string>;
}

export interface Materialized {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
  remoteAddress: string;
}

const pick = (list: string[], n: number, fallback: string) =>
  list.length === 0 ? fallback : (list[n % list.length] as string);

export function resolveRef(ref: Ref, pool: Pool): string {
  switch (ref.kind) {
    case 'entityId':
      return pick(pool.entityIds, ref.n, 'missing');
    case 'questionId':
    case 'answerId':
    case 'postId':
    case 'commentId':
      return pick(pool[`${ref.kind}s`], ref.n, pick(pool.entityIds, ref.n, 'missing'));
    case 'userId':
      return pick(pool.userIds, ref.n, pool.actor.id);
    case 'actorId':
      return pool.actor.id;
    case 'email':
      return pick(pool.emails, ref.n, pool.actor.email);
    case 'actorEmail':
      return ref.n % 5 === 0 ? pool.actor.email.toUpperCase() : pool.actor.email;
    case 'cursor':
      return pick(pool.cursors, ref.n, '');
    case 'mediaUrl':
      return pick(pool.mediaUrls, ref.n, 'http://stackhive.test/media/none.png');
    case 'mediaKey':
      return pick(pool.mediaKeys, ref.n, 'none.png');
    case 'password':
      return pool.actor.password;
  }
}

function resolveDeep(value: unknown, pool: Pool): unknown {
  if (value instanceof Ref) return resolveRef(value, pool);
  if (value instanceof Huge) return value.build();
  if (Array.isArray(value)) return value.map((item) => resolveDeep(item, pool));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, resolveDeep(child, pool)]),
    );
  return value;
}

const resolveText = (value: string | Huge | Ref, pool: Pool) =>
  value instanceof Ref ? resolveRef(value, pool) : value instanceof Huge ? value.build() : value;

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as browsers do). */
export function percentEncode(text: string): string {
  const wellFormed = text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  return encodeURIComponent(wellFormed).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

let bomb: Buffer | undefined;
/** 4 MiB of JSON in a few KiB of gzip: it must be refused at the 1 MiB limit, not inflated. */
function gzipBomb(): Buffer {
  bomb ??= gzipSync(`{"a":"${'a'.repeat(LIMITS.jsonBodyBytes * 4)}"}`);
  return bomb;
}

export function materialize(
  operation: Operation,
  plan: RequestPlan,
  sharedPool: Pool,
): Materialized {
  const account = plan.auth.kind === 'token' ? sharedPool.accounts[plan.auth.token] : undefined;
  const pool = account ? { ...sharedPool, actor: { ...sharedPool.actor, ...account } } : sharedPool;
  let index = 0;
  const path = operation.path.replace(/\{[^}]+\}/g, () => {
    const segment = plan.segments[index++] as SegmentPlan;
    if (segment instanceof Ref) return percentEncode(resolveRef(segment, pool));
    if ('raw' in segment) return segment.raw;
    return percentEncode(resolveText(segment.text, pool));
  });
  const query = plan.query
    .map((part) => {
      if (part.kind === 'literal') return part.text;
      const value = resolveText(part.value, pool);
      return `${percentEncode(part.name)}=${part.encode ? percentEncode(value) : value.replace(/[^\x21-\x7e]|[#&]/g, (c) => percentEncode(c))}`;
    })
    .join('&');
  const headers: Record<string, string> = { ...plan.headers };
  if (plan.auth.kind === 'literal') headers.authorization = plan.auth.value;
  else if (plan.auth.token !== 'none')
    headers.authorization = plan.auth.scheme + pool.tokens[plan.auth.token];

  let payload: string | Buffer | undefined;
  const body = plan.body;
  switch (body.kind) {
    case 'none':
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'json':
      payload = JSON.stringify(resolveDeep(body.value, pool)) ?? 'null';
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'raw':
      payload = resolveText(body.text, pool);
      if (body.contentType !== undefined) headers['content-type'] = body.contentType;
      break;
    case 'truncatedJson': {
      const text = JSON.stringify(resolveDeep(body.value, pool)) ?? 'null';
      payload = text.slice(0, Math.max(1, text.length - 1 - (body.cut % text.length)));
      headers['content-type'] = body.contentType;
      break;
    }
    case 'gzip': {
      payload = body.bomb
        ? gzipBomb()
        : gzipSync(JSON.stringify(resolveDeep(body.value, pool)) ?? 'null');
      headers['content-type'] = 'application/json';
      headers['content-encoding'] = body.encoding;
      break;
    }
    case 'multipart': {
      const built = buildMultipart(body.plan);
      payload = built.payload;
      headers['content-type'] = built.contentType;
      break;
    }
  }
  return {
    method: plan.method,
    url: query ? `${path}?${query}` : path,
    headers,
    payload,
    remoteAddress: plan.remoteAddress,
  };
}

/** The request as text for a failure report (long values shortened). */
export function describeRequest(request: Materialized): string {
  const short = (text: string) =>
    text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
  const payload =
    request.payload === undefined
      ? '(none)'
      : Buffer.isBuffer(request.payload)
        ? `<${request.payload.length} bytes> ${JSON.stringify(short(request.payload.subarray(0, 300).toString('latin1')))}`
        : JSON.stringify(short(request.payload));
  return [
    `${request.method} ${short(request.url)}`,
    `remoteAddress: ${request.remoteAddress}`,
    ...Object.entries(request.headers).map(
      ([name, value]) => `${name}: ${JSON.stringify(short(value))}`,
    ),
    `body: ${payload}`,
  ].join('\n  ');
}
