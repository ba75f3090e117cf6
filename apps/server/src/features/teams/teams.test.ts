import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthResponse,
  type Page,
  type Team,
  type TeamInviteLink,
  type TeamMember,
  MESSAGES,
  TEAM_MESSAGES,
  TEAM_LIMITS,
} from '@stackhive/shared';
import { startSmtpServer } from '../../test/smtp.js';
import { asUser, createTestApp, signUp, TEST_ENGINE, type TestApp } from '../../test/helpers.js';
import { verifiedUser as verifiedUserOf } from '../../test/teams.js';

/**
 * Teams (issue 33): creating one, invitations by mail over real SMTP and by a shared link,
 * the member limit (also under joins at once), roles, leaving and removal, deleting. A team
 * is its members' alone: to anyone else every team route answers 404.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let now = Date.now();
let mailFails = false;

beforeAll(async () => {
  smtp = await startSmtpServer({ failWith: () => (mailFails ? 'mailbox unavailable' : undefined) });
  t = await createTestApp(
    {
      mail: {
        smtpUrl: smtp.url,
        from: 'StackHive <no-reply@stackhive.test>',
        outboxDir: '/nonexistent',
        feedbackTo: [],
      },
      teamMemberLimit: 4,
    },
    { clock: () => now },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: AuthResponse | null, method: Method, url: string, payload?: object) => {
  const options = { method, url: `/api${url}`, ...(payload ? { payload } : {}) };
  return t.app.inject(who ? asUser(who.token, options) : options);
};

const verifiedUser = (name: string, email?: string) => verifiedUserOf(t, name, email);

/** The join token in the newest mail to `email`. */
function tokenMailedTo(email: string): string {
  const mail = smtp.inbox.findLast((received) => received.to.includes(email));
  if (!mail) throw new Error(`no mail to ${email}`);
  const token = /\/teams\/join\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no join link in: ${mail.text}`);
  return token;
}

const slugOf = (() => {
  let n = 0;
  return (name: string) => `${name}-${TEST_ENGINE}-${(n += 1)}`;
})();

async function createTeam(owner: AuthResponse, name = 'Platform'): Promise<Team> {
  const response = await call(owner, 'POST', '/teams', { name, slug: slugOf('platform') });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Team>();
}

describe(`teams (${TEST_ENGINE})`, () => {
  it('are created by a verified member, who owns them; a slug is unique whatever its case', async () => {
    const unverified = await signUp(t.app, { name: 'Una Verified' });
    const refused = await call(unverified, 'POST', '/teams', { name: 'X', slug: 'x-team' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.teamNeedsVerification);
    expect((await call(null, 'POST', '/teams', { name: 'X', slug: 'x-team' })).statusCode).toBe(
      401,
    );

    const owner = await verifiedUser('Olga Owner');
    const bad = await call(owner, 'POST', '/teams', { name: 'Platform', slug: 'no spaces!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/slug/);
    const noName = await call(owner, 'POST', '/teams', { name: ' ', slug: 'fine-slug' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/name/);

    const slug = slugOf('Acme');
    const created = await call(owner, 'POST', '/teams', { name: 'Acme Platform', slug });
    expect(created.statusCode).toBe(201);
    expect(created.json<Team>()).toMatchObject({
      name: 'Acme Platform',
      slug: slug.toLowerCase(),
      memberCount: 1,
      memberLimit: 4,
      role: 'owner',
    });
    const taken = await call(owner, 'POST', '/teams', { name: 'Other', slug: slug.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TEAM_MESSAGES.teamSlugTaken);

    const mine = await call(owner, 'GET', '/teams/mine');
    expect(mine.json<Page<Team>>().items.map((team) => team.slug)).toEqual([slug.toLowerCase()]);
    expect((await call(owner, 'GET', `/teams/${slug.toUpperCase()}`)).statusCode).toBe(200);
  });

  it('exist only for their members: anyone else gets 404, a visitor 401', async () => {
    const owner = await verifiedUser('Otto Owner');
    const team = await createTeam(owner);
    const stranger = await verifiedUser('Stan Stranger');
    for (const [method, url] of [
      ['GET', `/teams/${team.slug}`],
      ['GET', `/teams/${team.slug}/members`],
      ['GET', `/teams/${team.slug}/invites`],
      ['POST', `/teams/${team.slug}/invite-link`],
      ['DELETE', `/teams/${team.slug}/members/${owner.result._id}`],
    ] as const) {
      const response = await call(stranger, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(team.name);
      expect((await call(null, method, url)).statusCode).toBe(401);
    }
    const invite = await call(stranger, 'POST', `/teams/${team.slug}/invites`, {
      email: 'x@example.com',
    });
    expect(invite.statusCode).toBe(404);
    const missing = await call(stranger, 'GET', '/teams/no-such-team');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(TEAM_MESSAGES.teamNotFound);
  });

  it('invite by mail: a single-use link for that address alone, valid 7 days', async () => {
    const owner = await verifiedUser('Ida Inviter');
    const team = await createTeam(owner, 'Data');
    const email = `joiner-${TEST_ENGINE}@example.com`;
    const sent = await call(owner, 'POST', `/teams/${team.slug}/invites`, { email });
    expect(sent.statusCode).toBe(201);
    const mail = smtp.inbox.findLast((received) => received.to.includes(email))!;
    expect(mail.subject).toContain('Data');
    expect(mail.text).toContain('Ida Inviter');
    const token = tokenMailedTo(email);
    const listed = await call(owner, 'GET', `/teams/${team.slug}/invites`);
    expect(listed.json<Page<{ email: string }>>().items.map((item) => item.email)).toEqual([email]);

    // Another account cannot use it, nor the right one before proving the address.
    const other = await verifiedUser('Otis Other');
    const wrong = await call(other, 'POST', '/teams/join', { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(TEAM_MESSAGES.teamInviteOtherEmail);
    const joiner = await signUp(t.app, { name: 'Jo Joiner', email });
    expect((await call(joiner, 'POST', '/teams/join', { token })).statusCode).toBe(403);
    await t.app.deps.db
      .updateTable('users')
      .set({ emailVerified: 1 })
      .where('id', '=', joiner.result._id)
      .execute();
    const joined = await call(joiner, 'POST', '/teams/join', { token });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<Team>()).toMatchObject({ slug: team.slug, role: 'member', memberCount: 2 });
    expect((await call(joiner, 'GET', `/teams/${team.slug}`)).statusCode).toBe(200);
    const member = await call(owner, 'POST', `/teams/${team.slug}/invites`, { email });
    expect(member.statusCode).toBe(409);
    expect(member.json().message).toBe(TEAM_MESSAGES.teamAlreadyMember);

    // Used once: spent; the open list no longer has it.
    const again = await call(joiner, 'POST', '/teams/join', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(TEAM_MESSAGES.teamInviteInvalid);
    expect((await call(owner, 'GET', `/teams/${team.slug}/invites`)).json().items).toEqual([]);

    // Past seven days an invitation is void; a revoked one too.
    const late = `late-${TEST_ENGINE}@example.com`;
    await call(owner, 'POST', `/teams/${team.slug}/invites`, { email: late });
    const lateToken = tokenMailedTo(late);
    const lateUser = await verifiedUser('Lee Late', late);
    now += (TEAM_LIMITS.inviteValidDays * 24 + 1) * 3_600_000;
    try {
      expect((await call(lateUser, 'POST', '/teams/join', { token: lateToken })).statusCode).toBe(
        400,
      );
    } finally {
      now = Date.now();
    }
    const revokedMail = `revoked-${TEST_ENGINE}@example.com`;
    const revoked = (
      await call(owner, 'POST', `/teams/${team.slug}/invites`, { email: revokedMail })
    ).json<{ _id: string }>();
    const revokedToken = tokenMailedTo(revokedMail);
    expect(
      (await call(owner, 'DELETE', `/teams/${team.slug}/invites/${revoked._id}`)).statusCode,
    ).toBe(200);
    const revokedUser = await verifiedUser('Rae Revoked', revokedMail);
    expect(
      (await call(revokedUser, 'POST', '/teams/join', { token: revokedToken })).statusCode,
    ).toBe(400);
    expect((await call(null, 'POST', '/teams/join', { token: 'x' })).statusCode).toBe(401);

    // A mail that cannot go out: 503, and no invitation left behind.
    mailFails = true;
    try {
      const unsent = await call(owner, 'POST', `/teams/${team.slug}/invites`, {
        email: `unsent-${TEST_ENGINE}@example.com`,
      });
      expect(unsent.statusCode).toBe(503);
      expect(unsent.json().message).toBe(MESSAGES.mailFailed);
    } finally {
      mailFails = false;
    }
    const open = (await call(owner, 'GET', `/teams/${team.slug}/invites`)).json<
      Page<{ email: string }>
    >();
    expect(open.items.map((item) => item.email)).not.toContain(`unsent-${TEST_ENGINE}@example.com`);
    expect((await call(revokedUser, 'POST', '/teams/join', {})).statusCode).toBe(400);
  });

  it('a shared link lets any verified account join until it is reset', async () => {
    const owner = await verifiedUser('Lina Linker');
    const team = await createTeam(owner, 'Link team');
    const link = (
      await call(owner, 'POST', `/teams/${team.slug}/invite-link`)
    ).json<TeamInviteLink>();
    expect(link.url).toBe(`http://stackhive.test/teams/join/${link.token}`);
    const first = await verifiedUser('First Linked');
    expect((await call(first, 'POST', '/teams/join', { token: link.token })).statusCode).toBe(200);
    // Following it again changes nothing.
    const twice = await call(first, 'POST', '/teams/join', { token: link.token });
    expect(twice.json<Team>().memberCount).toBe(2);

    await call(owner, 'POST', `/teams/${team.slug}/invite-link`);
    const late = await verifiedUser('Late Linked');
    const old = await call(late, 'POST', '/teams/join', { token: link.token });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(TEAM_MESSAGES.teamInviteInvalid);
  });

  it('holds at most TEAM_MEMBER_LIMIT members, also when many join at once', async () => {
    const owner = await verifiedUser('Max Owner');
    const team = await createTeam(owner, 'Full team');
    const { token } = (
      await call(owner, 'POST', `/teams/${team.slug}/invite-link`)
    ).json<TeamInviteLink>();
    const joiners = await Promise.all(
      Array.from({ length: 6 }, (_, n) => verifiedUser(`Joiner ${n}`)),
    );
    const answers = await Promise.all(
      joiners.map((joiner) => call(joiner, 'POST', '/teams/join', { token })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409]);
    const full = answers.find((answer) => answer.statusCode === 409)!;
    expect(full.json().message).toBe('This team is full: a team has at most 4 members.');
    const members = (await call(owner, 'GET', `/teams/${team.slug}/members`)).json<
      Page<TeamMember>
    >();
    expect(members.total).toBe(4);
    expect(members.items).toHaveLength(4);
    expect(members.items[0]).toMatchObject({ userId: owner.result._id, role: 'owner' });

    // A seat freed by someone leaving is a seat for the next.
    const leaver = joiners[answers.findIndex((answer) => answer.statusCode === 200)]!;
    const left = await call(leaver, 'DELETE', `/teams/${team.slug}/members/${leaver.result._id}`);
    expect(left.statusCode).toBe(200);
    const next = joiners[answers.findIndex((answer) => answer.statusCode === 409)]!;
    expect((await call(next, 'POST', '/teams/join', { token })).statusCode).toBe(200);
  });

  it('roles: admins invite and remove; only the owner hands over; the owner stays', async () => {
    const owner = await verifiedUser('Rita Roles');
    const team = await createTeam(owner, 'Roles');
    const { token } = (
      await call(owner, 'POST', `/teams/${team.slug}/invite-link`)
    ).json<TeamInviteLink>();
    const [admin, member, other] = await Promise.all(
      ['Ada Admin', 'Mo Member', 'Oz Other'].map((name) => verifiedUser(name)),
    );
    for (const user of [admin!, member!, other!]) {
      await call(user, 'POST', '/teams/join', { token });
    }
    const url = (user: AuthResponse) => `/teams/${team.slug}/members/${user.result._id}`;

    // A member runs nothing.
    const notAdmin = await call(member!, 'POST', `/teams/${team.slug}/invites`, {
      email: 'z@example.com',
    });
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().message).toBe(TEAM_MESSAGES.teamAdminsOnly);
    expect((await call(member!, 'DELETE', url(other!))).statusCode).toBe(403);
    expect((await call(member!, 'PATCH', url(other!), { role: 'admin' })).statusCode).toBe(403);

    const made = await call(owner, 'PATCH', url(admin!), { role: 'admin' });
    expect(made.statusCode).toBe(200);
    expect(made.json<TeamMember>()).toMatchObject({ name: 'Ada Admin', role: 'admin' });
    expect((await call(admin!, 'PATCH', url(owner), { role: 'member' })).json().message).toBe(
      TEAM_MESSAGES.teamOwnerStays,
    );
    expect((await call(admin!, 'PATCH', url(member!), { role: 'owner' })).statusCode).toBe(403);
    expect((await call(owner, 'PATCH', url(member!), { role: 'boss' })).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', url(owner))).json().message).toBe(
      TEAM_MESSAGES.teamOwnerStays,
    );

    // An admin removes a member: access ends at once.
    expect((await call(admin!, 'DELETE', url(other!))).statusCode).toBe(200);
    expect((await call(other!, 'GET', `/teams/${team.slug}`)).statusCode).toBe(404);
    expect((await call(other!, 'GET', '/teams/mine')).json<Page<Team>>().total).toBe(0);

    // The owner hands the team over and becomes an admin.
    expect((await call(owner, 'PATCH', url(member!), { role: 'owner' })).statusCode).toBe(200);
    expect((await call(owner, 'GET', `/teams/${team.slug}`)).json<Team>().role).toBe('admin');
    expect((await call(member!, 'GET', `/teams/${team.slug}`)).json<Team>().role).toBe('owner');
  });

  it('is deleted by its owner with its slug typed again; members then find nothing', async () => {
    const owner = await verifiedUser('Del Owner');
    const team = await createTeam(owner, 'Short-lived');
    const { token } = (
      await call(owner, 'POST', `/teams/${team.slug}/invite-link`)
    ).json<TeamInviteLink>();
    const member = await verifiedUser('Del Member');
    await call(member, 'POST', '/teams/join', { token });
    expect(
      (await call(member, 'DELETE', `/teams/${team.slug}`, { confirm: team.slug })).statusCode,
    ).toBe(403);
    const unconfirmed = await call(owner, 'DELETE', `/teams/${team.slug}`, { confirm: 'nope' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(TEAM_MESSAGES.teamDeleteConfirm);
    expect(
      (await call(owner, 'DELETE', `/teams/${team.slug}`, { confirm: team.slug })).statusCode,
    ).toBe(200);
    expect((await call(member, 'GET', `/teams/${team.slug}`)).statusCode).toBe(404);
    expect((await call(member, 'POST', '/teams/join', { token })).statusCode).toBe(400);
    // The slug is free again.
    const again = await call(owner, 'POST', '/teams', { name: 'Again', slug: team.slug });
    expect(again.statusCode).toBe(201);
  });

  it('pages a member list and the teams of a member', async () => {
    const owner = await verifiedUser('Pam Pager');
    const slugs: string[] = [];
    for (let n = 0; n < 3; n++) {
      slugs.push((await createTeam(owner, `Paged ${n}`)).slug);
      now += 1000;
    }
    now = Date.now() + 10_000;
    const first = (await call(owner, 'GET', '/teams/mine?limit=2')).json<Page<Team>>();
    expect(first.total).toBe(3);
    expect(first.items.map((team) => team.slug)).toEqual([slugs[2], slugs[1]]);
    const second = (
      await call(owner, 'GET', `/teams/mine?limit=2&cursor=${first.nextCursor}`)
    ).json<Page<Team>>();
    expect(second.items.map((team) => team.slug)).toEqual([slugs[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await call(owner, 'GET', '/teams/mine?cursor=forged')).statusCode).toBe(400);
  });
});
