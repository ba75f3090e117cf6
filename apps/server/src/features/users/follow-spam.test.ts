import { describe, expect, it } from 'vitest';
import { type AuthResponse, LIMITS, MESSAGES, type SelfUser } from '@stackhive/shared';
import { TEST_ENGINE } from '../../test/helpers.js';
import { call, inbox, t, useNotificationsApp, users } from '../../test/notifications.js';

/**
 * Issue 30, item 8: following, unfollowing and following again notified each time (150k
 * notifications a minute were reachable). A pair's follow notifies once per
 * `LIMITS.follows.noticeDays`; new follows per user per day are capped.
 */
describe(`follow notifications on ${TEST_ENGINE}`, () => {
  useNotificationsApp();

  const follow = (follower: AuthResponse, followed: AuthResponse[]) =>
    call(follower, 'PATCH', `/user/addFriend/${follower.result._id}`, {
      friends: followed.map((user) => ({ userId: user.result._id, userName: user.result.name })),
    });
  const followsOf = async (follower: AuthResponse, followed: AuthResponse) =>
    (await inbox(followed)).items.filter(
      (item) => item.kind === 'follow' && item.actorId === follower.result._id,
    );

  it('notifies a pair once however often the follower unfollows and follows again', async () => {
    const [follower, followed] = (await users(2, 'Pair')) as [AuthResponse, AuthResponse];
    for (let round = 0; round < 5; round++) {
      expect((await follow(follower, [followed])).statusCode).toBe(200);
      expect((await follow(follower, [])).statusCode).toBe(200);
    }
    expect(await followsOf(follower, followed)).toHaveLength(1);

    // Once the last notice is older than the window, a new follow notifies again.
    const longAgo = Date.now() - (LIMITS.follows.noticeDays + 1) * 24 * 3600_000;
    await t.app.deps.db
      .updateTable('notifications')
      .set({ createdAt: new Date(longAgo).toISOString() })
      .where('actorId', '=', follower.result._id)
      .execute();
    await follow(follower, [followed]);
    expect(await followsOf(follower, followed)).toHaveLength(2);
  });

  it(`caps new follows at ${LIMITS.follows.newPerDay} a day: 429 with a message, nothing changed`, async () => {
    const cap = LIMITS.follows.newPerDay;
    const [follower, ...others] = await users(cap + 2, 'Crowd');
    const first = others.slice(0, cap);
    expect((await follow(follower!, first)).statusCode).toBe(200);
    const refused = await follow(follower!, others);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyFollows });
    const self = (await call(follower!, 'GET', '/user/me')).json<SelfUser>();
    expect(self.friends).toHaveLength(cap);
    // Unfollowing makes no room: the day's count is of follows made, not follows held.
    await follow(follower!, []);
    expect((await follow(follower!, others.slice(cap))).statusCode).toBe(429);
    // Following again someone already followed today is no new follow.
    expect((await follow(follower!, first.slice(0, 10))).statusCode).toBe(200);
    expect((await inbox(others[cap]!)).items).toHaveLength(0);
  });
});
