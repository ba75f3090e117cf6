// The rows the fuzzed requests aim at: real users (one admin) with tokens of every kind, and
// content made fresh before each route, so generated ids and cursors hit something that exists.
import type { InjectOptions } from 'fastify';
import { asUser, signUp, upload, type TestApp } from '../../test/helpers.js';
import { SAMPLES } from '../../test/media-samples.js';
import type { Pool } from '../generators/index.js';
import { harvest } from './harvest.js';
import { forgeTokens } from './tokens.js';

const PASSWORD = 'correct horse 1';

/**
 * Each request comes from its own address (`nextAddress`), so the rate limits of sign-up,
 * login and writes never refuse the fixtures themselves.
 */
export type NextAddress = () => string;

/** Users (one of them admin), tokens of every kind, and a picture to point at. */
export async function seedPool(t: TestApp, nextAddress: NextAddress): Promise<Pool> {
  const { app, config } = t;
  const admin = await signUp(app, {
    email: config.adminEmails[0],
    remoteAddress: nextAddress(),
  });
  const actor = await signUp(app, { password: PASSWORD, remoteAddress: nextAddress() });
  const other = await signUp(app, { remoteAddress: nextAddress() });
  const tokens = forgeTokens(config.jwtSecret, {
    actor: actor.token,
    admin: admin.token,
    other: other.token,
  });
  const mediaUrl = await upload(app, actor.token, SAMPLES.png);
  // The chatbot answers verified users only (as its own test does, straight in the table).
  await app.deps.db
    .updateTable('users')
    .set({ emailVerified: 1 })
    .where('id', 'in', [actor.result._id, admin.result._id])
    .execute();
  return {
    entityIds: [],
    questionIds: [],
    answerIds: [],
    postIds: [],
    commentIds: [],
    userIds: [actor.result._id, other.result._id, admin.result._id],
    emails: [actor.result.email, other.result.email, admin.result.email],
    cursors: [],
    mediaUrls: [mediaUrl],
    mediaKeys: [mediaUrl.split('/').at(-1) ?? ''],
    actor: { id: actor.result._id, email: actor.result.email, password: PASSWORD },
    accounts: {
      valid: { id: actor.result._id, email: actor.result.email },
      admin: { id: admin.result._id, email: admin.result.email },
      other: { id: other.result._id, email: other.result.email },
    },
    tokens,
  };
}

/**
 * Before each route: a fresh valid token for the actor (in case the fuzz logged them out),
 * and a fresh question with an answer and a post with a comment, so there are rows to hit.
 */
export async function refreshPool(t: TestApp, pool: Pool, nextAddress: NextAddress): Promise<void> {
  const { app } = t;
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: nextAddress(),
    payload: { email: pool.actor.email, password: pool.actor.password },
  });
  if (login.statusCode === 200) pool.tokens.valid = login.json<{ token: string }>().token;
  // The admin's token may have suspended the actor or the other user (issue 34): every later
  // write would answer 403 and explore nothing. Lift it, straight in the table.
  await app.deps.db
    .updateTable('users')
    .set({ suspendedUntil: null })
    .where('id', 'in', pool.userIds.slice(0, 2))
    .execute();
  const actor = pool.tokens.valid;
  const other = pool.tokens.other;
  const send = async (token: string, options: InjectOptions) => {
    const response = await app.inject(asUser(token, { ...options, remoteAddress: nextAddress() }));
    harvest(pool, response);
    return response.statusCode === 200 ? (response.json() as { _id?: string }) : undefined;
  };
  const ask = {
    questionTitle: 'Fuzz question title',
    questionBody: 'Body of the question',
    questionTags: ['javascript'],
  };
  await send(other, { method: 'POST', url: '/api/questions/Ask', payload: ask });
  const question = await send(actor, { method: 'POST', url: '/api/questions/Ask', payload: ask });
  if (question?._id)
    for (const token of [other, actor])
      await send(token, {
        method: 'PATCH',
        url: `/api/answer/post/${question._id}`,
        payload: { answerBody: 'An answer' },
      });
  // A flag on the actor's question (issue 34), so the decision route has a real id to aim at.
  if (question?._id)
    await send(other, {
      method: 'POST',
      url: '/api/flags',
      payload: { target: 'question', id: question._id, reason: 'improve' },
    });
  await send(other, {
    method: 'POST',
    url: '/api/community/new-post',
    payload: { postTitle: 'Another fuzz post', postBody: 'Body' },
  });
  const post = await send(actor, {
    method: 'POST',
    url: '/api/community/new-post',
    payload: {
      postTitle: 'Fuzz post',
      postBody: 'Body',
      postContent: pool.mediaUrls.slice(0, 1),
    },
  });
  if (post?._id) {
    for (const token of [other, actor])
      await send(token, {
        method: 'PATCH',
        url: `/api/comment/post/${post._id}`,
        payload: { commentBody: 'A comment' },
      });
    await send(other, { method: 'PATCH', url: `/api/community/report/${post._id}`, payload: {} });
    await send(other, { method: 'GET', url: `/api/community/post/${post._id}/comments?limit=1` });
  }
  for (const url of [
    '/api/questions/get?limit=1',
    '/api/community/get?limit=1',
    '/api/user/getAllUsers?limit=1',
    '/api/search?q=fuzz&limit=1&type=posts',
    '/api/search?q=fu&limit=1',
    '/api/search?q=a&limit=1&type=tags',
  ])
    await send(actor, { method: 'GET', url });
  await send(pool.tokens.admin, { method: 'GET', url: '/api/community/reported?limit=1' });
  // A page of the audit log, so its cursors are in the pool.
  await send(pool.tokens.admin, { method: 'GET', url: '/api/moderation/log?limit=1' });
  await send(pool.tokens.admin, { method: 'GET', url: '/api/flags?limit=1' });
}
