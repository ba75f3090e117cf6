import { afterAll, beforeAll, expect } from 'vitest';
import type { AuthResponse, Post } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from './helpers.js';

/** An id no row has. */
export const MISSING = '0192aaaa-0000-7000-8000-000000000000';

/** The community test file's app and users, set by useCommunityApp's beforeAll. */
export let t: TestApp;
export let alice: AuthResponse;
export let bob: AuthResponse;
export let admin: AuthResponse;

/** A fresh app for the calling test file, with Alice, Bob and an admin; closed after it. */
export function useCommunityApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
    admin = await signUp(t.app, { name: 'Admin', email: 'admin@example.com' });
    // ADMIN_EMAILS grants the role once the address is verified.
    await t.app.deps.db
      .updateTable('users')
      .set({ emailVerified: 1 })
      .where('id', '=', admin.result._id)
      .execute();
  });
  afterAll(() => t.close());
}

export function call(
  session: AuthResponse | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  const options = { method, url, ...(payload ? { payload } : {}) };
  return t.app.inject(session ? asUser(session.token, options) : options);
}

export async function newPost(
  session: AuthResponse,
  body: Record<string, unknown> = {},
): Promise<Post> {
  const response = await call(session, 'POST', '/api/community/new-post', {
    postTitle: 'Hello hive',
    postBody: 'First post!',
    postContent: [],
    userPosted: 'spoofed',
    userId: session.result._id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Post>();
}
