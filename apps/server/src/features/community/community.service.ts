import type {
  Comment,
  Page,
  Post,
  PageQuery,
  ReportedPost,
  newPostBodySchema,
} from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { z } from 'zod';
import type { AppDeps, AuthUser } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { nowIso, toBool, toIso } from '../../db/convert.js';
import { newId } from '../../db/ids.js';
import { decodeCursor, isIdString, isPosition, toPage, type Position } from '../../infra/cursor.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { assertActorIs } from '../auth/auth.plugin.js';
import { mediaKeyOf, mediaUrl } from '../media/media.service.js';
import { deleteMediaRows, unattachedMediaOf } from '../media/media.repository.js';
import * as comments from './comments.repository.js';
import { canDeletePost, canReportPost, canReviewReports } from './community.policy.js';
import { presentComment, presentPost } from './community.presenter.js';
import * as posts from './community.repository.js';

/** Comments shown on the post page before 'more'. */
const POST_PAGE_COMMENTS = 20;

/** Feed cursors also remember which half of the followed-first feed they are in. */
type FeedCursor = Position & { phase: 'followed' | 'rest' | 'all' };
const isFeedCursor = (value: unknown): value is FeedCursor =>
  isPosition(value) && ['followed', 'rest', 'all'].includes((value as FeedCursor).phase);

/** Post rows with their media, likes and newest comment, in three queries for the page. */
export async function presentPostRows(
  deps: AppDeps,
  rows: posts.PostRow[],
  withNewestComment = true,
): Promise<Post[]> {
  const ids = rows.map((row) => row.id);
  const [{ media, likers }, newest] = await Promise.all([
    posts.mediaAndLikersOf(deps.db, ids),
    withNewestComment
      ? comments.newestCommentOf(deps.db, ids)
      : Promise.resolve(new Map<string, posts.CommentRow>()),
  ]);
  return rows.map((row) => {
    const top = newest.get(row.id);
    return presentPost(
      row,
      (media.get(row.id) ?? []).map((key) => mediaUrl(deps, key)),
      likers.get(row.id) ?? [],
      top ? [top] : [],
    );
  });
}

const positionOf = (row: posts.PostRow): Position => ({
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
): Promise<Page<Post>> {
  const cursor = decodeCursor(page.cursor, isFeedCursor);
  if (!viewer) {
    const rows = await posts.listPosts(deps.db, { kind: 'all' }, page.limit + 1, cursor, true);
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
  const rows: { row: posts.PostRow; phase: 'followed' | 'rest' }[] = [];
  let total: number | undefined;
  if (!cursor || cursor.phase === 'followed') {
    const followed = await posts.listPosts(
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
    const rest = await posts.listPosts(
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
    total ?? (await posts.visiblePostsTotal(deps.db)),
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
  return userId ? posts.countVisiblePosts(deps.db, userId) : posts.visiblePostsTotal(deps.db);
}

export function postsByIds(deps: AppDeps, ids: readonly string[]): Promise<posts.PostRow[]> {
  return posts.postsByIds(deps.db, ids);
}

/** One user's visible posts, newest first. */
export async function postsOfUser(
  deps: AppDeps,
  userId: string,
  page: PageQuery,
): Promise<Page<Post>> {
  const cursor = decodeCursor(page.cursor, isPosition);
  const rows = await posts.listPosts(
    deps.db,
    { kind: 'user', userId },
    page.limit + 1,
    cursor,
    true,
  );
  return toPage(
    rows,
    page.limit,
    await totalOf(deps, rows, userId),
    (r) => presentPostRows(deps, r),
    positionOf,
  );
}

/** One post with the newest page of its comments. */
export async function getPost(deps: AppDeps, id: string): Promise<Post> {
  const row = await posts.findPost(deps.db, id);
  if (!row) throw notFound(MESSAGES.postNotFound);
  const [[post], newest] = await Promise.all([
    presentPostRows(deps, [row], false),
    comments.listComments(deps.db, id, POST_PAGE_COMMENTS),
  ]);
  return { ...(post as Post), comments: newest.map(presentComment) };
}

/** A page of a post's comments, newest first. */
export async function commentsOfPost(
  deps: AppDeps,
  postId: string,
  page: PageQuery,
): Promise<Page<Comment>> {
  const row = await posts.findPost(deps.db, postId);
  if (!row) throw notFound(MESSAGES.postNotFound);
  const cursor = decodeCursor(page.cursor, isPosition);
  const rows = await comments.listComments(deps.db, postId, page.limit + 1, cursor);
  return toPage(
    rows,
    page.limit,
    row.commentCount,
    (r) => r.map(presentComment),
    (last) => ({
      at: toIso(last.commentedOn),
      id: last.id,
    }),
  );
}

export async function createPost(
  deps: AppDeps,
  actor: AuthUser,
  body: z.output<typeof newPostBodySchema>,
): Promise<Post> {
  assertActorIs(actor, body.userId);
  const keys = body.postContent.map((url) => {
    const key = mediaKeyOf(deps, url);
    if (!key) throw badRequest(`${MESSAGES.notOurMedia}${url}`);
    return key;
  });
  if (new Set(keys).size !== keys.length) throw badRequest('postContent lists a file twice');
  const id = newId();
  await deps.db.transaction().execute(async (trx) => {
    const usable = await unattachedMediaOf(trx, actor.id, keys);
    const foreign = keys.find((key) => !usable.has(key));
    if (foreign) throw badRequest(`${MESSAGES.notOurMedia}${foreign}`);
    await posts.insertPost(
      trx,
      { id, userId: actor.id, title: body.postTitle, body: body.postBody, postedOn: nowIso() },
      keys,
    );
  });
  return getPost(deps, id);
}

/** The author or an admin deletes a post with its likes, reports, comments and media. */
export async function deletePost(deps: AppDeps, actor: AuthUser, id: string): Promise<void> {
  const mediaKeys = await deps.db.transaction().execute(async (trx) => {
    const row = await posts.findPostForUpdate(trx, deps.engine, id);
    if (!row) throw notFound(MESSAGES.postNotFound);
    if (!canDeletePost(actor, row)) throw forbidden();
    const keys = await posts.deletePost(trx, id);
    await deleteMediaRows(trx, keys);
    return keys;
  });
  // Files go after the rows are gone: a failure here leaves an orphan file, never a broken post.
  await Promise.all(mediaKeys.map((key) => deps.storage.delete(key).catch(() => {})));
}

async function inLockedPost<T>(
  deps: AppDeps,
  id: string,
  work: (trx: Db, post: { userId: string }) => Promise<T>,
) {
  return deps.db.transaction().execute(async (trx) => {
    const row = await posts.findPostForUpdate(trx, deps.engine, id);
    if (!row) throw notFound(MESSAGES.postNotFound);
    return work(trx, row);
  });
}

/** Toggles the signed-in user's like (DECISIONS 3). */
export async function like(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  userId?: string,
): Promise<Post> {
  assertActorIs(actor, userId);
  await inLockedPost(deps, id, (trx) =>
    posts.toggleMark(trx, 'postLikes', id, actor.id, nowIso(), true),
  );
  return getPost(deps, id);
}

/**
 * One report per user and post; your own post cannot be reported. Enough distinct reports
 * hide the post from feeds until an admin dismisses them or deletes the post.
 */
export async function report(
  deps: AppDeps,
  actor: AuthUser,
  id: string,
  userId?: string,
): Promise<Post> {
  assertActorIs(actor, userId);
  await inLockedPost(deps, id, async (trx, post) => {
    if (!canReportPost(actor, post)) throw badRequest(MESSAGES.reportOwnPost);
    await posts.toggleMark(trx, 'postReports', id, actor.id, nowIso(), false);
    const row = await posts.findPost(trx, id);
    if (row && row.reportCount >= deps.config.reportHideThreshold && !toBool(row.hidden)) {
      await posts.setHidden(trx, id, true);
    }
  });
  return getPost(deps, id);
}

const isReportCursor = (value: unknown): value is { count: number; id: string } =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as { count?: unknown }).count) &&
  isIdString((value as { id?: unknown }).id);

/** The admin's review queue: reported posts, most reported first. */
export async function reportedPosts(
  deps: AppDeps,
  actor: AuthUser,
  page: PageQuery,
): Promise<Page<ReportedPost>> {
  if (!canReviewReports(actor)) throw forbidden(MESSAGES.adminOnly);
  const cursor = decodeCursor(page.cursor, isReportCursor);
  const [rows, total] = await Promise.all([
    posts.listReported(deps.db, page.limit + 1, cursor),
    posts.countReported(deps.db),
  ]);
  return toPage(
    rows,
    page.limit,
    total,
    async (pageRows) => {
      const presented = await presentPostRows(deps, pageRows);
      return presented.map((post, index) => ({
        ...post,
        reportCount: pageRows[index]?.reportCount ?? 0,
        hidden: toBool(pageRows[index]?.hidden),
      }));
    },
    (last) => ({ count: last.reportCount, id: last.id }),
  );
}

export async function dismissReports(deps: AppDeps, actor: AuthUser, id: string): Promise<Post> {
  if (!canReviewReports(actor)) throw forbidden(MESSAGES.adminOnly);
  await inLockedPost(deps, id, (trx) => posts.dismissReports(trx, id));
  return getPost(deps, id);
}
