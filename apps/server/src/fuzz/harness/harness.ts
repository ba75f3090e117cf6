import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
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
import { refreshPool, seedPool } from './fixtures.js';
import { harvest } from './harvest.js';
import { MEDIA_SERVE, seedFor } from './operations.js';
import { PINO_ERROR, PINO_WARN, type LogRecord, type RouteStats } from './records.js';
import { send } from './transport.js';

const PROFILE = process.env.FUZZ_PROFILE === '1';
/** Triage only: failures whose problem text matches this pattern are let through. */
const IGNORE = process.env.FUZZ_IGNORE ? new RegExp(process.env.FUZZ_IGNORE) : undefined;

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

  /** The pool the generators aim at, seeded once per app. */
  private async seed(): Promise<void> {
    this.pool = await seedPool(this.t, () => this.nextAddress());
    await this.refresh();
  }

  /** Fresh rows and a fresh token before each route (fixtures.ts). */
  async refresh(): Promise<void> {
    await refreshPool(this.t, this.pool, () => this.nextAddress());
  }

  /** Sends one request, a hang reported as an error (transport.ts). */
  async send(request: Materialized): Promise<LightMyRequestResponse> {
    return send(this.t.app, request);
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
