import { describe, expect, it } from 'vitest';
import { REPUTATION } from '@stackhive/shared';
import { makeUser } from '../test/utils';
import { toSelfUser } from './storage';

describe('toSelfUser (the stored session, and GET /api/user/me’s answer)', () => {
  it('keeps the reputation and badge counts the server answered', () => {
    const user = makeUser({ reputation: 26, badges: { gold: 0, silver: 1, bronze: 3 } });
    expect(toSelfUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
  });

  it('starts a session stored before reputation and badges where every user starts', () => {
    const { reputation: _r, badges: _b, ...older } = makeUser();
    expect(toSelfUser(older)).toMatchObject({
      reputation: REPUTATION.floor,
      badges: { gold: 0, silver: 0, bronze: 0 },
    });
  });

  it('keeps the moderator role and a suspension (issue 34), and starts an older session without', () => {
    const until = new Date(Date.now() + 86_400_000).toISOString();
    const user = makeUser({ moderator: true, suspendedUntil: until });
    expect(toSelfUser(JSON.parse(JSON.stringify(user)))).toEqual(user);
    const { moderator: _m, suspendedUntil: _s, ...older } = makeUser();
    expect(toSelfUser(older)).toMatchObject({ moderator: false, suspendedUntil: null });
  });
});
