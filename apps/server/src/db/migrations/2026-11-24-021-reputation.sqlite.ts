import { sql, type RawBuilder } from 'kysely';
import { R, ownerAmount, ownerKind } from './2026-11-24-021-reputation.vote-kinds.js';

// Migration 021's reputation rules on SQLite, as installed then; migration 031 drops them.

export const SQLITE_TRIGGER_NAMES = [
  'reputation_award',
  'reputation_undo',
  'question_votes_reputation_insert',
  'question_votes_reputation_update',
  'question_votes_reputation_delete',
  'answer_votes_reputation_insert',
  'answer_votes_reputation_update',
  'answer_votes_reputation_delete',
  'questions_accept_reputation',
  'questions_deleted_reputation',
  'answers_deleted_reputation',
] as const;

/** SQLite's clock as the server writes timestamps (ISO, UTC, milliseconds). */
const SQLITE_NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/**
 * SQLite has no functions, so an award and an undo are views whose INSTEAD OF INSERT
 * triggers do the work: inserting a row into `reputation_awards` awards it, into
 * `reputation_undos` undoes the live event it names. The other triggers insert into them.
 * SQLite runs one write at a time, so nothing comes between reading a user's row and
 * writing it.
 */
export function sqliteRules(): RawBuilder<unknown>[] {
  const award = (row: {
    user: string;
    kind: string;
    amount: string;
    capped: string;
    post: string;
    question: string;
    actor: string;
    at: string;
    from?: string;
  }) => `insert into reputation_awards
      (user_id, kind, amount, capped, post_id, question_id, actor_id, created_on)
      select ${row.user}, ${row.kind}, ${row.amount}, ${row.capped}, ${row.post},
        ${row.question}, ${row.actor}, ${row.at} ${row.from ?? ''};`;
  const undo = (post: string, kind: string, actor: string) =>
    `insert into reputation_undos (post_id, kind, actor_id) values (${post}, ${kind}, ${actor});`;
  const undoPost = (post: string) =>
    `insert into reputation_undos (post_id, kind, actor_id)
      select post_id, kind, actor_id from reputation_events
      where post_id = ${post} and reverses is null and undone = 0;`;
  const voteAward = (table: 'questions' | 'answers', postId: string, question: string) =>
    award({
      user: 'p.user_id',
      kind: ownerKind('new.value'),
      amount: ownerAmount('new.value'),
      capped: 'new.value > 0',
      post: postId,
      question,
      actor: 'new.user_id',
      at: 'new.voted_on',
      from: `from ${table} p where p.id = ${postId} and p.user_id <> new.user_id`,
    });
  const downvoteCast = award({
    user: 'new.user_id',
    kind: `'downvote_cast'`,
    amount: String(R.downvoteCast),
    capped: '0',
    post: 'new.answer_id',
    question: 'p.question_id',
    actor: 'new.user_id',
    at: 'new.voted_on',
    from: `from answers p where p.id = new.answer_id and p.user_id <> new.user_id
      and new.value < 0`,
  });
  const today = `substr(new.created_on, 1, 10)`;
  return [
    sql.raw(`create view reputation_awards as
      select user_id, kind, amount, 0 as capped, post_id, question_id, actor_id, created_on
      from reputation_events where 0`),
    // The amount applied: a loss down to the floor, an upvote within what the day's cap
    // leaves. The user's row is then moved by the event just inserted.
    sql.raw(`create trigger reputation_award instead of insert on reputation_awards begin
      insert into reputation_events
          (user_id, kind, amount, post_id, question_id, actor_id, created_on)
        select u.id, new.kind,
          case
            when new.amount < 0 then max(new.amount, ${R.floor} - u.reputation)
            when new.capped then min(new.amount, max(0, ${R.dailyVoteCap} -
              case when u.rep_day = ${today} then u.rep_day_votes else 0 end))
            else new.amount
          end,
          new.post_id, new.question_id, new.actor_id, new.created_on
        from users u where u.id = new.user_id;
      update users set
          reputation = users.reputation + e.amount,
          rep_day_votes = case when new.capped
            then (case when users.rep_day = ${today} then users.rep_day_votes else 0 end) + e.amount
            else users.rep_day_votes end,
          rep_day = case when new.capped then ${today} else users.rep_day end
        from reputation_events e
        where e.id = last_insert_rowid() and users.id = e.user_id and e.user_id = new.user_id
          and e.post_id = new.post_id and e.kind = new.kind and e.actor_id = new.actor_id
          and e.reverses is null and e.undone = 0;
    end`),
    sql.raw(`create view reputation_undos as
      select post_id, kind, actor_id from reputation_events where 0`),
    sql.raw(`create trigger reputation_undo instead of insert on reputation_undos begin
      insert into reputation_events
          (user_id, kind, amount, post_id, question_id, actor_id, created_on, reverses)
        select e.user_id, e.kind,
          case when e.amount > 0 then -min(e.amount, u.reputation - ${R.floor}) else -e.amount end,
          e.post_id, e.question_id, e.actor_id, ${SQLITE_NOW}, e.id
        from reputation_events e join users u on u.id = e.user_id
        where e.post_id = new.post_id and e.kind = new.kind and e.actor_id = new.actor_id
          and e.reverses is null and e.undone = 0;
      update users set
          reputation = users.reputation + r.amount,
          rep_day_votes = case
            when o.kind = 'upvote' and users.rep_day = substr(o.created_on, 1, 10)
              then max(0, users.rep_day_votes - o.amount)
            else users.rep_day_votes end
        from reputation_events r join reputation_events o on o.id = r.reverses
        where r.id = last_insert_rowid() and users.id = r.user_id and o.undone = 0
          and o.post_id = new.post_id and o.kind = new.kind and o.actor_id = new.actor_id;
      update reputation_events set undone = 1
        where post_id = new.post_id and kind = new.kind and actor_id = new.actor_id
          and reverses is null and undone = 0;
    end`),
    sql.raw(`create trigger question_votes_reputation_insert after insert on question_votes begin
      ${voteAward('questions', 'new.question_id', 'new.question_id')}
    end`),
    sql.raw(`create trigger question_votes_reputation_update after update of value on question_votes
      begin
        ${undo('old.question_id', ownerKind('old.value'), 'old.user_id')}
        ${voteAward('questions', 'new.question_id', 'new.question_id')}
      end`),
    sql.raw(`create trigger question_votes_reputation_delete after delete on question_votes begin
      ${undo('old.question_id', ownerKind('old.value'), 'old.user_id')}
    end`),
    sql.raw(`create trigger answer_votes_reputation_insert after insert on answer_votes begin
      ${voteAward('answers', 'new.answer_id', 'p.question_id')}
      ${downvoteCast}
    end`),
    sql.raw(`create trigger answer_votes_reputation_update after update of value on answer_votes
      begin
        ${undo('old.answer_id', ownerKind('old.value'), 'old.user_id')}
        ${undo('old.answer_id', `'downvote_cast'`, 'old.user_id')}
        ${voteAward('answers', 'new.answer_id', 'p.question_id')}
        ${downvoteCast}
      end`),
    sql.raw(`create trigger answer_votes_reputation_delete after delete on answer_votes begin
      ${undo('old.answer_id', ownerKind('old.value'), 'old.user_id')}
      ${undo('old.answer_id', `'downvote_cast'`, 'old.user_id')}
    end`),
    sql.raw(`create trigger questions_accept_reputation after update of accepted_answer_id
      on questions when old.accepted_answer_id is not new.accepted_answer_id begin
        ${undo('old.accepted_answer_id', `'accepted'`, 'old.user_id')}
        ${undo('old.accepted_answer_id', `'accept'`, 'old.user_id')}
        ${award({
          user: 'a.user_id',
          kind: `'accepted'`,
          amount: String(R.accepted),
          capped: '0',
          post: 'a.id',
          question: 'new.id',
          actor: 'new.user_id',
          at: SQLITE_NOW,
          from: 'from answers a where a.id = new.accepted_answer_id and a.user_id <> new.user_id',
        })}
        ${award({
          user: 'new.user_id',
          kind: `'accept'`,
          amount: String(R.accepter),
          capped: '0',
          post: 'a.id',
          question: 'new.id',
          actor: 'new.user_id',
          at: SQLITE_NOW,
          from: 'from answers a where a.id = new.accepted_answer_id and a.user_id <> new.user_id',
        })}
      end`),
    sql.raw(`create trigger questions_deleted_reputation after delete on questions begin
      ${undo('old.accepted_answer_id', `'accepted'`, 'old.user_id')}
      ${undo('old.accepted_answer_id', `'accept'`, 'old.user_id')}
      ${undoPost('old.id')}
    end`),
    sql.raw(`create trigger answers_deleted_reputation after delete on answers begin
      ${undoPost('old.id')}
    end`),
  ];
}
