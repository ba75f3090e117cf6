import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIMITS,
  MESSAGES,
  TAG_NAMES,
  type Page,
  type PublicUser,
  type SelfUser,
} from '@stackhive/shared';
import { asUser, createTestApp, signUp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject(token ? asUser(token, { method: 'GET', url }) : { method: 'GET', url });
const patch = (url: string, payload: unknown, token?: string) =>
  t.app.inject(
    token
      ? asUser(token, { method: 'PATCH', url, payload: payload as object })
      : { method: 'PATCH', url, payload: payload as object },
  );

describe('GET /api/user/getAllUsers', () => {
  it('reports the exact number of users from the stored total, kept by every sign-up', async () => {
    const fresh = await createTestApp();
    try {
      const total = async () =>
        (await fresh.app.inject({ method: 'GET', url: '/api/user/getAllUsers?limit=1' })).json<
          Page<PublicUser>
        >().total;
      expect(await total()).toBe(0);
      for (let i = 0; i < 3; i += 1) await signUp(fresh.app);
      expect(await total()).toBe(3);
      // A refused sign-up (the address is taken) counts no one.
      const taken = await signUp(fresh.app, { email: 'taken@example.com' });
      const again = await fresh.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { name: 'Again', email: 'taken@example.com', password: 'correct horse 1' },
      });
      expect(again.statusCode).toBe(409);
      expect(taken.result._id).toBeTruthy();
      expect(await total()).toBe(4);
    } finally {
      await fresh.close();
    }
  });

  it('pages through every user once, in joining order, with public fields only', async () => {
    const created: string[] = [];
    for (let i = 0; i < 7; i += 1) created.push((await signUp(t.app)).result._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await get(
        `/api/user/getAllUsers?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = response.json<Page<PublicUser>>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      expect(page.total).toBeGreaterThanOrEqual(7);
      for (const user of page.items) {
        expect(Object.keys(user).sort()).toEqual([
          '_id',
          'about',
          'badges',
          'friends',
          'joinedOn',
          'moderator',
          'name',
          'reputation',
          'suspendedUntil',
          'tags',
        ]);
        seen.push(user._id);
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((id) => created.includes(id))).toEqual(created);
  });

  it('defaults to 20 per page and refuses more than 100 or a forged cursor (400)', async () => {
    for (let i = 0; i < 15; i += 1) await signUp(t.app);
    expect((await get('/api/user/getAllUsers')).json<Page<PublicUser>>().items).toHaveLength(20);
    const tooMany = await get('/api/user/getAllUsers?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('limit');
    expect((await get('/api/user/getAllUsers?limit=0')).statusCode).toBe(400);
    expect((await get('/api/user/getAllUsers?limit=abc')).statusCode).toBe(400);
    const forged = await get('/api/user/getAllUsers?cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toContain('cursor');
  });
});

describe('GET /api/user/:id', () => {
  it('answers one public profile, without the email', async () => {
    const { result } = await signUp(t.app, { name: 'Public Person' });
    const response = await get(`/api/user/${result._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: result._id, name: 'Public Person' });
    expect(response.body).not.toContain(result.email);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/user/0192aaaa-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/user/bad%20id!')).statusCode).toBe(400);
  });
});

describe('PATCH /api/user/update/:id', () => {
  it('updates name, about and watched tags (lower-cased, deduplicated)', async () => {
    const { result, token } = await signUp(t.app);
    const response = await patch(
      `/api/user/update/${result._id}`,
      {
        name: 'New Name',
        about: 'I write **TypeScript**.',
        tags: ['TypeScript', 'reactjs', 'typescript', 'c++'],
      },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<SelfUser>()).toMatchObject({
      name: 'New Name',
      about: 'I write **TypeScript**.',
      tags: ['typescript', 'reactjs', 'c++'],
      email: result.email,
    });
  });

  it('keeps the previous tags when the list is empty (spec 5)', async () => {
    const { result, token } = await signUp(t.app);
    await patch(`/api/user/update/${result._id}`, { name: 'A', about: '', tags: ['git'] }, token);
    const response = await patch(
      `/api/user/update/${result._id}`,
      { name: 'B', about: 'x', tags: [] },
      token,
    );
    expect(response.json<SelfUser>()).toMatchObject({ name: 'B', tags: ['git'] });
  });

  it('refuses a tag outside the catalogue and more than 20 tags (400)', async () => {
    const { result, token } = await signUp(t.app);
    const unknown = await patch(
      `/api/user/update/${result._id}`,
      { name: 'A', about: '', tags: ['cobol'] },
      token,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('cobol');
    // One more catalogue tag than a user may watch.
    const many = TAG_NAMES.slice(0, LIMITS.watchedTags.max + 1);
    const tooMany = await patch(
      `/api/user/update/${result._id}`,
      { name: 'A', about: '', tags: many },
      token,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MESSAGES.tooManyWatchedTags);
  });

  it('answers 400 for an empty name, 401 without a token, 403 for someone else, 404 for nobody', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const body = { name: 'X', about: '', tags: [] };
    expect(
      (await patch(`/api/user/update/${me.result._id}`, { ...body, name: ' ' }, me.token))
        .statusCode,
    ).toBe(400);
    expect((await patch(`/api/user/update/${me.result._id}`, body)).statusCode).toBe(401);
    const forbidden = await patch(`/api/user/update/${other.result._id}`, body, me.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(MESSAGES.notYours);
    expect((await get(`/api/user/${other.result._id}`)).json().name).toBe(other.result.name);
    expect(
      (await patch('/api/user/update/0192aaaa-0000-7000-8000-000000000000', body, me.token))
        .statusCode,
    ).toBe(404);
  });
});

describe('the admin role', () => {
  it('comes from ADMIN_EMAILS or the database, only once the address is verified', async () => {
    const listed = await signUp(t.app, { email: 'admin@example.com' });
    const me = () => get('/api/user/me', listed.token);
    expect((await me()).json<SelfUser>().isAdmin).toBe(false);
    await t.app.deps.db
      .updateTable('users')
      .set({ emailVerified: 1 })
      .where('id', '=', listed.result._id)
      .execute();
    expect((await me()).json<SelfUser>()).toMatchObject({ isAdmin: true, verified: true });
    const flagged = await signUp(t.app);
    await t.app.deps.db
      .updateTable('users')
      .set({ isAdmin: 1 })
      .where('id', '=', flagged.result._id)
      .execute();
    // Issue 30: the flag alone (the demo admin's, whose password is public) is not enough.
    expect((await get('/api/user/me', flagged.token)).json<SelfUser>().isAdmin).toBe(false);
    await t.app.deps.db
      .updateTable('users')
      .set({ emailVerified: 1 })
      .where('id', '=', flagged.result._id)
      .execute();
    expect((await get('/api/user/me', flagged.token)).json<SelfUser>().isAdmin).toBe(true);
  });
});

describe('PATCH /api/user/addFriend/:id', () => {
  it('follows and unfollows by replacing the list; names come from the server', async () => {
    const me = await signUp(t.app);
    const a = await signUp(t.app, { name: 'Alice' });
    const b = await signUp(t.app, { name: 'Bob' });
    const url = `/api/user/addFriend/${me.result._id}`;
    const follow = await patch(
      url,
      {
        friends: [
          { userName: 'whatever', userId: a.result._id },
          { userName: 'Bob', userId: b.result._id },
        ],
      },
      me.token,
    );
    expect(follow.statusCode).toBe(200);
    expect(follow.json<SelfUser>().friends).toEqual([
      { userName: 'Alice', userId: a.result._id },
      { userName: 'Bob', userId: b.result._id },
    ]);
    const unfollow = await patch(
      url,
      { friends: [{ userName: 'Bob', userId: b.result._id }] },
      me.token,
    );
    expect(unfollow.json<SelfUser>().friends).toEqual([{ userName: 'Bob', userId: b.result._id }]);
    expect((await get(`/api/user/${me.result._id}`)).json<PublicUser>().friends).toHaveLength(1);
    const followers = await t.app.deps.db
      .selectFrom('follows')
      .select('followerId')
      .where('followeeId', '=', b.result._id)
      .execute();
    expect(followers.map((row) => row.followerId)).toEqual([me.result._id]);
  });

  it("refuses yourself, unknown users, someone else's list and visitors", async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const url = `/api/user/addFriend/${me.result._id}`;
    const self = await patch(
      url,
      { friends: [{ userName: 'me', userId: me.result._id }] },
      me.token,
    );
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGES.cannotFollowSelf);
    const ghost = await patch(
      url,
      { friends: [{ userName: 'x', userId: '0192aaaa-0000-7000-8000-000000000000' }] },
      me.token,
    );
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json().message).toContain('friends');
    expect((await patch(url, { friends: 'nope' }, me.token)).statusCode).toBe(400);
    expect((await patch(url, { friends: [] })).statusCode).toBe(401);
    expect(
      (await patch(`/api/user/addFriend/${other.result._id}`, { friends: [] }, me.token))
        .statusCode,
    ).toBe(403);
  });
});
