import { expect } from 'vitest';
import type { AuthResponse, Post } from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from './helpers.js';

/** An id no row has. */
export const MISSING = '0192aaaa-0000-7000-8000-000000000000';

/** A fresh app with Alice, Bob and an admin (ADMIN_EMAILS, address verified). */
export async function startCommunityApp(): Promise<{
  t: TestApp;
  alice: AuthResponse;
  bob: AuthResponse;
  admin: AuthResponse;
}> {
  const t = await createTestApp();
  const alice = await signUp(t.app, { name: 'Alice' });
  const bob = await signUp(t.app, { name: 'Bob' });
  const admin = await signUp(t.app, { name: 'Admin', email: 'admin@example.com' });
  // ADMIN_EMAILS grants the role once the address is verified.
  await t.app.deps.db
    .updateTable('users')
    .set({ emailVerified: 1 })
    .where('id', '=', admin.result._id)
    .execute();
  return { t, alice, bob, admin };
}

/** Calls and new posts through the API of the app `t()` answers. */
export function communityRequests(t: () => TestApp) {
  function call(
    session: AuthResponse | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) {
    const options = { method, url, ...(payload ? { payload } : {}) };
    return t().app.inject(session ? asUser(session.token, options) : options);
  }
  async function newPost(session: AuthResponse, body: Record<string, unknown> = {}): Promise<Post> {
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
  return { call, newPost };
}
