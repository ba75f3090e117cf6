import { createHash, randomBytes } from 'node:crypto';
import {
  paths,
  type CreateTeamRequest,
  type Page,
  type PageQuery,
  type Team,
  type TeamInvite,
  type TeamInviteLink,
  type TeamMember,
  type TeamRole,
  MESSAGES,
  TEAM_MESSAGES,
  TEAM_LIMITS,
  canManageTeam,
  teamRemoval,
  teamRoleChange,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../core/errors.js';
import { toBool, toIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { reopenLiveStreams } from '../../infra/live-hub.js';
import { teamInviteMail } from '../../infra/mail/templates.js';
import { decodeCursor, isPosition, toPage } from '../../lib/cursor.js';
import { pageUrl } from '../../lib/site-url.js';
import { userByEmail, userById } from '../users/users.service.js';
import { teamBadgeCounts } from '../badges/index.js';
import { deleteQuestionsOf } from '../questions/index.js';
import * as teams from './teams.repository.js';

/**
 * Teams (issue 33): create one, invite by mail or by a shared link, join, change roles,
 * remove members, hand the team over, delete it. A team exists only for its members: to
 * anyone else every team route answers 404, never 403, so its name and slug stay private.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const nowOf = (deps: AppDeps) => new Date(deps.clock()).toISOString();

function present(row: teams.MembershipRow, memberLimit: number): Team {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    memberCount: Number(row.memberCount),
    memberLimit,
    createdAt: toIso(row.createdAt),
    role: row.role,
  };
}

/** The viewer's membership of `slug`; 404 when they are not in it (or it does not exist). */
export async function membershipOf(deps: AppDeps, actor: AuthUser, slug: string) {
  const membership = await teams.membershipBySlug(deps.db, slug, actor.id);
  if (!membership) throw notFound(TEAM_MESSAGES.teamNotFound);
  return membership;
}

/** As membershipOf, and 403 unless the viewer is the team's owner or an admin. */
async function managedBy(deps: AppDeps, actor: AuthUser, slug: string) {
  const membership = await membershipOf(deps, actor, slug);
  if (!canManageTeam(membership.role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
  return membership;
}

/** Creating and joining need a verified address, as the chatbot does (DECISIONS 7). */
async function requireVerified(deps: AppDeps, actor: AuthUser) {
  const user = await userById(deps, actor.id);
  if (!user || !toBool(user.emailVerified)) throw forbidden(TEAM_MESSAGES.teamNeedsVerification);
  return user;
}

export async function createTeam(
  deps: AppDeps,
  actor: AuthUser,
  request: CreateTeamRequest,
): Promise<Team> {
  await requireVerified(deps, actor);
  const id = newId();
  const createdAt = nowOf(deps);
  await deps.db.transaction().execute(async (trx) => {
    const created = await teams.countTeamsCreatedBy(trx, actor.id);
    if (created >= TEAM_LIMITS.createdPerAccount) throw forbidden(TEAM_MESSAGES.teamTooMany);
    const values = { id, name: request.name, slug: request.slug, createdBy: actor.id, createdAt };
    if (!(await teams.insertTeam(trx, values))) throw conflict(TEAM_MESSAGES.teamSlugTaken);
  });
  return getTeam(deps, actor, request.slug);
}

export async function getTeam(deps: AppDeps, actor: AuthUser, slug: string): Promise<Team> {
  return present(await membershipOf(deps, actor, slug), deps.config.teamMemberLimit);
}

export async function myTeams(
  deps: AppDeps,
  actor: AuthUser,
  query: PageQuery,
): Promise<Page<Team>> {
  const after = decodeCursor(query.cursor, isPosition);
  const [rows, total] = await Promise.all([
    teams.teamsOf(deps.db, actor.id, query.limit + 1, after),
    teams.countTeamsOf(deps.db, actor.id),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map((row) => present(row, deps.config.teamMemberLimit)),
    (last) => ({ at: toIso(last.joinedAt), id: last.id }),
  );
}

export async function members(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  query: PageQuery,
): Promise<Page<TeamMember>> {
  const team = await membershipOf(deps, actor, slug);
  const after = decodeCursor(query.cursor, isPosition);
  const rows = await teams.membersOf(deps.db, team.id, query.limit + 1, after);
  return toPage(
    rows,
    query.limit,
    Number(team.memberCount),
    (page) => presentMembers(deps, team.id, page),
    (last) => ({ at: toIso(last.joinedAt), id: last.userId }),
  );
}

/**
 * Mails an invitation holding 256 random bits (stored hashed), valid
 * TEAM_LIMITS.inviteValidDays, once. Whoever accepts must sign in with this address verified.
 */
export async function invite(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  email: string,
): Promise<TeamInvite> {
  const team = await managedBy(deps, actor, slug);
  const invited = await userByEmail(deps, email);
  if (invited && (await teams.memberRole(deps.db, team.id, invited.id))) {
    throw conflict(TEAM_MESSAGES.teamAlreadyMember);
  }
  const token = newToken();
  const now = deps.clock();
  const row = {
    id: newId(),
    teamId: team.id,
    email,
    tokenHash: hashToken(token),
    invitedBy: actor.id,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + TEAM_LIMITS.inviteValidDays * 86_400_000).toISOString(),
  };
  await teams.insertInvite(deps.db, row);
  const link = pageUrl(deps.config, paths.teamJoin.getHref(token));
  try {
    await deps.mailer.send(
      teamInviteMail(email, actor.name, team.name, link, TEAM_LIMITS.inviteValidDays),
    );
  } catch {
    // No mail, no invitation: nobody holds its link, and the admin tries again.
    await teams.revokeInvite(deps.db, team.id, row.id);
    throw new HttpError(503, MESSAGES.mailFailed);
  }
  return { _id: row.id, email, createdAt: row.createdAt, expiresAt: row.expiresAt };
}

export async function openInvites(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  query: PageQuery,
): Promise<Page<TeamInvite>> {
  const team = await managedBy(deps, actor, slug);
  const after = decodeCursor(query.cursor, isPosition);
  const now = nowOf(deps);
  const [rows, total] = await Promise.all([
    teams.openInvites(deps.db, team.id, now, query.limit + 1, after),
    teams.countOpenInvites(deps.db, team.id, now),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) =>
      page.map((row) => ({
        _id: row.id,
        email: row.email,
        createdAt: toIso(row.createdAt),
        expiresAt: toIso(row.expiresAt),
      })),
    (last) => ({ at: toIso(last.createdAt), id: last.id }),
  );
}

export async function revokeInvite(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  id: string,
): Promise<void> {
  const team = await managedBy(deps, actor, slug);
  if (!(await teams.revokeInvite(deps.db, team.id, id))) {
    throw notFound(TEAM_MESSAGES.teamInviteNotFound);
  }
}

/** A new shared invite link; the one before it stops working at once. */
export async function resetInviteLink(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
): Promise<TeamInviteLink> {
  const team = await managedBy(deps, actor, slug);
  const token = `l${newToken()}`;
  await teams.setLinkToken(deps.db, team.id, hashToken(token));
  return { token, url: pageUrl(deps.config, paths.teamJoin.getHref(token)) };
}

export async function removeInviteLink(deps: AppDeps, actor: AuthUser, slug: string) {
  const team = await managedBy(deps, actor, slug);
  await teams.setLinkToken(deps.db, team.id, null);
}

/**
 * Joins the team a token invites to: a mailed invitation (once, unexpired, and only for
 * the account with that address, verified) or the team's shared link (any verified account).
 * 409 naming the limit when the team is full; already a member: the team, unchanged.
 */
export async function join(deps: AppDeps, actor: AuthUser, token: string): Promise<Team> {
  const user = await requireVerified(deps, actor);
  const hash = hashToken(token);
  const now = nowOf(deps);
  const teamId = await deps.db.transaction().execute(async (trx) => {
    const viaLink = await teams.teamByLinkToken(trx, hash);
    if (viaLink) {
      await seat(deps, trx, viaLink.id, actor.id, now);
      return viaLink.id;
    }
    const invite = await teams.inviteByToken(trx, hash);
    if (!invite || invite.usedAt !== null || toIso(invite.expiresAt) <= now) {
      throw badRequest(TEAM_MESSAGES.teamInviteInvalid);
    }
    if (invite.email !== user.email) throw forbidden(TEAM_MESSAGES.teamInviteOtherEmail);
    const seated = await seat(deps, trx, invite.teamId, actor.id, now);
    // An invitation is spent by the join it brought; a member following it again spends nothing.
    if (seated === 'joined' && !(await teams.useInvite(trx, invite.id, now))) {
      throw badRequest(TEAM_MESSAGES.teamInviteInvalid);
    }
    return invite.teamId;
  });
  const team = await teams.teamById(deps.db, teamId);
  const role = team && (await teams.memberRole(deps.db, teamId, actor.id));
  if (!team || !role) throw notFound(TEAM_MESSAGES.teamNotFound);
  return present({ ...team, role }, deps.config.teamMemberLimit);
}

async function seat(
  deps: AppDeps,
  trx: Parameters<typeof teams.addMember>[0],
  teamId: string,
  userId: string,
  now: string,
) {
  const limit = deps.config.teamMemberLimit;
  const seated = await teams.addMember(trx, teamId, userId, limit, now);
  if (seated === 'full') throw conflict(TEAM_MESSAGES.teamFull.replace('{limit}', String(limit)));
  return seated;
}

/**
 * Gives a member a role. Owners and admins make admins and members of others; the owner
 * alone hands the team over (`owner`: they become an admin) and nobody demotes the owner.
 */
export async function changeRole(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  userId: string,
  role: TeamRole,
): Promise<TeamMember> {
  const team = await managedBy(deps, actor, slug);
  await deps.db.transaction().execute(async (trx) => {
    const current = await teams.memberRole(trx, team.id, userId);
    if (!current) throw notFound(TEAM_MESSAGES.teamMemberNotFound);
    const allowed = teamRoleChange(team.role, current, role);
    if (allowed !== true) throw forbidden(allowed);
    if (role === 'owner') await teams.setRole(trx, team.id, actor.id, 'admin');
    await teams.setRole(trx, team.id, userId, role);
  });
  const member = await teams.memberOf(deps.db, team.id, userId);
  if (!member) throw notFound(TEAM_MESSAGES.teamMemberNotFound);
  const [presented] = await presentMembers(deps, team.id, [member]);
  return presented!;
}

/** Members as the team shows them, with their badges in the team (one read for the page). */
async function presentMembers(
  deps: AppDeps,
  teamId: string,
  rows: teams.MemberRow[],
): Promise<TeamMember[]> {
  const badges = await teamBadgeCounts(
    deps.db,
    teamId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    role: row.role,
    joinedAt: toIso(row.joinedAt),
    reputation: row.reputation,
    badges: badges.get(row.userId) ?? { gold: 0, silver: 0, bronze: 0 },
  }));
}

/**
 * Removes a member (an owner or admin removing someone, or anyone leaving). The owner cannot
 * go: they hand the team over first. Access ends at once: every read checks membership.
 */
export async function removeMember(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  userId: string,
): Promise<void> {
  const team = await membershipOf(deps, actor, slug);
  const self = userId === actor.id;
  // Someone who runs nothing is refused before the member is looked up.
  if (!self && !canManageTeam(team.role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
  await deps.db.transaction().execute(async (trx) => {
    const current = await teams.memberRole(trx, team.id, userId);
    if (!current) throw notFound(TEAM_MESSAGES.teamMemberNotFound);
    const allowed = teamRemoval(team.role, current, self);
    if (allowed !== true) throw forbidden(allowed);
    await teams.removeMember(trx, team.id, userId);
    await teams.forgetTeamNotifications(trx, team.id, userId);
  });
  // Their open streams close in every process, and reopen without the team's pages.
  reopenLiveStreams(deps.live, userId);
}

/**
 * Deletes the team with everything in it (its questions with their answers, comments, votes
 * and revisions; its tags); the owner only, with its slug typed again.
 */
export async function deleteTeam(
  deps: AppDeps,
  actor: AuthUser,
  slug: string,
  confirm: string,
): Promise<void> {
  const team = await membershipOf(deps, actor, slug);
  if (team.role !== 'owner') throw forbidden(TEAM_MESSAGES.teamOwnerOnly);
  if (confirm.toLowerCase() !== team.slug.toLowerCase()) {
    throw badRequest(TEAM_MESSAGES.teamDeleteConfirm);
  }
  await deps.db.transaction().execute(async (trx) => {
    // Its questions first, with everything on them (notifications go by their foreign key).
    await deleteQuestionsOf(trx, teams.teamQuestionIds(team.id));
    await teams.deleteTeam(trx, team.id);
  });
}
