import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Harness } from './harness/harness.js';
import { summarize } from './harness/report.js';

/**
 * Issue 8, "Bad input": every operation of the OpenAPI description (and the media route
 * beside it) gets FUZZ_RUNS generated requests — wrong types, missing and extra fields, huge
 * strings around the 1 MiB body limit, unicode edge cases, bad ids, bad and expired tokens
 * next to a real user's, wrong content types, truncated JSON, odd query strings. No answer
 * may be a 5xx (but the documented 503 "busy"), every 4xx carries `{ message }`, nothing is
 * logged at error level, no rejection goes unhandled, and /api/health is ok afterwards.
 *
 * Fixed seed (FUZZ_SEED, default 42; each route derives its own from its name). A larger run
 * by hand: `FUZZ_RUNS=20000 npx vitest run --project server-sqlite fuzz`. FUZZ_REPORT=1 prints
 * the per-route status counts; FUZZ_SHRINK=0 reports the first failure without shrinking.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);
const RATE_LIMITED_RUNS = Number(
  process.env.FUZZ_RATE_LIMITED_RUNS ?? Math.max(50, Math.round(RUNS / 10)),
);
const SEED = Number(process.env.FUZZ_SEED ?? 42);
const REPORT = process.env.FUZZ_REPORT === '1';
const routeTimeout = (runs: number) => 60_000 + runs * 50;

const harness = new Harness();
await harness.start();

afterAll(async () => {
  if (REPORT) console.warn(`fuzz, rate limits off (seed ${SEED}):\n${summarize(harness.stats)}`);
  if (harness.slowest.length > 0) {
    const slowest = [...harness.slowest].sort((a, b) => b.ms - a.ms).slice(0, 25);
    const total = harness.slowest.reduce((sum, entry) => sum + entry.ms, 0);
    console.warn(
      `fuzz profile: ${total.toFixed(0)} ms in requests; slowest:\n${slowest.map((entry) => `${entry.ms.toFixed(1)} ms ${entry.what}`).join('\n')}`,
    );
  }
  const warnings = harness.warnings();
  if (warnings.length > 0)
    console.warn(
      `fuzz: the app logged ${warnings.length} warnings, e.g.`,
      warnings.slice(0, 3).map((log) => `${log.msg} ${log.err?.message ?? ''}`),
    );
  await harness.stop();
});

describe(`fuzzing every route (${RUNS} requests each, seed ${SEED})`, () => {
  it('finds the routes in the OpenAPI description', () => {
    expect(harness.operations.length).toBeGreaterThanOrEqual(30);
  });

  for (const operation of harness.operations) {
    it(
      operation.key,
      async () => {
        await harness.refresh();
        await harness.fuzz(operation, RUNS, SEED);
        expect(await harness.healthy()).toEqual({ status: 200, body: { status: 'ok' } });
      },
      routeTimeout(RUNS),
    );
  }

  it('leaves /api/health ok', async () => {
    expect(await harness.healthy()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(harness.rejections).toEqual([]);
  });
});

describe(`fuzzing with rate limits on (${RATE_LIMITED_RUNS} requests per route)`, () => {
  const limited = new Harness();
  beforeAll(() => limited.start({ rateLimits: true }));
  afterAll(async () => {
    if (REPORT) console.warn(`fuzz, rate limits on:\n${summarize(limited.stats)}`);
    await limited.stop();
  });

  for (const operation of harness.operations) {
    it(
      operation.key,
      async () => {
        await limited.fuzz(operation, RATE_LIMITED_RUNS, SEED + 1, true);
      },
      routeTimeout(RATE_LIMITED_RUNS),
    );
  }

  it('answers 429 with a message and retry-after once a limit is crossed, and stays healthy', async () => {
    const statuses = [...limited.stats.values()].flatMap((route) =>
      Object.keys(route.statuses).map(Number),
    );
    expect(statuses).toContain(429);
    expect(await limited.healthy()).toEqual({ status: 200, body: { status: 'ok' } });
    expect(limited.rejections).toEqual([]);
  });
});
