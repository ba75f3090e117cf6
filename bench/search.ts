/**
 * Search latency at scale: `npm run bench:search -- --size 1m` against the database that
 * `bench:generate` filled (SQLite in data/bench-<size>, or PostgreSQL with DATABASE_URL).
 * Runs each query many times through the real app (in process, no network) and prints p50
 * and p95 per query kind. Not a test: timings live here, never in `npm test`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: 'small' },
    runs: { type: 'string', default: '200' },
    // Only the queries whose label holds one of these (comma-separated).
    only: { type: 'string' },
  },
});
const only = values.only?.split(',');
const dataDir = process.env.DATA_DIR ?? path.resolve(`data/bench-${values.size}`);
const runs = Number(values.runs);

const QUERIES: [label: string, q: string, type: string][] = [
  ['common term (questions)', 'promise', 'questions'],
  ['common term, page 2', 'promise', 'questions&cursor=PAGE2'],
  ['very common term (questions)', 'documentation', 'questions'],
  ['four words, one short, no title holds all', 'memoize a tensor in', 'questions'],
  ['two letters, no such word', 'qx', 'questions'],
  // Short queries match whole words (word indexes): "in" is in every generated title, "on"
  // in about half of the bodies and no title, "jo" in an eighth of the user names.
  ['two letters, in every title', 'in', 'questions'],
  ['two letters, in bodies only', 'on', 'questions'],
  ['two letters, page 2', 'in', 'questions&cursor=PAGE2'],
  ['one letter', 'a', 'questions'],
  ['two letters (posts)', 'to', 'posts'],
  ['two letters (users)', 'jo', 'users'],
  ['exact tag (questions)', 'docker', 'questions'],
  ['user name', 'robin', 'users'],
  // Issue 32: every word, phrases, tags, operators and the other orders.
  ['two words', 'promise slow', 'questions'],
  ['two words, one rare pair', 'socket TypeError production', 'questions'],
  ['phrase', '"never resolves"', 'questions'],
  ['word, excluded word', 'promise -slow', 'questions'],
  ['tag alone', '[docker]', 'questions'],
  ['tag and word', '[python] promise', 'questions'],
  ['two tags', '[python] [docker]', 'questions'],
  ['operator alone', 'score:3', 'questions'],
  ['word and operators', 'promise answers:0 score:1', 'questions'],
  ['word and answers at least one', 'promise answers:1', 'questions'],
  ['word, sorted by votes', 'promise', 'questions&sort=votes'],
  ['word, sorted by newest', 'promise', 'questions&sort=newest'],
  ['three words, all common', 'promise first slow', 'questions'],
  ['two words, sorted by votes', 'promise slow', 'questions&sort=votes'],
  ['two words (posts)', 'tried socket', 'posts'],
  // Answers (is:answer, isaccepted:): the questions tab lists answers.
  ['answers: one word', 'is:answer promise', 'questions'],
  ['answers: two words', 'is:answer socket first', 'questions'],
  ['answers: accepted ones', 'isaccepted:yes', 'questions'],
  ['answers: word and tag', 'is:answer socket [python]', 'questions'],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const config = {
    ...loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMITS: 'false',
      // Every run computes the search: with the response cache on, runs 2..n would time a
      // cached page instead of the query.
      RESPONSE_CACHE_MB: '0',
    }),
    webDist: null,
  };
  const app = await buildApp(config, { logger: false });
  const engine = app.deps.engine;
  console.log(`Search latency on ${engine} (${dataDir}), ${runs} runs each\n`);
  console.log('| query | results | count | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- | --- |');
  /** Times `url` `runs` times; answers the sorted times and the first answer's body. */
  async function time<T>(url: string): Promise<{ times: number[]; body: T }> {
    const times: number[] = [];
    let body: T | undefined;
    for (let i = 0; i < runs; i += 1) {
      const start = process.hrtime.bigint();
      const response = await app.inject({ method: 'GET', url });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      if (response.statusCode !== 200)
        throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      body ??= response.json<T>();
    }
    times.sort((a, b) => a - b);
    return { times, body: body as T };
  }
  const ms = (times: number[]) =>
    `${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)}`;

  for (const [label, q, type] of QUERIES) {
    if (only && !only.some((part) => label.includes(part))) continue;
    let url = `/api/search?q=${encodeURIComponent(q)}&type=${type}`;
    if (type.includes('PAGE2')) {
      const first = (
        await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` })
      ).json();
      url = `/api/search?q=${encodeURIComponent(q)}&cursor=${first.nextCursor}`;
    }
    const { times, body } = await time<{
      items: unknown[];
      counts: Record<string, { count: number; capped: boolean }>;
    }>(url);
    const tab = type.split('&')[0] as string;
    const count = body.counts[tab];
    console.log(
      `| ${label} | ${body.items.length} | ${count ? `${count.count}${count.capped ? '+' : ''}` : '-'} | ${ms(times)} |`,
    );
  }

  // Similar questions (issue 32): titles as typed in the ask form, and a question page's
  // "Related" (to=id) for the newest question and one from the middle of the table.
  const newest = (await app.inject({ method: 'GET', url: '/api/questions/get?limit=1' })).json<{
    items: { _id: string }[];
  }>().items[0]?._id;
  const middle = (
    await app.inject({ method: 'GET', url: '/api/questions/get?limit=1&sort=votes' })
  ).json<{ items: { _id: string }[] }>().items[0]?._id;
  const similar: [label: string, query: string][] = [
    ['similar: a generated title', 'title=How to merge a dataframe in python when it is slow?'],
    ['similar: two words', 'title=merge dataframe'],
    ['similar: one word none holds', 'title=teapots entangled in production'],
    [
      'similar: a long title',
      `title=${'Why does my socket stream buffer leak memory in node when the request times out under load'}`,
    ],
    ['related: newest question', `to=${newest}`],
    ['related: highest-voted question', `to=${middle}`],
  ];
  console.log('\n| similar questions | results | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- |');
  for (const [label, query] of similar) {
    const [name, value = ''] = query.split(/=(.*)/s);
    const { times, body } = await time<{ items: unknown[] }>(
      `/api/questions/similar?${name}=${encodeURIComponent(value)}`,
    );
    console.log(`| ${label} | ${body.items.length} | ${ms(times)} |`);
  }
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
