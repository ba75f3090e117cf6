import type { BookmarkState, Page, PageQuery, SavedItem } from '@stackhive/shared';
import { MESSAGES } from '@stackhive/shared';
import type { AuthUser } from '../../core/actor.js';
import type { AppDeps } from '../../core/app-context.js';
import { forbidden, notFound } from '../../core/errors.js';
import { nowIso, toIso } from '../../db/convert.js';
import { decodeCursor, isPosition, toPage } from '../../lib/cursor.js';
import { postsByIds, presentPostRows } from '../community/community.service.js';
import { presentQuestionRows, questionsByIds } from '../questions/index.js';
import * as bookmarks from './bookmarks.repository.js';
import { canSeeSaved } from './bookmarks.policy.js';

const MISSING: Record<bookmarks.BookmarkKind, string> = {
  question: MESSAGES.questionNotFound,
  post: MESSAGES.postNotFound,
};

/** Saves a question or a post for the signed-in user, or un-saves it (a toggle). */
export async function toggleBookmark(
  deps: AppDeps,
  actor: AuthUser,
  kind: bookmarks.BookmarkKind,
  id: string,
): Promise<BookmarkState> {
  return deps.db.transaction().execute(async (trx) => {
    await bookmarks.toggleBookmark(trx, kind, id, actor.id, nowIso());
    // Also the existence check: nothing was saved for a missing question or post.
    const state = await bookmarks.bookmarkState(trx, kind, id, actor.id);
    if (!state) throw notFound(MISSING[kind]);
    return state;
  });
}

/** Whether the signed-in user saved it, and how many did. */
export async function bookmarkState(
  deps: AppDeps,
  actor: AuthUser,
  kind: bookmarks.BookmarkKind,
  id: string,
): Promise<BookmarkState> {
  const state = await bookmarks.bookmarkState(deps.db, kind, id, actor.id);
  if (!state) throw notFound(MISSING[kind]);
  return state;
}

/**
 * A user's Saved list, questions and posts newest saved first; only the user may read it
 * (403 for anyone else). A saved post hidden since by reports is left out.
 */
export async function savedList(
  deps: AppDeps,
  actor: AuthUser,
  userId: string,
  query: PageQuery,
): Promise<Page<SavedItem>> {
  if (!canSeeSaved(actor, userId)) throw forbidden();
  const after = decodeCursor(query.cursor, isPosition);
  const [rows, total] = await Promise.all([
    bookmarks.savedPage(deps.db, userId, query.limit + 1, after),
    bookmarks.savedCount(deps.db, userId),
  ]);
  return toPage(
    rows,
    query.limit,
    total,
    (page) => presentSaved(deps, page, userId),
    (last) => ({ at: toIso(last.savedOn), id: last.id }),
  );
}

/**
 * Saved rows as list items: the questions and posts of the page, in saving order; a team's
 * questions while `ownerId` is in the team (issue 33).
 */
async function presentSaved(
  deps: AppDeps,
  page: bookmarks.SavedRow[],
  ownerId: string,
): Promise<SavedItem[]> {
  const idsOf = (kind: bookmarks.BookmarkKind) =>
    page.filter((row) => row.kind === kind).map((row) => row.id);
  const [questionRows, postRows] = await Promise.all([
    questionsByIds(deps, idsOf('question'), ownerId),
    postsByIds(deps, idsOf('post')),
  ]);
  const [questions, posts] = await Promise.all([
    presentQuestionRows(deps, questionRows),
    presentPostRows(
      deps,
      postRows.filter((row) => !row.hidden),
    ),
  ]);
  const questionById = new Map(questions.map((question) => [question._id, question]));
  const postById = new Map(posts.map((post) => [post._id, post]));
  const items: SavedItem[] = [];
  for (const row of page) {
    const savedOn = toIso(row.savedOn);
    const question = row.kind === 'question' ? questionById.get(row.id) : undefined;
    const post = row.kind === 'post' ? postById.get(row.id) : undefined;
    if (question) items.push({ kind: 'question', savedOn, question });
    if (post) items.push({ kind: 'post', savedOn, post });
  }
  return items;
}
