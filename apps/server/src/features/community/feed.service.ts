import type { Page, PageQuery, PostSummary } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { toIso } from '../../db/convert.js';
import { decodeCursor, isPosition, toPage, type Position } from '../../lib/cursor.js';
import type { PostRow } from './community.repository.js';
import { presentPostRows } from './community.service.js';
import { countVisiblePosts, listPosts, visiblePostsTotal } from './feed.repository.js';

/** Feed cursors also remember which half of the followed-first feed they are in. */
type FeedCursor = Position & { phase: 'followed' | 'rest' | 'all' };
const isFeedCursor = (value: unknown): value is FeedCursor =>
  isPosition(value) && ['followed', 'rest', 'all'].includes((value as FeedCursor).phase);

const positionOf = (row: PostRow): Position => ({
  at: toIso(row.postedOn),
  id: row.id,
});

/**
 * The community feed. For a signed-in user who follows people: followed users' posts
 * first, newest first, then everyone else's, newest first, without duplicates
 * (DECISIONS 19); otherwise all posts newest first. Hidden (reported) posts are left out.
 */
export async function feed(
  deps: AppDeps,
  viewer: AuthUser | null,
  page: PageQuery,
): Promise<Page<PostSummary>> {
  const cursor = decodeCursor(page.cursor, isFeedCursor);
  if (!viewer) {
    const rows = await listPosts(deps.db, { kind: 'all' }, page.limit + 1, cursor, true);
    const total = await totalOf(deps, rows);
    return toPage(
      rows,
      page.limit,
      total,
      (r) => presentPostRows(deps, r),
      (last) => ({ ...positionOf(last), phase: 'all' }),
    );
  }
  // Followed users' posts, then the others'. Someone who follows nobody gets an empty first
  // phase, which costs one indexed lookup, so the feed needs no "follows anyone?" query.
  const rows: { row: PostRow; phase: 'followed' | 'rest' }[] = [];
  let total: number | undefined;
  if (!cursor || cursor.phase === 'followed') {
    const followed = await listPosts(
      deps.db,
      { kind: 'followedBy', userId: viewer.id },
      page.limit + 1,
      cursor,
      true,
    );
    total = followed.length > 0 ? Number(followed[0]?.total) : undefined;
    rows.push(...followed.map((row) => ({ row, phase: 'followed' as const })));
  }
  if (rows.length <= page.limit) {
    const after = cursor?.phase === 'rest' ? cursor : undefined;
    const rest = await listPosts(
      deps.db,
      { kind: 'notFollowedBy', userId: viewer.id },
      page.limit + 1 - rows.length,
      after,
      total === undefined,
    );
    total ??= rest.length > 0 ? Number(rest[0]?.total) : undefined;
    rows.push(...rest.map((row) => ({ row, phase: 'rest' as const })));
  }
  return toPage(
    rows,
    page.limit,
    total ?? (await visiblePostsTotal(deps.db)),
    (r) =>
      presentPostRows(
        deps,
        r.map((entry) => entry.row),
      ),
    (last) => ({ ...positionOf(last.row), phase: last.phase }),
  );
}

/** The total carried by the first row, or a count when the page came back empty. */
async function totalOf(
  deps: AppDeps,
  rows: { total?: number | string }[],
  userId?: string,
): Promise<number> {
  const carried = rows[0]?.total;
  if (carried !== undefined) return Number(carried);
  return userId ? countVisiblePosts(deps.db, userId) : visiblePostsTotal(deps.db);
}

/** One user's visible posts, newest first. */
export async function postsOfUser(
  deps: AppDeps,
  userId: string,
  page: PageQuery,
): Promise<Page<PostSummary>> {
  const cursor = decodeCursor(page.cursor, isPosition);
  const rows = await listPosts(deps.db, { kind: 'user', userId }, page.limit + 1, cursor, true);
  return toPage(
    rows,
    page.limit,
    await totalOf(deps, rows, userId),
    (r) => presentPostRows(deps, r),
    positionOf,
  );
}
