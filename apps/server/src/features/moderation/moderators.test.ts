import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import {
  MESSAGES,
  MODERATION_MESSAGES,
  type AuthResponse,
  type ModerationLogEntry,
  type ModerationStanding,
  type Page,
  type PublicUser,
  type Question,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { teamWith, verifiedUser } from '../../test/teams.js';

/**
 * The moderator role and the audit log (issue 34): admins grant and revoke the role; a
 * moderator holds every reputation privilege; every moderator and admin action lands in a log
 * that moderators read a page at a time and nobody can change.
 */
let t: TestApp;
let admin: AuthResponse;
let mod: AuthResponse;
let alice: AuthResponse;
let bob: AuthResponse;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};
const log = async (who: AuthResponse, query = '') => {
  const response = await call(who, 'GET', `/moderation/log${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<ModerationLogEntry>>();
};
const ask = async (who: AuthResponse, title: string) => {
  const response = await call(who, 'POST', '/questions/Ask', {
    questionTitle: title,
    questionBody: `${title}, in detail`,
    questionTags: ['python'],
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Question>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await verifiedUser(t, 'Admin', 'admin@example.com');
  mod = await verifiedUser(t, 'Mona');
  alice = await verifiedUser(t, 'Alice');
  bob = await signUp(t.app, { name: 'Bob' });
});
afterAll(() => t.close());

describe(`the moderator role (${TEST_ENGINE})`, () => {
  it('is granted and revoked by admins alone, to verified accounts', async () => {
    for (const who of [alice, mod]) {
      const refused = await call(who, 'PUT', `/users/${mod.result._id}/moderator`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.adminOnly });
    }
    expect((await call(null, 'PUT', `/users/${mod.result._id}/moderator`)).statusCode).toBe(401);
    const unverified = await call(admin, 'PUT', `/users/${bob.result._id}/moderator`);
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json()).toEqual({ message: MODERATION_MESSAGES.moderatorNeedsVerified });
    const toAdmin = await call(admin, 'PUT', `/users/${admin.result._id}/moderator`);
    expect(toAdmin.statusCode).toBe(409);
    const missing = await call(
      admin,
      'PUT',
      '/users/0192aaaa-0000-7000-8000-000000000000/moderator',
    );
    expect(missing.statusCode).toBe(404);

    const granted = await call(admin, 'PUT', `/users/${mod.result._id}/moderator`);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json<ModerationStanding>()).toMatchObject({
      userId: mod.result._id,
      moderator: true,
      suspendedUntil: null,
    });
    // Granting again changes nothing and logs nothing.
    expect((await call(admin, 'PUT', `/users/${mod.result._id}/moderator`)).statusCode).toBe(200);
    const profile = await call(null, 'GET', `/user/${mod.result._id}`);
    expect(profile.json<PublicUser>().moderator).toBe(true);
    const self = await call(mod, 'GET', '/user/me');
    expect(self.json<PublicUser>().moderator).toBe(true);
    expect(
      (await call(null, 'GET', `/user/${alice.result._id}`)).json<PublicUser>().moderator,
    ).toBe(false);

    const entries = (await log(admin)).items.filter((e) => e.targetUser?.userId === mod.result._id);
    expect(entries.map((e) => e.action)).toEqual(['moderator-granted']);
    expect(entries[0]).toMatchObject({
      actor: { userId: admin.result._id, userName: 'Admin' },
      targetUser: { userId: mod.result._id, userName: 'Mona' },
    });
  });

  it('holds every reputation privilege: closing, reviewing, deleting comments', async () => {
    const original = await ask(alice, 'How do I read a file in Python');
    const copy = await ask(bob, 'Reading files with Python');
    // Alice, at 1 reputation, may not close; the moderator may.
    expect(
      (await call(alice, 'PATCH', `/questions/${copy._id}/close`, { duplicateOf: original._id }))
        .statusCode,
    ).toBe(403);
    const closed = await call(mod, 'PATCH', `/questions/${copy._id}/close`, {
      duplicateOf: original._id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await call(mod, 'GET', '/community/reported')).statusCode).toBe(200);
    const comment = await call(bob, 'PATCH', `/questions/${original._id}/comments`, {
      commentBody: 'Please share what you tried',
    });
    expect(comment.statusCode, comment.body).toBe(200);
    const commentId = comment.json<Question>().comments.at(-1)!._id;
    const deleted = await call(mod, 'PATCH', `/questions/${original._id}/comments/delete`, {
      commentId,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const entries = (await log(mod)).items;
    expect(entries[0]).toMatchObject({
      action: 'comment-deleted',
      actor: { userId: mod.result._id },
      target: { kind: 'comment', id: commentId },
      targetUser: { userId: bob.result._id, userName: 'Bob' },
      details: { questionId: original._id },
    });
    expect(entries[1]).toMatchObject({
      action: 'question-closed',
      target: { kind: 'question', id: copy._id },
      targetUser: { userId: bob.result._id },
      reason: 'duplicate',
      details: { duplicateOf: original._id },
    });
    // An author deleting their own comment is not a moderator's action: nothing is logged.
    const own = await call(bob, 'PATCH', `/questions/${original._id}/comments`, {
      commentBody: 'Never mind, found it',
    });
    const ownId = own.json<Question>().comments.at(-1)!._id;
    await call(bob, 'PATCH', `/questions/${original._id}/comments/delete`, { commentId: ownId });
    expect((await log(mod)).items[0]!.target?.id).toBe(commentId);
  });

  it('is taken back by an admin, and the powers with it', async () => {
    const revoked = await call(admin, 'DELETE', `/users/${mod.result._id}/moderator`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<ModerationStanding>().moderator).toBe(false);
    const refused = await call(mod, 'GET', '/moderation/log');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MODERATION_MESSAGES.moderatorsOnly });
    expect((await log(admin)).items[0]).toMatchObject({
      action: 'moderator-revoked',
      targetUser: { userId: mod.result._id },
    });
    await call(admin, 'PUT', `/users/${mod.result._id}/moderator`);
  });
});

describe(`the audit log (${TEST_ENGINE})`, () => {
  it('is read by moderators and admins only', async () => {
    expect((await call(null, 'GET', '/moderation/log')).statusCode).toBe(401);
    expect((await call(alice, 'GET', '/moderation/log')).statusCode).toBe(403);
    expect((await call(mod, 'GET', '/moderation/log')).statusCode).toBe(200);
  });

  it('pages newest first with exact totals, and narrows to one account', async () => {
    for (let i = 0; i < 5; i++) {
      await call(admin, 'DELETE', `/users/${mod.result._id}/moderator`);
      await call(admin, 'PUT', `/users/${mod.result._id}/moderator`);
    }
    const all: ModerationLogEntry[] = [];
    let cursor = '';
    let total = 0;
    for (;;) {
      const page = await log(admin, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      all.push(...page.items);
      total = page.total;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    expect(all.length).toBe(total);
    const ids = all.map((entry) => Number(entry._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const about = await log(admin, `?user=${mod.result._id}&limit=100`);
    expect(about.total).toBe(about.items.length);
    expect(about.items.every((entry) => entry.targetUser?.userId === mod.result._id)).toBe(true);
    expect(about.items.length).toBe(3 + 10);
    expect((await call(admin, 'GET', '/moderation/log?cursor=bm9wZQ')).statusCode).toBe(400);
  });

  it("keeps a team's own actions out of the site's log", async () => {
    const owner = await verifiedUser(t, 'Olga');
    const team = await teamWith(t, owner, []);
    const asked = (title: string) =>
      call(owner, 'POST', '/questions/Ask', {
        questionTitle: title,
        questionBody: `${title}, in detail`,
        questionTags: ['deploys'],
        team: team.slug,
      }).then((response) => response.json<Question>());
    const original = await asked('How do we deploy the API');
    const copy = await asked('Deploying the API service');
    const before = (await log(admin)).total;
    const closed = await call(owner, 'PATCH', `/questions/${copy._id}/close`, {
      duplicateOf: original._id,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await log(admin, '?limit=100');
    expect(after.total).toBe(before);
    expect(JSON.stringify(after.items)).not.toContain(copy._id);
    const stored = await t.app.deps.db
      .selectFrom('moderationLog')
      .select(['action', 'teamId'])
      .where('targetId', '=', copy._id)
      .execute();
    expect(stored).toEqual([{ action: 'question-closed', teamId: team._id }]);
  });

  it('cannot be edited or deleted, even in SQL', async () => {
    const { db } = t.app.deps;
    await expect(sql`update moderation_log set reason = 'changed'`.execute(db)).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(sql`delete from moderation_log`.execute(db)).rejects.toThrow(/cannot be changed/);
    if (TEST_ENGINE === 'postgres')
      await expect(sql`truncate moderation_log`.execute(db)).rejects.toThrow(/cannot be changed/);
    expect((await log(admin)).total).toBeGreaterThan(10);
  });
});
