// Long-tail and crawler traffic (issue 31). Repeating one page times the response cache; a
// Q&A site's readers arrive from search engines on questions nobody read in the last minute,
// and crawlers walk every page once. Two patterns, each over every question of the database:
//
// - zipf:  a question drawn from a Zipf distribution (s = 1) over all questions, the popular
//          ones scattered over the id space (popularity does not follow age);
// - crawl: every question once, in a scattered order, as a crawler walks a sitemap; the list
//          pages are walked through their `?after=` cursors the same way.
//
// Requests ask for compressed bodies as browsers and crawlers do (accept-encoding).
import { openDatabase } from '../../apps/server/src/db/database.js';
import type { Endpoint } from './load.js';

export type Pattern = 'zipf' | 'crawl';

/** An endpoint of long-tail traffic: what it draws from, and the pages it asked for. */
export interface TrafficEndpoint extends Endpoint {
  kind: 'read';
  pattern: Pattern;
  /** Pages of its kind (the questions, or the list pages walked). */
  population: number;
  /** Distinct pages asked for since the last reset (the measured load's, after its warm-up). */
  distinct(): number;
  resetDistinct(): void;
  /** Another page of the same traffic, for the bare server's captures. */
  sample(): string;
  /** The path prefix its pages share: the bare server's pool of them. */
  prefix: string;
}

export const COMPRESSED = { 'accept-encoding': 'br, gzip, deflate' };

/** Every question's id, in id order (8 MB at a million: the bench process, not the server). */
export async function allQuestionIds(dataDir: string, databaseUrl?: string): Promise<string[]> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl });
  try {
    const rows = await db.selectFrom('questions').select('id').orderBy('id').execute();
    return rows.map((r) => r.id);
  } finally {
    await close();
  }
}

/**
 * A cursor for every page of the newest-first question list, as "Load more" links lead a
 * crawler through all of them: the keyset position (`{at, id}`, base64url JSON) of each
 * 20th question in the list's order, read from the database (walking 50,000 pages through the
 * API would take minutes and leave them cached). The first pages' cursors are checked against
 * the ones the API gives, so a change of the list's order or cursor fails the run.
 */
export async function listCursors(
  base: string,
  dataDir: string,
  databaseUrl?: string,
): Promise<string[]> {
  const { db, close } = await openDatabase({ dataDir, databaseUrl });
  let rows: { id: string; askedOn: unknown }[];
  try {
    rows = await db
      .selectFrom('questions')
      .select(['id', 'askedOn'])
      .orderBy('askedOn', 'desc')
      .orderBy('id', 'desc')
      .execute();
  } finally {
    await close();
  }
  const cursors: string[] = [];
  for (let last = LIST_PAGE - 1; last < rows.length - 1; last += LIST_PAGE) {
    const row = rows[last]!;
    const at = new Date(row.askedOn as string | Date).toISOString();
    cursors.push(Buffer.from(JSON.stringify({ at, id: row.id })).toString('base64url'));
  }
  let cursor = '';
  for (const expected of cursors.slice(0, 3)) {
    const url = `${base}/api/questions/get?limit=${LIST_PAGE}${cursor && `&cursor=${cursor}`}`;
    const page = (await (await fetch(url)).json()) as { nextCursor: string | null };
    if (page.nextCursor !== expected)
      throw new Error(`${url}: nextCursor ${page.nextCursor}, derived ${expected}`);
    cursor = expected;
  }
  return cursors;
}

const LIST_PAGE = 20;

/** A seeded pseudo-random generator (mulberry32): runs draw the same pages. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ranks 0..n-1 drawn with probability proportional to 1/(rank+1)^s (inverse of the CDF). */
export function zipfSampler(n: number, s: number, random: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank++) {
    sum += 1 / (rank + 1) ** s;
    cdf[rank] = sum;
  }
  return () => {
    const u = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * A permutation of 0..n-1 without storing it: i ↦ (i·step + offset) mod n, with `step` prime
 * to n. Spreads ranks (the popular questions) and a crawl's order over the whole id space.
 */
export function scatter(n: number, offset = 0): (i: number) => number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let step = Math.max(1, Math.floor(n * 0.6180339887));
  while (gcd(step, n) !== 1) step += 1;
  // Products stay below 2^53 for n up to 10^7.
  return (i) => ((((i % n) * step + offset) % n) + n) % n;
}

function trafficEndpoint(
  name: string,
  pattern: Pattern,
  pages: readonly string[],
  prefix: string,
  toPath: (page: string) => string,
  seed: number,
): TrafficEndpoint {
  const n = pages.length;
  const order = scatter(n, seed);
  const draw = (): (() => number) => {
    if (pattern === 'crawl') {
      let next = 0;
      return () => order(next++);
    }
    const rank = zipfSampler(n, 1, seededRandom(seed));
    return () => order(rank());
  };
  const pick = draw();
  // Samples for the bare server come from their own draw, so they do not move the load's.
  const pickSample =
    pattern === 'crawl'
      ? (() => {
          const random = seededRandom(seed + 1);
          return () => Math.floor(random() * n);
        })()
      : (() => {
          const rank = zipfSampler(n, 1, seededRandom(seed + 1));
          return () => order(rank());
        })();
  const seen = new Set<number>();
  const first = toPath(pages[order(0)]!);
  return {
    kind: 'read',
    name,
    pattern,
    prefix,
    population: n,
    method: 'GET',
    path: first,
    headers: COMPRESSED,
    next: () => {
      const index = pick();
      seen.add(index);
      return { path: toPath(pages[index]!) };
    },
    distinct: () => seen.size,
    resetDistinct: () => seen.clear(),
    sample: () => toPath(pages[pickSample()]!),
  };
}

/** The long-tail rows: the question page as JSON and as HTML, then the list pages crawled. */
export function trafficEndpoints(
  questionIds: readonly string[],
  listCursors: readonly string[],
): TrafficEndpoint[] {
  const [JSON_PAGE, HTML_PAGE] = ['/api/questions/', '/Questions/'];
  const json = (id: string) => `${JSON_PAGE}${encodeURIComponent(id)}`;
  const html = (id: string) => `${HTML_PAGE}${encodeURIComponent(id)}`;
  const n = questionIds.length.toLocaleString('en');
  const ids = questionIds;
  const rows = [
    trafficEndpoint(`long tail: question JSON, zipf over ${n}`, 'zipf', ids, JSON_PAGE, json, 1),
    trafficEndpoint(`long tail: question HTML, zipf over ${n}`, 'zipf', ids, HTML_PAGE, html, 2),
    trafficEndpoint(`crawl: question JSON, all ${n}`, 'crawl', ids, JSON_PAGE, json, 3),
    trafficEndpoint(`crawl: question HTML, all ${n}`, 'crawl', ids, HTML_PAGE, html, 4),
  ];
  if (listCursors.length > 0) {
    const pages = listCursors.length.toLocaleString('en');
    const cursor = encodeURIComponent;
    rows.push(
      trafficEndpoint(
        `crawl: question list JSON, ${pages} pages by cursor`,
        'crawl',
        listCursors,
        '/api/questions/get?',
        (c) => `/api/questions/get?limit=${LIST_PAGE}&cursor=${cursor(c)}`,
        5,
      ),
      trafficEndpoint(
        `crawl: question list HTML, ${pages} pages by ?after=`,
        'crawl',
        listCursors,
        '/Questions?',
        (c) => `/Questions?after=${cursor(c)}`,
        6,
      ),
    );
  }
  return rows;
}
