import { expect } from 'vitest';
import type { SearchResponse } from '@stackhive/shared';
import { asUser, type TestApp } from './helpers.js';

/** GET /api/search on the app `t()` answers, computed every time. */
export const searchOf =
  (t: () => TestApp) =>
  async (q: string, type = 'questions', extra = ''): Promise<SearchResponse> => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}&type=${type}${extra}`,
      // Computed every time: a test that writes straight to the database bypasses the
      // writes that retire cached pages.
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponse>();
  };

/** The ids of a page of questions, in order. */
export const questionIds = (result: SearchResponse) =>
  result.items.map((item) => (item as { _id: string })._id);

/** Asks a question as the user with `token` through the API; answers its id. */
export async function askAs(
  t: TestApp,
  token: string,
  title: string,
  body: string,
  tags: string[],
): Promise<string> {
  const response = await t.app.inject(
    asUser(token, {
      method: 'POST',
      url: '/api/questions/Ask',
      payload: { questionTitle: title, questionBody: body, questionTags: tags },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ _id: string }>()._id;
}

/** Expects GET /api/search to refuse each query with 400, naming the operator it could not read. */
export async function expectRefusedOperators(
  t: TestApp,
  cases: readonly (readonly [q: string, operator: string])[],
): Promise<void> {
  for (const [q, name] of cases) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}`,
    });
    expect(response.statusCode, q).toBe(400);
    expect(response.json<{ message: string }>().message, q).toContain(
      `q: "${name}" is not a valid search operator`,
    );
  }
}
