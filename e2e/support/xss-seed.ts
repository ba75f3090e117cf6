import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type PlaywrightWorkerArgs, type TestInfo } from '@playwright/test';
import { asSingleLine, type AuthResponse, type Post, type Question } from '@stackhive/shared';
import { bearer, PASSWORD, uniqueEmail } from './helpers';
import { PAYLOADS as ALL_PAYLOADS, type Payload } from './xss-payloads';
import { mapLimit } from './xss-harness';

/**
 * The XSS specs' content (tests/xss*.spec.ts): every payload of support/xss-payloads.ts as a
 * question, an answer, their edits, a post and a comment, by authors whose names are
 * payloads too. Each spec's beforeAll is seedPayloads; a worker seeds once, for all of them.
 */

/** XSS_PAYLOADS=id,id runs only those payloads (to chase one finding). */
const only = process.env.XSS_PAYLOADS?.split(',').map((id) => id.trim());
export const PAYLOADS = only ? ALL_PAYLOADS.filter((p) => only.includes(p.id)) : ALL_PAYLOADS;

/** In every title, so search finds them; unique per seeding (a retried worker seeds again). */
export const MARK = `xssprobe${randomBytes(3).toString('hex')}`;

export interface Seeded {
  payload: Payload;
  /** The display name the payload gives a user (itself when it fits 60 characters). */
  name: string;
  about: string;
  question: {
    id: string;
    title: string;
    bodyMarker: string;
    answerMarker: string;
    answerId: string;
    /** The summary both edits (of the question and of the answer) gave. */
    editSummary: string;
  };
  post: { id: string; title: string; bodyMarker: string; comment: string };
}

/**
 * The authors: few, since every signup costs a deliberately slow scrypt hash. Their names
 * are payloads too, so every author line of every page shows one; the users test renames
 * them through every other payload.
 */
const AUTHOR_NAMES = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '" onmouseover="window.__xss=1" x="',
  "{{constructor.constructor('window.__xss=1')()}}",
];

export let authors: AuthResponse[] = [];
export let seeded: Seeded[] = [];
export let baseURL = '';

/** Fits `payload` and a searchable marker into `max` characters (the marker last). */
/**
 * A title or summary carrying the payload: as one line, since names and titles refuse line
 * breaks, control and bidirectional characters (issue 30; the refusal is unit-tested).
 */
function titled(payload: string, marker: string, max: number): string {
  const suffix = ` ${marker}`;
  return `${asSingleLine(payload)
    .slice(0, max - suffix.length)
    .trim()}${suffix}`;
}

/** A display name: the payload itself when it fits the 60 characters, else a short one. */
function nameFor(payload: Payload, index: number): string {
  const text = asSingleLine(payload.text).trim();
  return text.length <= 60 ? text : `<img src=x onerror="window.__xss=1"> ${index}`;
}

export async function api<T>(
  request: APIRequestContext,
  method: 'POST' | 'PATCH',
  url: string,
  data: unknown,
  token?: string,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    data,
    headers: token ? bearer(token) : {},
  });
  if (!response.ok()) {
    throw new Error(`${method} ${url} answered ${response.status()}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export async function signUp(request: APIRequestContext, name: string): Promise<AuthResponse> {
  return api<AuthResponse>(request, 'POST', '/api/user/signup', {
    name,
    email: uniqueEmail('xss'),
    password: PASSWORD,
  });
}

/**
 * The payloads carry images and links beyond what a new account may post (issue 34: the
 * sandbox, below 10 reputation): each author earns 10 the ordinary way first, an upvote on a
 * plain question of theirs.
 */
async function pastTheSandbox(request: APIRequestContext, people: AuthResponse[]): Promise<void> {
  const voter = await signUp(request, 'XSS voter');
  for (const [index, person] of people.entries()) {
    const question = await api<Question>(
      request,
      'POST',
      '/api/questions/Ask',
      {
        questionTitle: `A first question to earn an upvote, number ${index}`,
        questionBody: 'Asked to earn a first upvote.',
        questionTags: ['javascript'],
      },
      person.token,
    );
    await api(
      request,
      'PATCH',
      `/api/questions/vote/${question._id}`,
      { value: 'upVote' },
      voter.token,
    );
  }
}

/** Each payload as a question (title, body, answer) and a post (title, body, comment). */
async function seed(request: APIRequestContext): Promise<Seeded[]> {
  authors = await Promise.all(AUTHOR_NAMES.map((name) => signUp(request, name)));
  await pastTheSandbox(request, authors);
  return mapLimit(PAYLOADS, 6, async (payload, i) => {
    const token = authors[i % authors.length]!.token;
    const questionTitle = titled(payload.text, `${MARK} q${i}`, 150);
    const bodyMarker = `${MARK}-body-${i}`;
    const answerMarker = `${MARK}-answer-${i}`;
    const question = await api<Question>(
      request,
      'POST',
      '/api/questions/Ask',
      {
        questionTitle,
        questionBody: `${bodyMarker}\n\n${payload.text}`,
        questionTags: ['javascript'],
      },
      token,
    );
    const answered = await api<Question>(
      request,
      'PATCH',
      `/api/answer/post/${question._id}`,
      { answerBody: `${answerMarker}\n\n${payload.text}` },
      token,
    );
    const answerId = answered.answer[0]!._id;
    // Issue 15: both edited, the payload added again (an insertion in the diff) and given as
    // the edit summary, so the revisions pages show it in every part of a diff.
    const editSummary = titled(payload.text, `${MARK}-summary-${i}`, 300);
    await api(
      request,
      'PATCH',
      `/api/questions/${question._id}`,
      {
        questionTitle,
        questionBody: `${bodyMarker}\n\n${payload.text}\n\nedited\n\n${payload.text}`,
        questionTags: ['javascript', 'html'],
        editSummary,
      },
      token,
    );
    await api(
      request,
      'PATCH',
      `/api/answer/edit/${question._id}`,
      { answerId, answerBody: `${answerMarker}\n\nedited\n\n${payload.text}`, editSummary },
      token,
    );
    // Issue 15: a comment under the question (plain text with `code` and links).
    await api(
      request,
      'PATCH',
      `/api/questions/${question._id}/comments`,
      { commentBody: `${MARK}-qa-comment-${i} ${payload.text}`.slice(0, 600) },
      token,
    );

    const postTitle = titled(payload.text, `${MARK} p${i}`, 150);
    const postMarker = `${MARK}-post-${i}`;
    const post = await api<Post>(
      request,
      'POST',
      '/api/community/new-post',
      { postTitle, postBody: `${postMarker}\n\n${payload.text}` },
      token,
    );
    const comment = `${payload.text} ${MARK}-comment-${i}`;
    await api(request, 'PATCH', `/api/comment/post/${post._id}`, { commentBody: comment }, token);

    return {
      payload,
      name: nameFor(payload, i),
      about: `${MARK} about ${i}\n${payload.text}`,
      question: {
        id: question._id,
        title: questionTitle,
        bodyMarker,
        answerMarker,
        answerId,
        editSummary,
      },
      post: { id: post._id, title: postTitle, bodyMarker: postMarker, comment },
    };
  });
}

/** Seeds the payloads once per worker (a retried worker seeds again) and sets `baseURL`. */
export async function seedPayloads(
  { playwright }: PlaywrightWorkerArgs,
  testInfo: TestInfo,
): Promise<void> {
  testInfo.setTimeout(60_000);
  baseURL = String(testInfo.project.use.baseURL);
  if (seeded.length > 0) return;
  const request = await playwright.request.newContext({ baseURL });
  try {
    seeded = await seed(request);
  } finally {
    await request.dispose();
  }
}
