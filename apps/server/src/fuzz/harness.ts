import { createHmac } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@stackhive/shared';
import type { AppConfig } from '../config.js';
import { asUser, createTestApp, signUp, upload, type TestApp } from '../test/helpers.js';
import { SAMPLES } from '../test/media-samples.js';
import {
  describeRequest,
  materialize,
  operationsOf,
  requestPlan,
  type AuthKind,
  type Materialized,
  type Operation,
  type Pool,
} from './generators.js';

/** A pino log line at warn level or above, as the app wrote it. */
export interface LogRecord {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  [key: string]: unknown;
}

export interface RouteStats {
  requests: number;
  statuses: Record<number, number>;
  ms: number;
}

const PROFILE = process.env.FUZZ_PROFILE === '1';
/** Triage only: failures whose problem text matches this pattern are let through. */
const IGNORE = process.env.FUZZ_IGNORE ? new RegExp(process.env.FUZZ_IGNORE) : undefined;
const PINO_WARN = 40;
const PINO_ERROR = 50;
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'correct horse 1';
/** A 4xx message must never show the database's or the runtime's own words. */
// Case-sensitive: Fastify's URL errors echo the (fuzzed, SQL-ish) URL back, which is fine.
const LEAK =
  /SQLITE_[A-Z]+\b|no such (table|column)|syntax error at or near|relation "[^"]*" does not exist|violates [a-z ]*constraint|\n\s+at \S+ \(|node_modules\//;

/** `GET /media/{key}` is hidden from OpenAPI (it is not under /api) but takes input too. */
const MEDIA_SERVE: Operation = {
  key: 'GET /media/{key}',
  method: 'GET',
  path: '/media/{key}',
  pathParams: [{ name: 'key', required: true, schema: { type: 'string' } }],
  queryParams: [],
  body: undefined,
  multipart: false,
  secured: false,
  textReply: false,
};

/** The response body as text, decompressed when the app compressed it (inject does not). */
export function decodedBody(response: LightMyRequestResponse): string {
  const encoding = String(response.headers['content-encoding'] ?? '');
  const raw = response.rawPayload;
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return response.body;
}

function hs256(secret: string, header: object, payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

function hs512(secret: string, payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'HS512', typ: 'JWT' })}.${encode(payload)}`;
  return `${input}.${createHmac('sha512', secret).update(input).digest('base64url')}`;
}

/** Stable per-route seeds, so adding a route does not change the others' requests. */
function seedFor(base: number, key: string): number {
  let hash = 2166136261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (base ^ hash) | 0;
}

/**
 * One app under fuzz: built with a logger that records warn and error lines, a pool of real
 * users, tokens, rows, cursors and media for the generators to aim at, and the checks every
 * response must pass.
 */
export class Harness {
  readonly logs: LogRecord[] = [];
  readonly rejections: unknown[] = [];
  readonly stats = new Map<string, RouteStats>();
  /** With FUZZ_PROFILE=1: every request's time, to find what makes a run slow. */
  readonly slowest: { ms: number; what: string }[] = [];
  t!: TestApp;
  pool!: Pool;
  operations: Operation[] = [];
  private addressCounter = 0;
  private readonly onRejection = (reason: unknown) => this.rejections.push(reason);
  private readonly onException = (error: unknown) => this.rejections.push(error);

  async start(overrides: Partial<AppConfig> = {}): Promise<void> {
    process.on('unhandledRejection', this.onRejection);
    process.on('uncaughtException', this.onException);
    const stream = {
      write: (line: string) => {
        try {
          this.logs.push(JSON.parse(line) as LogRecord);
        } catch {
          this.logs.push({ level: PINO_ERROR, msg: `unparsable log line: ${line}` });
        }
      },
    };
    // createTestApp passes its options on to buildApp, which takes a pino configuration.
    const options = { logger: { level: 'warn', stream } } as unknown as Parameters<
      typeof createTestApp
    >[1];
    this.t = await createTestApp(overrides, options);
    const spec = await this.t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    this.operations = [...operationsOf(spec.json()), MEDIA_SERVE];
    await this.seed();
  }

  async stop(): Promise<void> {
    process.off('unhandledRejection', this.onRejection);
    process.off('uncaughtException', this.onException);
    await this.t?.close();
  }

  private nextAddress(): string {
    this.addressCounter += 1;
    return `10.9.${Math.floor(this.addressCounter / 250)}.${(this.addressCounter % 250) + 1}`;
  }

  /** Users (one of them admin), tokens of every kind, and some content to point at. */
  private async seed(): Promise<void> {
    const { app, config } = this.t;
    const admin = await signUp(app, {
      email: config.adminEmails[0],
      remoteAddress: this.nextAddress(),
    });
    const actor = await signUp(app, { password: PASSWORD, remoteAddress: this.nextAddress() });
    const other = await signUp(app, { remoteAddress: this.nextAddress() });
    const claims = JSON.parse(
      Buffer.from(actor.token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sub: string; ver: number; iat: number; exp: number };
    const now = Math.floor(Date.now() / 1000);
    const secret = config.jwtSecret;
    const header = { alg: 'HS256', typ: 'JWT' };
    const good = { sub: claims.sub, ver: claims.ver, iat: now, exp: now + 3600 };
    const tokens: Record<AuthKind, string> = {
      none: '',
      valid: actor.token,
      admin: admin.token,
      other: other.token,
      expired: hs256(secret, header, { ...good, iat: now - 7200, exp: now - 3600 }),
      notYetValid: hs256(secret, header, { ...good, nbf: now + 3600 }),
      badSignature: hs256(`${secret}x`, header, good),
      algNone: `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(good)).toString('base64url')}.`,
      algHs512: hs512(secret, good),
      algRs256Header: hs256(secret, { alg: 'RS256', typ: 'JWT' }, good),
      unknownUser: hs256(secret, header, { ...good, sub: 'nobody-at-all' }),
      staleVersion: hs256(secret, header, { ...good, ver: claims.ver + 1 }),
      subNumber: hs256(secret, header, { ...good, sub: 12345 }),
      subNul: hs256(secret, header, { ...good, sub: `${claims.sub}\u0000` }),
      subHuge: hs256(secret, header, { ...good, sub: 'x'.repeat(10_000) }),
      subSqlish: hs256(secret, header, { ...good, sub: "' OR 1=1 --" }),
      verString: hs256(secret, header, { ...good, ver: String(claims.ver) }),
      noExp: hs256(secret, header, { sub: claims.sub, ver: claims.ver, iat: now }),
      truncated: actor.token.slice(0, -10),
      huge: 'a'.repeat(16_000),
    };
    const mediaUrl = await upload(app, actor.token, SAMPLES.png);
    // The chatbot answers verified users only (as its own test does, straight in the table).
    await app.deps.db
      .updateTable('users')
      .set({ emailVerified: 1 })
      .where('id', 'in', [actor.result._id, admin.result._id])
      .execute();
    this.pool = {
      entityIds: [],
      questionIds: [],
      answerIds: [],
      postIds: [],
      commentIds: [],
      userIds: [actor.result._id, other.result._id, admin.result._id],
      emails: [actor.result.email, other.result.email, admin.result.email],
      cursors: [],
      mediaUrls: [mediaUrl],
      mediaKeys: [mediaUrl.split('/').at(-1) ?? ''],
      actor: { id: actor.result._id, email: actor.result.email, password: PASSWORD },
      accounts: {
        valid: { id: actor.result._id, email: actor.result.email },
        admin: { id: admin.result._id, email: admin.result.email },
        other: { id: other.result._id, email: other.result.email },
      },
      tokens,
    };
    await this.refresh();
  }

  /**
   * Before each route: a fresh valid token for the actor (in case the fuzz logged them out),
   * and a fresh question with an answer and a post with a comment, so there are rows to hit.
   */
  async refresh(): Promise<void> {
    const { app } = this.t;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: this.nextAddress(),
      payload: { email: this.pool.actor.email, password: this.pool.actor.password },
    });
    if (login.statusCode === 200) this.pool.tokens.valid = login.json<{ token: string }>().token;
    const actor = this.pool.tokens.valid;
    const other = this.pool.tokens.other;
    const send = async (token: string, options: InjectOptions) => {
      const response = await app.inject(
        asUser(token, { ...options, remoteAddress: this.nextAddress() }),
      );
      this.harvest(response);
      return response.statusCode === 200 ? (response.json() as { _id?: string }) : undefined;
    };
    const ask = {
      questionTitle: 'Fuzz question title',
      questionBody: 'Body of the question',
      questionTags: ['javascript'],
    };
    await send(other, { method: 'POST', url: '/api/questions/Ask', payload: ask });
    const question = await send(actor, { method: 'POST', url: '/api/questions/Ask', payload: ask });
    if (question?._id)
      for (const token of [other, actor])
        await send(token, {
          method: 'PATCH',
          url: `/api/answer/post/${question._id}`,
          payload: { answerBody: 'An answer' },
        });
    await send(other, {
      method: 'POST',
      url: '/api/community/new-post',
      payload: { postTitle: 'Another fuzz post', postBody: 'Body' },
    });
    const post = await send(actor, {
      method: 'POST',
      url: '/api/community/new-post',
      payload: {
        postTitle: 'Fuzz post',
        postBody: 'Body',
        postContent: this.pool.mediaUrls.slice(0, 1),
      },
    });
    if (post?._id) {
      for (const token of [other, actor])
        await send(token, {
          method: 'PATCH',
          url: `/api/comment/post/${post._id}`,
          payload: { commentBody: 'A comment' },
        });
      await send(other, { method: 'PATCH', url: `/api/community/report/${post._id}`, payload: {} });
      await send(other, { method: 'GET', url: `/api/community/post/${post._id}/comments?limit=1` });
    }
    for (const url of [
      '/api/questions/get?limit=1',
      '/api/community/get?limit=1',
      '/api/user/getAllUsers?limit=1',
      '/api/search?q=fuzz&limit=1&type=posts',
      '/api/search?q=fu&limit=1',
      '/api/search?q=a&limit=1&type=tags',
    ])
      await send(actor, { method: 'GET', url });
    await send(this.pool.tokens.admin, { method: 'GET', url: '/api/community/reported?limit=1' });
  }

  /** Keeps ids, cursors and media URLs from successful answers for later requests. */
  private harvest(response: LightMyRequestResponse): void {
    if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json'))
      return;
    let body: unknown;
    try {
      body = JSON.parse(decodedBody(response));
    } catch {
      return;
    }
    const add = (list: string[], value: string) => {
      if (list.includes(value)) return;
      list.push(value);
      if (list.length > 300) list.splice(3, 1);
    };
    const walk = (value: unknown, depth: number) => {
      if (depth > 6 || typeof value !== 'object' || value === null) return;
      if (Array.isArray(value)) {
        for (const item of value.slice(0, 5)) walk(item, depth + 1);
        return;
      }
      const record = value as Record<string, unknown>;
      if (typeof record._id === 'string') {
        const id = record._id;
        add(this.pool.entityIds, id);
        if ('questionTitle' in record) add(this.pool.questionIds, id);
        else if ('answerBody' in record) add(this.pool.answerIds, id);
        else if ('postTitle' in record) add(this.pool.postIds, id);
        else if ('commentBody' in record) add(this.pool.commentIds, id);
        else if ('email' in record || 'about' in record || 'joinedOn' in record)
          add(this.pool.userIds, id);
      }
      if (typeof record.nextCursor === 'string') add(this.pool.cursors, record.nextCursor);
      if (typeof record.secure_url === 'string') {
        add(this.pool.mediaUrls, record.secure_url);
        add(this.pool.mediaKeys, record.secure_url.split('/').at(-1) ?? '');
      }
      for (const child of Object.values(record)) walk(child, depth + 1);
    };
    walk(body, 0);
  }

  /** Sends one request; a reply that takes longer than the timeout is reported as a hang. */
  async send(request: Materialized): Promise<LightMyRequestResponse> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no reply within ${REQUEST_TIMEOUT_MS} ms (hang)`)),
        REQUEST_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([
        this.t.app.inject({
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          remoteAddress: request.remoteAddress,
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** What is wrong with this exchange, if anything: the pass criteria of issue 8. */
  private problems(
    request: Materialized,
    response: LightMyRequestResponse,
    logsBefore: number,
    rejectionsBefore: number,
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
    const errors = this.logs.slice(logsBefore).filter((log) => log.level >= PINO_ERROR);
    for (const log of errors)
      problems.push(
        `logged at error level: ${log.msg ?? ''} ${log.err?.stack ?? log.err?.message ?? ''}`,
      );
    for (const reason of this.rejections.slice(rejectionsBefore))
      problems.push(
        `unhandled rejection: ${reason instanceof Error ? reason.stack : String(reason)}`,
      );
    return problems;
  }

  /** Sends `numRuns` generated requests to one operation; throws fast-check's report on failure. */
  async fuzz(
    operation: Operation,
    numRuns: number,
    seed: number,
    rateLimited = false,
  ): Promise<RouteStats> {
    const stats: RouteStats = { requests: 0, statuses: {}, ms: 0 };
    this.stats.set(operation.key, stats);
    const started = performance.now();
    try {
      await fc.assert(
        fc.asyncProperty(requestPlan(operation), async (plan) => {
          const begun = performance.now();
          const request = materialize(operation, plan, this.pool);
          const logsBefore = this.logs.length;
          const rejectionsBefore = this.rejections.length;
          let response: LightMyRequestResponse;
          try {
            response = await this.send(request);
          } catch (error) {
            if (IGNORE && IGNORE.test((error as Error).message)) return;
            throw new Error(
              `${operation.key}: ${(error as Error).message}\n  ${describeRequest(request)}`,
            );
          } finally {
            stats.requests += 1;
          }
          // Let rejections that were left unhandled surface before judging.
          await new Promise((resolve) => setImmediate(resolve));
          stats.statuses[response.statusCode] = (stats.statuses[response.statusCode] ?? 0) + 1;
          this.harvest(response);
          const problems = this.problems(
            request,
            response,
            logsBefore,
            rejectionsBefore,
            rateLimited,
            operation,
          );
          if (PROFILE)
            this.slowest.push({
              ms: performance.now() - begun,
              what: describeRequest(request).slice(0, 300),
            });
          if (problems.length > 0 && !(IGNORE && IGNORE.test(problems.join('; ')))) {
            throw new Error(
              `${operation.key}: ${problems.join('; ')}\n  ${describeRequest(request)}\n` +
                `  → ${response.statusCode} ${response.body.slice(0, 500)}`,
            );
          }
        }),
        {
          seed: seedFor(seed, operation.key),
          numRuns,
          endOnFailure: process.env.FUZZ_SHRINK === '0',
        },
      );
    } finally {
      stats.ms = performance.now() - started;
    }
    return stats;
  }

  /** `/api/health` still answers `{ status: 'ok' }`. */
  async healthy(): Promise<unknown> {
    const response = await this.t.app.inject({ method: 'GET', url: '/api/health' });
    return { status: response.statusCode, body: response.json() };
  }

  /** Warnings the app logged (not failures, but worth reading: validators to tighten). */
  warnings(): LogRecord[] {
    return this.logs.filter((log) => log.level >= PINO_WARN && log.level < PINO_ERROR);
  }
}

export function summarize(stats: Map<string, RouteStats>): string {
  const lines = [...stats.entries()].map(([key, route]) => {
    const statuses = Object.entries(route.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
    return `${key.padEnd(44)} ${String(route.requests).padStart(6)} req ${(route.ms / 1000).toFixed(1).padStart(6)} s  ${statuses}`;
  });
  const total = [...stats.values()].reduce((sum, route) => sum + route.requests, 0);
  const ms = [...stats.values()].reduce((sum, route) => sum + route.ms, 0);
  return [
    ...lines,
    `total: ${total} requests to ${stats.size} routes in ${(ms / 1000).toFixed(1)} s`,
  ].join('\n');
}
