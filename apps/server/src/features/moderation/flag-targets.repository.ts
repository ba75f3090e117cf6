import type { FlagTarget } from '@stackhive/shared';
import { toBool } from '../../db/convert.js';
import type { Db } from '../../db/database.js';

/** What a flag names, wherever it lives: its author, where it belongs, what it says. */
export interface FlagItem {
  kind: FlagTarget;
  id: string;
  ownerId: string;
  questionId: string | null;
  /** For a comment on an answer: the answer. */
  answerId: string | null;
  postId: string | null;
  teamId: string | null;
  /** The title, or the start of the text. */
  text: string;
  hidden: boolean;
}

const EXCERPT = 200;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);
const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/** The rows of one kind, by primary key, as FlagItems (each read is one `in` statement). */
const READERS: Record<FlagTarget, (db: Db, ids: string[]) => Promise<FlagItem[]>> = {
  question: async (db, ids) =>
    (
      await db
        .selectFrom('questions')
        .select(['id', 'userId', 'teamId', 'title'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) =>
      item('question', row.id, row.userId, row.title, { questionId: row.id, teamId: row.teamId }),
    ),
  answer: async (db, ids) =>
    (
      await db
        .selectFrom('answers')
        .select(['id', 'userId', 'teamId', 'questionId', 'body'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) =>
      item('answer', row.id, row.userId, excerpt(row.body), {
        questionId: row.questionId,
        teamId: row.teamId,
      }),
    ),
  post: async (db, ids) =>
    (
      await db
        .selectFrom('posts')
        .select(['id', 'userId', 'title', 'hidden'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) =>
      item('post', row.id, row.userId, row.title, { postId: row.id, hidden: toBool(row.hidden) }),
    ),
  // A comment is one on a question or an answer, or else on a community post (ids are
  // unique across tables): both are read.
  comment: async (db, ids) => {
    const [onQuestions, onPosts] = await Promise.all([
      db
        .selectFrom('qaComments as c')
        .innerJoin('questions as q', 'q.id', 'c.questionId')
        .select(['c.id', 'c.userId', 'c.questionId', 'c.answerId', 'c.body', 'q.teamId'])
        .where('c.id', 'in', ids)
        .execute(),
      db
        .selectFrom('comments')
        .select(['id', 'userId', 'postId', 'body'])
        .where('id', 'in', ids)
        .execute(),
    ]);
    return [
      ...onQuestions.map((row) =>
        item('comment', row.id, row.userId, excerpt(row.body), {
          questionId: row.questionId,
          answerId: row.answerId,
          teamId: row.teamId,
        }),
      ),
      ...onPosts.map((row) =>
        item('comment', row.id, row.userId, excerpt(row.body), { postId: row.postId }),
      ),
    ];
  },
};

function item(
  kind: FlagTarget,
  id: string,
  ownerId: string,
  text: string,
  where: Partial<Pick<FlagItem, 'questionId' | 'answerId' | 'postId' | 'teamId' | 'hidden'>>,
): FlagItem {
  const none = { questionId: null, answerId: null, postId: null, teamId: null, hidden: false };
  return { ...none, ...where, kind, id, ownerId, text };
}

/**
 * The items `refs` name, by `kind:id`: one statement per kind present (a queue page's items
 * in at most five), missing ones left out.
 */
export async function findFlagItems(
  db: Db,
  refs: readonly { kind: FlagTarget; id: string }[],
): Promise<Map<string, FlagItem>> {
  const byKind = new Map<FlagTarget, string[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  const found = new Map<string, FlagItem>();
  for (const [kind, ids] of byKind)
    for (const row of await READERS[kind](db, [...new Set(ids)]))
      found.set(keyOf(row.kind, row.id), row);
  return found;
}

/** The item `kind` `id` names, or undefined. */
export async function findFlagItem(
  db: Db,
  kind: FlagTarget,
  id: string,
): Promise<FlagItem | undefined> {
  return (await findFlagItems(db, [{ kind, id }])).get(keyOf(kind, id));
}

export { keyOf as flagItemKey };
