import { sql } from 'kysely';
import {
  BADGE_CLASSES,
  BADGE_IDS,
  BADGES,
  BADGE_THRESHOLDS as T,
  type BadgeClass,
} from '@stackhive/shared';
import { columnTypes, type Engine, type EngineMigration, type MigrationDb } from './types.js';

/**
 * Issue 16, badges. `user_badges` holds each award: once per user (`post_id` '') or once
 * per post for the per-post badges, by a unique index, so parallel requests crossing a rule
 * at once award it once (`on conflict do nothing`). The database awards them, in the
 * statement that earns them (a vote, an accept, an edit, a comment, a post, a profile
 * update, a batch of views), through the triggers below; whatever code path writes, the
 * badges follow. A score badge is awarded when the score crosses its threshold upwards.
 *
 * Each award counts itself (a trigger on `user_badges`): the user's `gold_badges`,
 * `silver_badges`, `bronze_badges`, and the badge's total in `badge_counts`. The holders of a
 * badge read (badge, id) newest first; a user's badges (user_id, id).
 *
 * The rules' numbers and classes come from packages/shared BADGES, written into the SQL here.
 */
export const badges: EngineMigration = (engine) => {
  const t = columnTypes(engine);
  return {
    async up(db: MigrationDb) {
      const id =
        engine === 'postgres'
          ? sql`id bigint generated always as identity primary key`
          : sql`id integer primary key`;
      await sql`create table user_badges (
        ${id},
        user_id text not null references users (id) on delete cascade,
        badge text not null,
        post_id text not null default '',
        awarded_on ${t.timestamp} not null
      )`.execute(db);
      await sql`create unique index user_badges_once_idx on user_badges (user_id, badge, post_id)`.execute(
        db,
      );
      await sql`create index user_badges_badge_idx on user_badges (badge, id)`.execute(db);
      await sql`create index user_badges_user_idx on user_badges (user_id, id)`.execute(db);
      await sql`create table badge_counts (
        badge text primary key,
        awarded integer not null default 0
      )`.execute(db);
      for (const badgeClass of BADGE_CLASSES)
        await sql`alter table users add column ${sql.raw(`${badgeClass}_badges`)} integer not null default 0`.execute(
          db,
        );
      // The commentator rule counts a user's comments, ten at most, from this index.
      await sql`create index qa_comments_user_idx on qa_comments (user_id)`.execute(db);
      for (const rule of rules(engine)) {
        for (const statement of install(engine, rule)) await sql.raw(statement).execute(db);
      }
    },
    async down(db: MigrationDb) {
      for (const rule of rules(engine)) {
        if (engine === 'postgres') {
          await sql.raw(`drop trigger ${rule.name} on ${rule.table}`).execute(db);
          await sql.raw(`drop function ${rule.name}()`).execute(db);
        } else {
          await sql.raw(`drop trigger ${rule.name}`).execute(db);
        }
      }
      await sql`drop index qa_comments_user_idx`.execute(db);
      for (const badgeClass of BADGE_CLASSES)
        await sql`alter table users drop column ${sql.raw(`${badgeClass}_badges`)}`.execute(db);
      await sql`drop table badge_counts`.execute(db);
      await sql`drop table user_badges`.execute(db);
    },
  };
};

/** One trigger: on `event` of `table`, when `when`, the statements `body`. */
export interface Rule {
  name: string;
  table: string;
  /** 'insert', or 'update of <columns>'. */
  event: string;
  when: string;
  body: string[];
}

const now = (engine: Engine) =>
  engine === 'postgres' ? 'now()' : `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** SQL: award `badge` to `user` (for `post`, or '' once per user) when `condition` holds. */
function award(engine: Engine, badge: string, user: string, post: string, condition = 'true') {
  return `insert into user_badges (user_id, badge, post_id, awarded_on)
    select ${user}, '${badge}', ${post}, ${now(engine)} where ${condition}
    on conflict (user_id, badge, post_id) do nothing;`;
}

/** SQL: the value of `expression` crossed `threshold` upwards from old to new. */
const crossed = (oldValue: string, newValue: string, threshold: number) =>
  `${oldValue} < ${threshold} and ${newValue} >= ${threshold}`;

export function rules(engine: Engine): Rule[] {
  const give = (badge: string, user: string, post = "''", condition?: string) =>
    award(engine, badge, user, post, condition);
  const scoreOf = (row: 'old' | 'new') => `(${row}.up_votes - ${row}.down_votes)`;
  const byScore = (badge: keyof typeof T, post: string) =>
    give(badge, 'new.user_id', post, crossed(scoreOf('old'), scoreOf('new'), T[badge]));
  // A first vote's badge moves the voter's row; on PostgreSQL the voter and the post's
  // owner are locked first, in id order, as the reputation trigger (which fires after this
  // one: triggers fire in name order) locks them, so two users' first votes on each other's
  // posts wait in turn instead of deadlocking. Only a vote that may award anything locks.
  const votes = (table: string, posts: string, key: string): Rule[] =>
    ['insert', 'update of value'].map((event) => {
      const awards = [
        give('supporter', 'new.user_id', "''", 'new.value > 0'),
        give('critic', 'new.user_id', "''", 'new.value < 0'),
      ];
      return {
        name: `${table}_badges_${event === 'insert' ? 'insert' : 'update'}`,
        table,
        event,
        when: 'true',
        body:
          engine === 'postgres'
            ? [
                `if not exists (select 1 from user_badges where user_id = new.user_id
                    and badge = case when new.value > 0 then 'supporter' else 'critic' end
                    and post_id = '') then
                  perform stackhive_lock_users(array[new.user_id,
                    (select user_id from ${posts} where id = new.${key})]);`,
                ...awards,
                'end if;',
              ]
            : awards,
      };
    });
  const classOf = (badgeClass: BadgeClass) =>
    BADGE_IDS.filter((badge) => BADGES[badge].badgeClass === badgeClass)
      .map((badge) => `'${badge}'`)
      .join(', ');
  return [
    {
      name: 'user_badges_counted',
      table: 'user_badges',
      event: 'insert',
      when: 'true',
      body: [
        `update users set ${BADGE_CLASSES.map(
          (c) =>
            `${c}_badges = ${c}_badges + (case when new.badge in (${classOf(c)}) then 1 else 0 end)`,
        ).join(', ')} where id = new.user_id;`,
        `insert into badge_counts (badge, awarded) values (new.badge, 1)
          on conflict (badge) do update set awarded = badge_counts.awarded + 1;`,
      ],
    },
    {
      name: 'questions_score_badges',
      table: 'questions',
      event: 'update of up_votes, down_votes',
      when: `${scoreOf('new')} > ${scoreOf('old')}`,
      body: [
        byScore('student', "''"),
        byScore('nice_question', 'new.id'),
        byScore('good_question', 'new.id'),
        byScore('great_question', 'new.id'),
      ],
    },
    {
      name: 'answers_score_badges',
      table: 'answers',
      event: 'update of up_votes, down_votes',
      when: `${scoreOf('new')} > ${scoreOf('old')}`,
      body: [
        byScore('teacher', "''"),
        byScore('nice_answer', 'new.id'),
        byScore('good_answer', 'new.id'),
        byScore('great_answer', 'new.id'),
        give(
          'enlightened',
          'new.user_id',
          "''",
          `${crossed(scoreOf('old'), scoreOf('new'), T.enlightened)} and exists (
            select 1 from questions q where q.accepted_answer_id = new.id and q.user_id <> new.user_id)`,
        ),
      ],
    },
    {
      // After questions_accept_reputation (name order), which locks the users involved.
      name: 'questions_accepted_badges',
      table: 'questions',
      event: 'update of accepted_answer_id',
      when: 'new.accepted_answer_id is not null and (old.accepted_answer_id is null or old.accepted_answer_id <> new.accepted_answer_id)',
      body: [
        give('scholar', 'new.user_id'),
        `insert into user_badges (user_id, badge, post_id, awarded_on)
          select a.user_id, 'enlightened', '', ${now(engine)} from answers a
          where a.id = new.accepted_answer_id and a.user_id <> new.user_id
            and a.up_votes - a.down_votes >= ${T.enlightened}
          on conflict (user_id, badge, post_id) do nothing;`,
      ],
    },
    {
      name: 'questions_views_badges',
      table: 'questions',
      event: 'update of view_count',
      when: crossed('old.view_count', 'new.view_count', T.popular_question),
      body: [give('popular_question', 'new.user_id', 'new.id')],
    },
    ...votes('question_votes', 'questions', 'question_id'),
    ...votes('answer_votes', 'answers', 'answer_id'),
    ...['question_revisions', 'answer_revisions'].map((table) => ({
      name: `${table}_badges`,
      table,
      event: 'insert',
      when: 'true',
      body: [give('editor', 'new.editor_id')],
    })),
    {
      name: 'qa_comments_badges',
      table: 'qa_comments',
      event: 'insert',
      when: 'true',
      body: [
        give(
          'commentator',
          'new.user_id',
          "''",
          `(select count(*) from (select 1 from qa_comments c where c.user_id = new.user_id
            limit ${T.commentator}) ten) >= ${T.commentator}`,
        ),
      ],
    },
    {
      name: 'users_about_badges',
      table: 'users',
      event: 'update of about',
      when: "new.about <> ''",
      body: [give('autobiographer', 'new.id')],
    },
    {
      name: 'posts_badges',
      table: 'posts',
      event: 'insert',
      when: 'true',
      body: [give('storyteller', 'new.user_id')],
    },
  ];
}

/** The statements that install one rule: a function and a trigger, or a trigger. */
export function install(engine: Engine, rule: Rule): string[] {
  if (engine === 'postgres') {
    return [
      `create function ${rule.name}() returns trigger language plpgsql as $$
        begin ${rule.body.join('\n')} return null; end $$`,
      `create trigger ${rule.name} after ${rule.event} on ${rule.table}
        for each row when (${rule.when}) execute function ${rule.name}()`,
    ];
  }
  return [
    `create trigger ${rule.name} after ${rule.event} on ${rule.table}
      when ${rule.when} begin ${rule.body.join('\n')} end`,
  ];
}
