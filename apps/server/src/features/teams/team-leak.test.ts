import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_TYPES, type AuthResponse, type Question, type Team } from '@stackhive/shared';
import { buildApp } from '../../app.js';
import { asUser, startTestApp, TEST_ENGINE, testConfig, type TestApp } from '../../test/helpers.js';
import { openSse, type SseClient } from '../../test/sse.js';
import { askInTeam, teamCaller, teamWith, verifiedUser } from '../../test/teams.js';

/**
 * Issue 33, "Nothing leaks": a unique marker is planted in every field of a team's content
 * (the team's name and URL, a question's title, body and tags, an answer, comments on both,
 * an edit and its summary, a team tag's description), and every surface is then walked as a
 * visitor, a signed-in stranger and a removed member: each operation of the OpenAPI document
 * with real ids (the team question's, its answer's, its members', the team's slug), the
 * sitemaps, search in every tab with every operator, the chatbot, notifications, and a live
 * stream following the team question. The marker must appear in no response. Two apps share
 * the database and Redis, as two processes would: a member fills every cache of the first
 * (GETs), and the others read through both.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MARKER = `zqx${randomBytes(5).toString('hex')}`;

let first: TestApp;
let second: FastifyInstance;
const bases: string[] = [];
let ann: AuthResponse;
let ben: AuthResponse;
let rex: AuthResponse;
let stranger: AuthResponse;
let team: Team;
let question: Question;
let answerId: string;

beforeAll(async () => {
  const config = testConfig({ redisUrl });
  first = await startTestApp(config);
  second = await buildApp(config, { logger: false });
  for (const app of [first.app, second])
    bases.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  const call = teamCaller(first);

  ann = await verifiedUser(first, 'Ann Owner');
  ben = await verifiedUser(first, 'Ben Member');
  rex = await verifiedUser(first, 'Rex Removed');
  stranger = await verifiedUser(first, 'Sam Stranger');
  team = await teamWith(first, ann, [ben, rex], `Team ${MARKER}`);
  // A public question, so public surfaces have something to show.
  await call(ann, 'POST', '/questions/Ask', {
    questionTitle: 'How do I read a file line by line?',
    questionBody: 'In Python, without loading it whole.',
    questionTags: ['python'],
  });

  question = await askInTeam(first, ann, team.slug, {
    title: `Title ${MARKER} rollout`,
    body: `Body ${MARKER} of the question @Rex`,
    tags: [MARKER, 'ops'],
  });
  const answered = await call(rex, 'PATCH', `/answer/post/${question._id}`, {
    answerBody: `Answer ${MARKER} with details`,
  });
  answerId = answered.json<Question>().answer[0]!._id;
  await call(ben, 'PATCH', `/questions/${question._id}/comments`, {
    commentBody: `Comment ${MARKER} on the question`,
  });
  await call(ben, 'PATCH', `/questions/${question._id}/comments`, {
    commentBody: `Comment ${MARKER} on the answer @Rex`,
    answerId,
  });
  await call(ben, 'PATCH', `/questions/${question._id}`, {
    questionTitle: `Title ${MARKER} rollout, edited`,
    questionBody: `Body ${MARKER} of the question, edited`,
    questionTags: [MARKER, 'ops'],
    editSummary: `Summary ${MARKER}`,
  });
  await call(ben, 'PATCH', `/answer/vote/${question._id}`, { answerId, value: 'upVote' });
  await call(ann, 'PATCH', `/answer/accept/${question._id}`, { answerId });
  await call(ben, 'PATCH', `/teams/${team.slug}/tags/ops`, {
    description: `Description ${MARKER}`,
  });
  await call(ben, 'PATCH', `/questions/bookmark/${question._id}`);
  // Rex took part, then was removed: from now on he is as much a stranger as Sam.
  const removed = await call(ann, 'DELETE', `/teams/${team.slug}/members/${rex.result._id}`);
  expect(removed.statusCode).toBe(200);
});

afterAll(async () => {
  await second.close();
  await first.close();
});

interface Operation {
  method: string;
  path: string;
}

/** The operations of the OpenAPI document, but the endless event stream. */
async function operations(): Promise<Operation[]> {
  const spec = await first.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const paths = spec.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    path === '/api/live' ? [] : Object.keys(methods).map((method) => ({ method, path })),
  );
}

/** Each way to fill a path's parameters with real ids of the team's content and people. */
function urlsOf(path: string): string[] {
  const ids = [question._id, answerId, ann.result._id, rex.result._id];
  const fill = (id: string) =>
    path
      .replace('{id}', id)
      .replace('{answerId}', answerId)
      .replace('{userId}', ann.result._id)
      .replace('{slug}', team.slug)
      .replace('{name}', 'ops')
      .replace('{badge}', 'supporter')
      .replace(/\{[^}]+\}/g, MARKER);
  return path.includes('{id}') ? ids.map(fill) : [fill('')];
}

/** A body with every field a write of team content might read, naming the team's ids. */
const BODY = {
  answerBody: 'A reply',
  commentBody: 'A comment',
  answerId: '',
  commentId: '',
  value: 'upVote',
  duplicateOf: '',
  questionTitle: 'A title',
  questionBody: 'A body',
  questionTags: ['python'],
  description: 'A description',
  query: MARKER,
  role: 'admin',
  confirm: '',
  token: MARKER,
  email: 'someone@example.com',
};

/** Queries of the search box naming the marker, in every form the syntax has. */
const searches = () => [
  MARKER,
  `"${MARKER}"`,
  `[${MARKER}]`,
  `${MARKER} is:question`,
  `${MARKER} is:answer`,
  `is:answer ${MARKER} answers:1`,
  `${MARKER} user:${ann.result._id}`,
  `${MARKER} score:0..5 answers:1 hasaccepted:yes closed:no duplicate:no`,
  `${MARKER} created:2020..2100 views:0..`,
  `rollout -python`,
  `Rollout`,
];

function expectNoMarker(body: string, what: string) {
  expect(body.toLowerCase().includes(MARKER), `${what} leaked: ${body.slice(0, 300)}`).toBe(false);
}

/**
 * A response without what it repeats of its own request: search answers its query back
 * (`"q"`), which here names the marker; the team's content would be elsewhere in it.
 */
function withoutEcho(url: string, body: string): string {
  const q = new URL(url, 'http://x').searchParams.get('q');
  return q === null ? body : body.replace(`"q":${JSON.stringify(q)}`, '');
}

async function fetchAs(base: string, who: AuthResponse | null, method: string, url: string) {
  const write = method !== 'get' && method !== 'head';
  const body = write
    ? JSON.stringify({ ...BODY, answerId, commentId: answerId, duplicateOf: question._id })
    : undefined;
  const response = await fetch(`${base}${url}`, {
    method: method.toUpperCase(),
    headers: {
      ...(write ? { 'content-type': 'application/json' } : {}),
      ...(who ? { authorization: `Bearer ${who.token}` } : {}),
    },
    ...(body ? { body } : {}),
  });
  return { status: response.status, body: await response.text() };
}

describe(`a team's content, to anyone outside it (${TEST_ENGINE}, two apps)`, () => {
  it('is in no response of any API operation, page, sitemap or search, cached or not', async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(60);
    const reads = ops.filter((op) => op.method === 'get');
    const searchUrls = searches().flatMap((q) =>
      ['', ...SEARCH_TYPES.map((type) => `&type=${type}`)].flatMap((type) =>
        ['', '&sort=newest', '&sort=votes'].map(
          (sort) => `/api/search?q=${encodeURIComponent(q)}${type}${sort}`,
        ),
      ),
    );
    const pages = [
      '/',
      '/Questions',
      `/questions/${question._id}`,
      `/c/${team.slug}`,
      `/users/${ann.result._id}`,
      `/search?q=${MARKER}`,
      '/robots.txt',
      '/sitemap.xml',
      '/sitemaps/questions-1.xml',
      '/sitemaps/users-1.xml',
      `/api/questions/get?limit=100`,
      `/api/questions/get?limit=100&sort=active`,
      `/api/questions/get?limit=100&filter=unanswered`,
      `/api/questions/similar?title=${MARKER}%20rollout`,
      `/api/questions/similar?to=${question._id}`,
      `/api/user/${rex.result._id}/answers`,
      `/api/user/${ann.result._id}/questions`,
      `/api/user/${ann.result._id}/top-tags`,
      `/api/user/${rex.result._id}/reputation/days`,
      `/api/badges/supporter/holders`,
      `/api/questions/get?team=${team.slug}`,
      `/api/search?q=${MARKER}&team=${team.slug}`,
    ];
    const getUrls = [...reads.flatMap((op) => urlsOf(op.path)), ...searchUrls, ...pages];

    // A member reads everything first, through the first app: what a cache keeps, it keeps now.
    for (const url of getUrls) await fetchAs(bases[0]!, ben, 'get', url);
    expect((await fetchAs(bases[0]!, ben, 'get', `/api/questions/${question._id}`)).body).toContain(
      MARKER,
    );

    let checked = 0;
    for (const who of [null, stranger, rex]) {
      for (const base of bases) {
        for (const url of getUrls) {
          const { status, body } = await fetchAs(base, who, 'get', url);
          expectNoMarker(
            withoutEcho(url, body),
            `GET ${url} as ${who?.result.name ?? 'a visitor'}`,
          );
          expect(status, `GET ${url}`).toBeLessThan(500);
          checked += 1;
        }
      }
      // The question's own routes answer 404, as for a question that does not exist.
      for (const url of [
        `/api/questions/${question._id}`,
        `/api/questions/${question._id}/comments`,
      ])
        expect((await fetchAs(bases[1]!, who, 'get', url)).status).toBe(404);
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('cannot be written to or read back through any write operation', async () => {
    const writes = (await operations()).filter((op) => op.method !== 'get');
    for (const who of [null, stranger, rex]) {
      for (const op of writes) {
        for (const url of urlsOf(op.path)) {
          const { status, body } = await fetchAs(bases[1]!, who, op.method, url);
          expectNoMarker(body, `${op.method.toUpperCase()} ${url}`);
          expect(status, `${op.method} ${url}`).toBeLessThan(500);
        }
      }
    }
    // Nothing a stranger sent landed in the team's question.
    const page = await fetchAs(bases[0]!, ann, 'get', `/api/questions/${question._id}`);
    const stored = JSON.parse(page.body) as Question;
    expect(stored.answer.map((answer) => answer.answerBody)).toEqual([
      `Answer ${MARKER} with details`,
    ]);
    expect(stored.comments.map((comment) => comment.commentBody)).toEqual([
      `Comment ${MARKER} on the question`,
    ]);
    expect(stored.upVote).toEqual([]);
  });

  it('answers every operation on its question as on a question that does not exist', async () => {
    // Whatever the route checks first (sign-in, rate limits, privileges), a team question's
    // id gets what a missing id gets: the answer tells nobody that it exists.
    const missing = '0192aaaa-0000-7000-8000-000000000000';
    const questionRoutes = (await operations()).filter((op) => op.path.includes('{id}'));
    let compared = 0;
    for (const who of [null, stranger, rex]) {
      for (const op of questionRoutes) {
        const url = urlsOf(op.path)[0]!;
        const other = url.replace(question._id, missing);
        if (other === url) continue;
        const team = await fetchAs(bases[1]!, who, op.method, url);
        const none = await fetchAs(bases[1]!, who, op.method, other);
        const as = `${op.method.toUpperCase()} ${op.path} as ${who?.result.name ?? 'a visitor'}`;
        expect(team.status, as).toBe(none.status);
        if (team.status === 404) expect(team.body, as).toBe(none.body);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('reaches no outsider through notifications, the chatbot or a live stream', async () => {
    // Rex was mentioned and answered while a member; his notifications of the team went when
    // he did, and nothing of it reaches him or Sam since.
    for (const who of [rex, stranger]) {
      for (const url of ['/api/notifications', '/api/notifications?limit=50']) {
        const { body } = await fetchAs(bases[1]!, who, 'get', url);
        expectNoMarker(body, `${url} of ${who.result.name}`);
      }
      const chat = await fetchAs(bases[0]!, who, 'post', '/api/ChatBot/post');
      expectNoMarker(chat.body, `the chatbot to ${who.result.name}`);
    }

    const topics = `question:${question._id}`;
    const ticket = async (who: AuthResponse) =>
      (
        await first.app.inject(asUser(who.token, { method: 'POST', url: '/api/live/ticket' }))
      ).json<{ ticket: string }>().ticket;
    const streams: SseClient[] = [];
    try {
      const watch = async (who: AuthResponse | null) => {
        const query = who ? `ticket=${await ticket(who)}&topics=${topics}` : `topics=${topics}`;
        const client = await openSse(`${bases[1]}/api/live?${query}`);
        streams.push(client);
        expect(client.status).toBe(200);
        return client;
      };
      const member = await watch(ben);
      const outsiders = [await watch(null), await watch(stranger), await watch(rex)];
      // A change on the first app reaches the member's stream on the second (the control),
      // and no outsider's.
      await teamCaller(first)(ann, 'PATCH', `/questions/${question._id}/comments`, {
        commentBody: 'One more',
      });
      await member.next((event) => event.event === 'question');
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const client of outsiders) {
        expect(client.events.filter((event) => event.event === 'question')).toEqual([]);
        for (const event of client.events) expectNoMarker(event.data, 'a live event');
      }
    } finally {
      for (const client of streams) client.close();
    }
  });

  it("closes a member's open streams the moment they are removed, in every process", async () => {
    const kim = await verifiedUser(first, 'Kim Leaving');
    const call = teamCaller(first);
    const link = (await call(ann, 'POST', `/teams/${team.slug}/invite-link`)).json<{
      token: string;
    }>();
    await call(kim, 'POST', '/teams/join', { token: link.token });
    const ticket = (
      await first.app.inject(asUser(kim.token, { method: 'POST', url: '/api/live/ticket' }))
    ).json<{ ticket: string }>().ticket;
    const stream = await openSse(
      `${bases[1]}/api/live?ticket=${ticket}&topics=question:${question._id}`,
    );
    try {
      await stream.next((event) => event.event === 'unread');
      await call(ann, 'DELETE', `/teams/${team.slug}/members/${kim.result._id}`);
      const ended = await Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(resolve, 3000, false)),
      ]);
      expect(ended).toBe(true);
    } finally {
      stream.close();
    }
  });
});
