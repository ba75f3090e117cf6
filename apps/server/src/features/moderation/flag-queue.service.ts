import {
  canManageTeam,
  FLAG_MESSAGES,
  hasPrivilege,
  TEAM_MESSAGES,
  type Flag,
  type FlagQueueItem,
  type FlagQueueQuery,
  type Page,
  type PageQuery,
} from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { forbidden, notFound } from '../../core/errors.js';
import { decodeCursor, isIdString, toPage } from '../../lib/cursor.js';
import { membershipBySlug } from '../teams/index.js';
import { usersByIds } from '../users/users.service.js';
import { findFlagItems, flagItemKey } from './flag-targets.repository.js';
import * as flags from './flags.repository.js';
import { presentFlag } from './flags.presenter.js';

const isAfterCursor = (value: unknown): value is { after: string } =>
  typeof value === 'object' && value !== null && isIdString((value as { after?: unknown }).after);
const isBeforeIdCursor = (value: unknown): value is { before: string } =>
  typeof value === 'object' && value !== null && isIdString((value as { before?: unknown }).before);

/** The queue's scope: the site's for reviewers, a team's for its owner and admins. */
async function queueScope(deps: AppDeps, actor: AuthUser, team: string | undefined) {
  if (team === undefined) {
    if (!hasPrivilege(actor, 'reviewQueues')) throw forbidden(FLAG_MESSAGES.reviewersOnly);
    return null;
  }
  const membership = await membershipBySlug(deps.db, team, actor.id);
  if (!membership) throw notFound(TEAM_MESSAGES.teamNotFound);
  if (!canManageTeam(membership.role)) throw forbidden(TEAM_MESSAGES.teamAdminsOnly);
  return membership.id;
}

/** Queue rows with their raiser, their item's author and what the item says now. */
async function presentQueue(deps: AppDeps, rows: flags.FlagRow[]): Promise<FlagQueueItem[]> {
  const people = await usersByIds(deps, [
    ...new Set(rows.flatMap((row) => [row.userId, row.ownerId]).filter((id) => id !== null)),
  ]);
  const names = new Map(people.map((user) => [user.id, user.name]));
  const person = (id: string | null) =>
    id === null ? null : { userId: id, userName: names.get(id) ?? '' };
  const flagsShown = rows.map(presentFlag);
  const targets = flagsShown.map((flag) => flag.target);
  // The page's items in one statement per kind (never one per row).
  const [pending, items] = await Promise.all([
    flags.pendingCounts(deps.db, targets),
    findFlagItems(deps.db, targets),
  ]);
  return rows.map((row, at) => {
    const key = flagItemKey(row.targetKind, row.targetId);
    return {
      ...flagsShown[at]!,
      flagger: person(row.userId),
      owner: person(row.ownerId),
      excerpt: items.get(key)?.text ?? '',
      pendingOnItem: pending.get(key) ?? 0,
      hidden: items.get(key)?.hidden ?? false,
    };
  });
}

/**
 * The flags waiting for a decision (issue 34), oldest first, a page at a time: the site's
 * for reviewers (reviewQueues), moderators and admins, optionally of one reason; a team's
 * (`team`) for its owner and admins.
 */
export async function flagQueue(
  deps: AppDeps,
  actor: AuthUser,
  query: FlagQueueQuery,
): Promise<Page<FlagQueueItem>> {
  const teamId = await queueScope(deps, actor, query.team);
  const after = decodeCursor(query.cursor, isAfterCursor)?.after;
  const scope = { teamId, reason: query.reason };
  const [rows, total] = await Promise.all([
    flags.queuePage(deps.db, scope, query.limit + 1, after),
    flags.countQueue(deps.db, scope),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => presentQueue(deps, page),
    (last) => ({
      after: last.id,
    }),
  );
}

/** The actor's own flags with their outcome, newest first. */
export async function myFlags(
  deps: AppDeps,
  actor: AuthUser,
  query: PageQuery,
): Promise<Page<Flag>> {
  const before = decodeCursor(query.cursor, isBeforeIdCursor)?.before;
  const [rows, total] = await Promise.all([
    flags.flagsBy(deps.db, actor.id, query.limit + 1, before),
    flags.countFlagsBy(deps.db, actor.id),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => page.map(presentFlag),
    (last) => ({
      before: last.id,
    }),
  );
}
