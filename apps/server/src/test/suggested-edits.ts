import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthResponse, Page, Question, SuggestedEdit } from '@stackhive/shared';
import { asUser, createTestApp, type TestApp } from './helpers.js';

/** The suggested-edits test file's app, set by useSuggestedEditsApp's beforeAll. */
export let t: TestApp;

/** A fresh app for the calling describe; closed after it. */
export function useSuggestedEditsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
}

export const request = (
  session: AuthResponse | null,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(session ? asUser(session.token, options) : options);
};
export const ok = async <T>(
  session: AuthResponse | null,
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const response = await request(session, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
export const failsWith = async (
  response: Awaited<ReturnType<typeof request>>,
  status: number,
  message?: string,
) => {
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
};
export const setReputation = (user: AuthResponse, reputation: number) =>
  sql`update users set reputation = ${reputation} where id = ${user.result._id}`.execute(
    t.app.deps.db,
  );
export const ask = (asker: AuthResponse, title = 'Why does my build fail?') =>
  ok<Question>(asker, 'POST', '/questions/Ask', {
    questionTitle: title,
    questionBody: 'It fails.',
    questionTags: ['git'],
  });
export const suggestQuestion = (who: AuthResponse | null, q: Question, body: string) =>
  request(who, 'PATCH', `/questions/${q._id}/suggest-edit`, {
    questionTitle: q.questionTitle,
    questionBody: body,
    questionTags: ['git', 'bash'],
    editSummary: 'more detail',
  });
export const queue = (who: AuthResponse, query = '') =>
  ok<Page<SuggestedEdit>>(who, 'GET', `/suggested-edits${query}`);
