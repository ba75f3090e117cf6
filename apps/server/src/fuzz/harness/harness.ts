import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../config.js';
import { asUser, createTestApp, signUp, upload, type TestApp } from '../../test/helpers.js';
import { SAMPLES } from '../../test/media-samples.js';
import {
  describeRequest,
  materialize,
  operationsOf,
  requestPlan,
  type Materialized,
  type Operation,
  type Pool,
} from '../generators/index.js';
import { problemsOf } from './checks.js';
import { harvest } from './harvest.js';
import { MEDIA_SERVE, seedFor } from './operations.js';
import { PINO_ERROR, PINO_WARN, type LogRecord, type RouteStats } from './records.js';
import { forgeTokens } from './tokens.js';

const PROFILE = process.env.FUZZ_PROFILE === '1';
/** Triage only: failures whose problem text matches this pattern are let through. */
const IGNORE = process.env.FUZZ_IGNORE ? new RegExp(process.env.FUZZ_IGNORE) : undefined;
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'correct horse 1';

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
    const tokens = forgeTokens(config.jwtSecret, {
      actor: actor.token,
      admin: admin.token,
      other: other.token,
    });
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
      harvest(this.pool, response);
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

  /**
   * Sends one request; a reply that takes longer than the timeout is reported as a hang. An
   * event stream (GET /api/live) never ends by design: its reply counts once its head is
   * there, and the stream is then closed as a browser leaving the page would.
   */
  async send(request: Materialized): Promise<LightMyRequestResponse> {
    if (request.url.startsWith('/api/live?') || request.url === '/api/live')
      return this.sendToStream(request);
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

  private async sendToStream(request: Materialized): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      remoteAddress: request.remoteAddress,
      payloadAsStream: true,
    });
    const streaming = String(response.headers['content-type']).startsWith('text/event-stream');
    if (streaming) {
      response.raw.res.destroy();
      return Object.assign(response, { body: '', rawPayload: Buffer.alloc(0) });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
    const rawPayload = Buffer.concat(chunks);
    const body = rawPayload.toString('utf8');
    return Object.assign(response, { body, rawPayload, json: () => JSON.parse(body) as unknown });
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
          harvest(this.pool, response);
          const problems = problemsOf(
            request,
            response,
            this.logs.slice(logsBefore),
            this.rejections.slice(rejectionsBefore),
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
