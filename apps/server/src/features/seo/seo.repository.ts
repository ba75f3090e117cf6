import { TAG_NAMES } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { toBool, toIso } from '../../db/convert.js';

/** A stretch of a table in id order: ids after `after`, up to and including `upTo` (open when null). */
export interface IdRange {
  after: string;
  upTo: string | null;
}

/**
 * One row of a table a paged sitemap walks. `listed` is false for a row the sitemap walks
 * past (a user without content, a hidden post): its id still moves the walk on.
 */
export interface SitemapRow {
  id: string;
  lastmod: string | null;
  listed: boolean;
}

/** At most `limit` rows of `range`, in id order: one keyset step on the primary key. */
export type RowReader = (db: Db, range: IdRange, limit: number) => Promise<SitemapRow[]>;

const iso = (value: string | Date | null | undefined) => (value == null ? null : toIso(value));

/**
 * Public questions, each last changed at its latest activity (asked, answered or edited); a
 * team's (issue 33) are walked past, as hidden posts are.
 */
export const questionRows: RowReader = async (db, { after, upTo }, limit) => {
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'activeOn', 'teamId'])
    .where('id', '>', after)
    .$if(upTo !== null, (query) => query.where('id', '<=', upTo as string))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lastmod: iso(row.activeOn),
    listed: row.teamId === null,
  }));
};

/**
 * Community posts; hidden ones are walked past. They are told apart here rather than by
 * `hidden = 0` in SQL, which can lead SQLite to the (hidden, posted_on) index and a sort of
 * every visible post instead of this id range (see community.repository.ts).
 */
export const postRows: RowReader = async (db, { after, upTo }, limit) => {
  const rows = await db
    .selectFrom('posts')
    .select(['id', 'postedOn', 'hidden'])
    .where('id', '>', after)
    .$if(upTo !== null, (query) => query.where('id', '<=', upTo as string))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    lastmod: iso(row.postedOn),
    listed: !toBool(row.hidden),
  }));
};

/**
 * Users, listed when they have a public question or answer or a visible post (what they
 * wrote in a team is not public, issue 33); last changed at the newest of those. Each is one step into an index led by user_id (questions_user_idx,
 * answers_user_newest_idx, posts_user_idx): three seeks per user, whatever the tables hold.
 */
export const userRows: RowReader = async (db, { after, upTo }, limit) => {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      eb
        .selectFrom('questions')
        .select('questions.askedOn')
        .whereRef('questions.userId', '=', 'users.id')
        .where('questions.teamId', 'is', null)
        .orderBy('questions.askedOn', 'desc')
        .limit(1)
        .as('lastQuestion'),
      eb
        .selectFrom('answers')
        .select('answers.answeredOn')
        .whereRef('answers.userId', '=', 'users.id')
        .where('answers.teamId', 'is', null)
        .orderBy('answers.answeredOn', 'desc')
        .limit(1)
        .as('lastAnswer'),
      eb
        .selectFrom('posts')
        .select('posts.postedOn')
        .whereRef('posts.userId', '=', 'users.id')
        .where('posts.hidden', '=', 0)
        .orderBy('posts.postedOn', 'desc')
        .limit(1)
        .as('lastPost'),
    ])
    .where('users.id', '>', after)
    .$if(upTo !== null, (query) => query.where('users.id', '<=', upTo as string))
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const lastmod = latest([iso(row.lastQuestion), iso(row.lastAnswer), iso(row.lastPost)]);
    return { id: row.id, lastmod, listed: lastmod !== null };
  });
};

/** The latest of ISO times (which sort as text), or null when there is none. */
export function latest(times: readonly (string | null)[]): string | null {
  let result: string | null = null;
  for (const time of times) if (time !== null && (result === null || time > result)) result = time;
  return result;
}

export interface SiteLastmods {
  /** The latest question activity: what the home page, the question list and /Tags show. */
  questions: string | null;
  /** The newest visible community post. */
  posts: string | null;
  /** Each catalogue tag's latest question activity (null for a tag nobody used). */
  tags: Map<string, string | null>;
}

/**
 * When the list pages last changed, in one statement of one-row index seeks: questions by
 * (active_on), visible posts by (hidden, posted_on), each tag by (tag, active_on).
 */
export async function siteLastmods(db: Db): Promise<SiteLastmods> {
  const row = (await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('questions')
        .select('activeOn')
        .where('teamId', 'is', null)
        .orderBy('activeOn', 'desc')
        .limit(1)
        .as('questions'),
      eb
        .selectFrom('posts')
        .select('postedOn')
        .where('hidden', '=', 0)
        .orderBy('postedOn', 'desc')
        .limit(1)
        .as('posts'),
      ...TAG_NAMES.map((tag, index) =>
        eb
          .selectFrom('questionTags')
          .select('activeOn')
          .where('tag', '=', tag)
          .orderBy('activeOn', 'desc')
          .limit(1)
          .as(`tag${index}`),
      ),
    ])
    .executeTakeFirstOrThrow()) as Record<string, string | Date | null>;
  return {
    questions: iso(row.questions),
    posts: iso(row.posts),
    tags: new Map(TAG_NAMES.map((tag, index) => [tag, iso(row[`tag${index}`])])),
  };
}
