import { expect } from 'vitest';
import type { SearchResponse } from '@stackhive/shared';
import type { TestApp } from './helpers.js';

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
