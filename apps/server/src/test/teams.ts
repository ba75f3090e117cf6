import { expect } from 'vitest';
import type { AuthResponse, Question, Team, TeamInviteLink } from '@stackhive/shared';
import { asUser, signUp, type TestApp } from './helpers.js';

/** Team test helpers (issue 33): members, a team with them, and team questions. */

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** `/api{url}` as `who` (null: a visitor). */
export function teamCaller(t: TestApp) {
  return (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
    const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
    return t.app.inject(who ? asUser(who.token, options) : options);
  };
}

/** A signed-up user whose email is verified (teams need one). */
export async function verifiedUser(
  t: TestApp,
  name: string,
  email?: string,
): Promise<AuthResponse> {
  const user = await signUp(t.app, { name, ...(email ? { email } : {}) });
  await t.app.deps.db
    .updateTable('users')
    .set({ emailVerified: 1 })
    .where('id', '=', user.result._id)
    .execute();
  return user;
}

let teams = 0;

/** A team `owner` creates, which `members` join through its invite link. */
export async function teamWith(
  t: TestApp,
  owner: AuthResponse,
  members: AuthResponse[],
  name = 'Platform',
): Promise<Team> {
  const call = teamCaller(t);
  teams += 1;
  const slug = `team-${process.pid}-${teams}`;
  const created = await call(owner, 'POST', '/teams', { name, slug });
  expect(created.statusCode, created.body).toBe(201);
  const team = created.json<Team>();
  if (members.length > 0) {
    const link = (await call(owner, 'POST', `/teams/${slug}/invite-link`)).json<TeamInviteLink>();
    for (const member of members) {
      const joined = await call(member, 'POST', '/teams/join', { token: link.token });
      expect(joined.statusCode, joined.body).toBe(200);
    }
  }
  return team;
}

/** `who` asks in the team `slug`. */
export async function askInTeam(
  t: TestApp,
  who: AuthResponse,
  slug: string,
  fields: { title: string; body: string; tags: string[] },
): Promise<Question> {
  const asked = await teamCaller(t)(who, 'POST', '/questions/Ask', {
    questionTitle: fields.title,
    questionBody: fields.body,
    questionTags: fields.tags,
    team: slug,
  });
  expect(asked.statusCode, asked.body).toBe(200);
  return asked.json<Question>();
}
