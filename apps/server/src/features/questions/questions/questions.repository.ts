import { sql, type Selectable } from 'kysely';
import { LIMITS, type BadgeCounts, type QuestionSort } from '@stackhive/shared';
import type { Db, Engine } from '../../../db/database.js';
import { beforeRow, rawColumns } from '../../../db/keyset.js';
import { forUpdateOnPostgres } from '../../../db/lock.js';
import type { QuestionsTable } from '../../../db/schema.js';
import type { AnswerRow } from '../answers/answers.repository.js';
import type { QaCommentRow } from '../comments/qa-comments.repository.js';
import type { Voters } from '../votes/votes.repository.js';

/** A question row with its asker's current name and reputation. */
export type QuestionRow = Selectable<QuestionsTable> & { userName: string; userReputation: number };

/** The key of the stored total of all questions in question_counts (a tag's key is its name). */
export const ALL_QUESTIONS = '*';

function selectQuestions(db: Db) {
  return db
    .selectFrom('questions')
    .innerJoin('users', 'users.id', 'questions.userId')
    .selectAll('questions')
    .select(['users.name as userName', 'users.reputation as userReputation']);
}

/**
 * Reads a question inside a transaction, locking its row until commit on PostgreSQL, so that
 * deletes of the question and of its answers run one after the other.
 */
export async function findQuestionForUpdate(
  db: Db,
  engine: Engine,
  id: string,
): Promise<{ id: string; userId: string; tags: string } | undefined> {
  const query = db.selectFrom('questions').select(['id', 'userId', 'tags']).where('id', '=', id);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/** Questions by id, in the order of `ids` (missing ones left out). */
export async function questionsByIds(db: Db, ids: readonly string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuestions(db).where('questions.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is QuestionRow => row !== undefined);
}

/**
 * Where the next page starts: the last row's sort key. `score` only for the Votes order,
 * `at` is asked_on or (Active) active_on.
 */
export interface ListPosition {
  score?: number | undefined;
  at: string;
  id: string;
}

/**
 * The columns each order walks, descending, on questions and on a tag's question_tags rows;
 * each list is one index in order (migrations 002 and 016). Constants, never user input.
 */
const ORDER_COLUMNS: Record<QuestionSort, { all: string[]; tag: string[] }> = {
  newest: { all: ['questions.asked_on', 'questions.id'], tag: ['qt.asked_on', 'qt.question_id'] },
  active: {
    all: ['questions.active_on', 'questions.id'],
    tag: ['qt.active_on', 'qt.question_id'],
  },
  votes: {
    all: ['questions.score', 'questions.asked_on', 'questions.id'],
    tag: ['qt.score', 'qt.asked_on', 'qt.question_id'],
  },
};

export interface ListOptions {
  limit: number;
  after?: ListPosition | undefined;
  tag?: string | undefined;
  sort: QuestionSort;
  /** Only questions without answers (the Unanswered tab). */
  unanswered: boolean;
  /** Only this person's questions (a profile's tab, issue 16: index (user_id, ...)). */
  userId?: string | undefined;
}

/**
 * One page of questions in `sort` order, after `after` (keyset: no gaps or repeats while
 * questions are added). With a tag, walks the tag's rows instead. The position is compared
 * as a row value, which both engines read as a range of the index.
 */
export async function listQuestions(db: Db, options: ListOptions): Promise<QuestionRow[]> {
  const { limit, after, tag, sort, unanswered, userId } = options;
  const columns = ORDER_COLUMNS[sort][tag ? 'tag' : 'all'];
  let query = selectQuestions(db);
  if (tag) {
    query = query
      .innerJoin('questionTags as qt', 'qt.questionId', 'questions.id')
      .where('qt.tag', '=', tag);
  }
  if (unanswered) {
    query = query.where(sql.raw<boolean>(`${tag ? 'qt' : 'questions'}.answer_count = 0`));
  }
  if (userId !== undefined) query = query.where('questions.userId', '=', userId);
  if (after) {
    const values = sort === 'votes' ? [after.score ?? 0, after.at, after.id] : [after.at, after.id];
    query = query.where(beforeRow(columns, values));
  }
  for (const column of rawColumns(columns)) query = query.orderBy(column, 'desc');
  return query.limit(limit).execute();
}

export async function insertQuestion(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; tags: string[]; askedOn: string },
): Promise<void> {
  await db
    .insertInto('questions')
    .values({ ...row, tags: JSON.stringify(row.tags), activeOn: row.askedOn })
    .execute();
  await db
    .insertInto('questionTags')
    .values(
      row.tags.map((tag) => ({
        questionId: row.id,
        tag,
        askedOn: row.askedOn,
        activeOn: row.askedOn,
      })),
    )
    .execute();
}

export async function deleteQuestion(db: Db, id: string): Promise<void> {
  // Answers, votes and tag rows go too (foreign keys cascade); explicit deletes keep this
  // independent of the engine's cascade settings.
  await db
    .deleteFrom('answerVotes')
    .where('answerId', 'in', (eb) =>
      eb.selectFrom('answers').select('answers.id').where('answers.questionId', '=', id),
    )
    .execute();
  await db
    .deleteFrom('answerRevisions')
    .where('answerId', 'in', (eb) =>
      eb.selectFrom('answers').select('answers.id').where('answers.questionId', '=', id),
    )
    .execute();
  await db.deleteFrom('answers').where('questionId', '=', id).execute();
  await db.deleteFrom('questionVotes').where('questionId', '=', id).execute();
  await db.deleteFrom('questionBookmarks').where('questionId', '=', id).execute();
  await db.deleteFrom('questionRevisions').where('questionId', '=', id).execute();
  await db.deleteFrom('qaComments').where('questionId', '=', id).execute();
  await db.deleteFrom('questionTags').where('questionId', '=', id).execute();
  await db.deleteFrom('questions').where('id', '=', id).execute();
}

/** An answer as the question page shows it: with its author's badge counts (issue 16). */
export type PageAnswerRow = AnswerRow & { userBadges: BadgeCounts };

export interface QuestionPage {
  row: QuestionRow;
  /** The asker's badge counts, shown beside their name (issue 16). */
  askerBadges: BadgeCounts;
  voters: Voters;
  answers: PageAnswerRow[];
  /** Each answer's voters, by answer id (every answer has an entry). */
  answerVoters: Map<string, Voters>;
  /** The oldest comments (LIMITS.qaComment.shown) of the question and of each answer. */
  firstComments: QaCommentRow[];
  /** The original's title when the question is closed as its duplicate (issue 16). */
  duplicateTitle: string | null;
}

/**
 * A user's badge counts in one column of the question page's union ('gold,silver,bronze'),
 * where every kind of row shares the columns; `badgeCounts` reads it back.
 */
const BADGES = sql.raw(`u.gold_badges || ',' || u.silver_badges || ',' || u.bronze_badges`);

function badgeCounts(packed: string | null): BadgeCounts {
  const [gold = 0, silver = 0, bronze = 0] = (packed ?? '').split(',').map(Number);
  return { gold, silver, bronze };
}

/**
 * A question with its asker's name, its voters (in voting order), its answers (oldest
 * first, with their authors' current names and stored vote counts) and their voters, from
 * one statement: the question page, and the answer to every write on it. Rows of the four
 * kinds share columns; the question's own come after the answers, the voters last (`kind`
 * sorts them: a, q, v, w). On PostgreSQL every statement is a round trip, which cost more
 * than the union does.
 */
export async function questionPage(db: Db, id: string): Promise<QuestionPage | undefined> {
  const { rows } = await sql<{
    kind: 'a' | 'c' | 'q' | 'v' | 'w';
    userId: string;
    value: number;
    at: string | Date;
    id: string;
    body: string;
    userName: string;
    title: string | null;
    tags: string | null;
    downVotes: number | null;
    answerCount: number | null;
    acceptedAnswerId: string | null;
    activeOn: string | Date | null;
    bookmarkCount: number | null;
    viewCount: number | null;
    editedOn: string | Date | null;
    commentCount: number | null;
    userReputation: number | null;
    duplicateOf: string | null;
    closedBy: string | null;
    closedOn: string | Date | null;
    duplicateTitle: string | null;
    userBadges: string | null;
  }>`select 'q' as kind, q.user_id as user_id, q.up_votes as value, q.asked_on as at,
            q.id as id, q.body as body, u.name as user_name, q.title as title, q.tags as tags,
            q.down_votes as down_votes, q.answer_count as answer_count,
            q.accepted_answer_id as accepted_answer_id, q.active_on as active_on,
            q.bookmark_count as bookmark_count, q.view_count as view_count,
            q.edited_on as edited_on, q.comment_count as comment_count,
            u.reputation as user_reputation, q.duplicate_of as duplicate_of,
            q.closed_by as closed_by, q.closed_on as closed_on, d.title as duplicate_title,
            ${BADGES} as user_badges
       from questions q join users u on u.id = q.user_id
       left join questions d on d.id = q.duplicate_of
      where q.id = ${id}
     union all
     select 'v', user_id, value, voted_on, '', '', '', null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null
       from question_votes where question_id = ${id}
     union all
     select 'a', a.user_id, a.up_votes, a.answered_on, a.id, a.body, u.name, null, null,
            a.down_votes, null, null, null, null, null, a.edited_on, a.comment_count, u.reputation,
            null, null, null, null, ${BADGES}
       from answers a join users u on u.id = a.user_id where a.question_id = ${id}
     union all
     select 'w', av.user_id, av.value, av.voted_on, av.answer_id, '', '', null, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null, null
       from answers a join answer_votes av on av.answer_id = a.id where a.question_id = ${id}
     union all
     select 'c', c.user_id, 0, c.commented_on, c.id, c.body, u.name, c.answer_id, null, null,
            null, null, null, null, null, null, null, u.reputation, null, null, null, null, null
       from (select qc.*, row_number() over (
                partition by qc.answer_id order by qc.commented_on, qc.id) as position
               from qa_comments qc where qc.question_id = ${id}) c
       join users u on u.id = c.user_id
      where c.position <= ${LIMITS.qaComment.shown}
     order by kind, at, id`.execute(db);
  const voters: Voters = { up: [], down: [] };
  const answers: PageAnswerRow[] = [];
  const answerVoters = new Map<string, Voters>();
  let askerBadges: BadgeCounts = { gold: 0, silver: 0, bronze: 0 };
  const firstComments: QaCommentRow[] = [];
  let row: QuestionRow | undefined;
  let duplicateTitle: string | null = null;
  for (const r of rows) {
    if (r.kind === 'v') (r.value > 0 ? voters.up : voters.down).push(r.userId);
    else if (r.kind === 'c')
      firstComments.push({
        id: r.id,
        questionId: id,
        // The comment's answer rides in the title column (null: on the question).
        answerId: r.title,
        userId: r.userId,
        userName: r.userName,
        userReputation: Number(r.userReputation),
        body: r.body,
        commentedOn: r.at,
      });
    else if (r.kind === 'w') {
      const entry = answerVoters.get(r.id);
      if (entry) (r.value > 0 ? entry.up : entry.down).push(r.userId);
    } else if (r.kind === 'a') {
      answers.push({
        id: r.id,
        questionId: id,
        userId: r.userId,
        body: r.body,
        answeredOn: r.at,
        upVotes: Number(r.value),
        downVotes: Number(r.downVotes),
        editedOn: r.editedOn,
        commentCount: Number(r.commentCount),
        userName: r.userName,
        userReputation: Number(r.userReputation),
        userBadges: badgeCounts(r.userBadges),
      });
      answerVoters.set(r.id, { up: [], down: [] });
    } else {
      askerBadges = badgeCounts(r.userBadges);
      row = {
        id: r.id,
        userId: r.userId,
        title: r.title ?? '',
        body: r.body,
        tags: r.tags ?? '[]',
        askedOn: r.at,
        upVotes: Number(r.value),
        downVotes: Number(r.downVotes),
        score: Number(r.value) - Number(r.downVotes),
        answerCount: Number(r.answerCount),
        acceptedAnswerId: r.acceptedAnswerId,
        activeOn: r.activeOn ?? r.at,
        bookmarkCount: Number(r.bookmarkCount),
        viewCount: Number(r.viewCount),
        editedOn: r.editedOn,
        commentCount: Number(r.commentCount),
        userName: r.userName,
        userReputation: Number(r.userReputation),
        duplicateOf: r.duplicateOf,
        closedBy: r.closedBy,
        closedOn: r.closedOn,
      };
    }
    duplicateTitle = r.duplicateTitle;
  }
  return row && { row, askerBadges, voters, answers, answerVoters, firstComments, duplicateTitle };
}

/** A question's row for an edit, locked until commit on PostgreSQL (as for deletes). */
export async function findQuestionForEdit(db: Db, engine: Engine, id: string) {
  const query = db
    .selectFrom('questions')
    .select(['id', 'userId', 'title', 'body', 'tags'])
    .where('id', '=', id);
  return forUpdateOnPostgres(query, engine).executeTakeFirst();
}

/**
 * Writes an edited question: its text, when it was edited (also its latest activity). A
 * retag moves the question's tag rows and the per-tag counts in the same statement, through
 * the trigger of migration 022.
 */
export async function updateQuestionText(
  db: Db,
  id: string,
  text: { title: string; body: string; tags: string[] },
  now: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({
      title: text.title,
      body: text.body,
      tags: JSON.stringify(text.tags),
      editedOn: now,
      activeOn: now,
    })
    .where('id', '=', id)
    .execute();
}

/** How many questions the person asked (their profile tab's total; the user_id index). */
export async function countUserQuestions(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
