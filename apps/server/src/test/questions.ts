import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthResponse, Page, Question, QuestionSummary } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from './helpers.js';

/** An id no row has. */
export const MISSING = '0192aaaa-0000-7000-8000-000000000000';

/** The questions test file's app and users, set by useQuestionsApp's beforeAll. */
export let t: TestApp;
export let alice: AuthResponse;
export let bob: AuthResponse;

/** A fresh app for the calling test file, with Alice and Bob; closed after it. */
export function useQuestionsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());
}

export function ask(session: AuthResponse | null, payload: Record<string, unknown>) {
  const options = { method: 'POST' as const, url: '/api/questions/Ask', payload };
  return t.app.inject(session ? asUser(session.token, options) : options);
}

export async function askOk(
  session: AuthResponse,
  overrides: Record<string, unknown> = {},
): Promise<Question> {
  const response = await ask(session, {
    questionTitle: 'How do I reverse a list?',
    questionBody: 'I have `[1, 2, 3]` and want `[3, 2, 1]`.',
    questionTags: ['python'],
    userPosted: 'someone else',
    userId: session.result._id,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
}

export const vote = (session: AuthResponse | null, id: string, value: string) => {
  const options = {
    method: 'PATCH' as const,
    url: `/api/questions/vote/${id}`,
    payload: { value, userId: session?.result._id },
  };
  return t.app.inject(session ? asUser(session.token, options) : options);
};

export const list = async (query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/questions/get${query}` })).json<
    Page<QuestionSummary>
  >();
