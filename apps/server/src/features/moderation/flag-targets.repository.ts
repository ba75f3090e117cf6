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

/**
 * The item `kind` `id` names, by primary key, or undefined. A `comment` is one on a question
 * or an answer, or else on a community post (ids are unique across tables).
 */
export async function findFlagItem(
  db: Db,
  kind: FlagTarget,
  id: string,
): Promise<FlagItem | undefined> {
  const none = { questionId: null, answerId: null, postId: null, teamId: null, hidden: false };
  if (kind === 'question') {
    const row = await db
      .selectFrom('questions')
      .select(['userId', 'teamId', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        ...none,
        kind,
        id,
        ownerId: row.userId,
        questionId: id,
        teamId: row.teamId,
        text: row.title,
      }
    );
  }
  if (kind === 'answer') {
    const row = await db
      .selectFrom('answers')
      .select(['userId', 'teamId', 'questionId', 'body'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        ...none,
        kind,
        id,
        ownerId: row.userId,
        questionId: row.questionId,
        teamId: row.teamId,
        text: excerpt(row.body),
      }
    );
  }
  if (kind === 'post') {
    const row = await db
      .selectFrom('posts')
      .select(['userId', 'title', 'hidden'])
      .where('id', '=', id)
      .executeTakeFirst();
    return (
      row && {
        ...none,
        kind,
        id,
        ownerId: row.userId,
        postId: id,
        text: row.title,
        hidden: toBool(row.hidden),
      }
    );
  }
  const onQuestion = await db
    .selectFrom('qaComments as c')
    .innerJoin('questions as q', 'q.id', 'c.questionId')
    .select(['c.userId', 'c.questionId', 'c.answerId', 'c.body', 'q.teamId'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (onQuestion)
    return {
      ...none,
      kind,
      id,
      ownerId: onQuestion.userId,
      questionId: onQuestion.questionId,
      answerId: onQuestion.answerId,
      teamId: onQuestion.teamId,
      text: excerpt(onQuestion.body),
    };
  const onPost = await db
    .selectFrom('comments')
    .select(['userId', 'postId', 'body'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    onPost && {
      ...none,
      kind,
      id,
      ownerId: onPost.userId,
      postId: onPost.postId,
      text: excerpt(onPost.body),
    }
  );
}
