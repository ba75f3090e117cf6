import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AppDeps } from '../core/app-context.js';
import * as comments from '../features/community/comments.repository.js';
import * as posts from '../features/community/community.repository.js';
import { insertMedia } from '../features/media/media.repository.js';
import { pngImage } from '../lib/png.js';
import { DEMO_POSTS } from './demo-posts.js';
import { bumpCounters } from '../db/counters.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import {
  insertAnswer,
  toggleAcceptedAnswer,
} from '../features/questions/answers/answers.repository.js';
import * as questions from '../features/questions/questions/questions.repository.js';
import { insertQuestionRevision } from '../features/questions/revisions/revisions.repository.js';
import { insertQaComment } from '../features/questions/comments/qa-comments.repository.js';
import { setVote } from '../features/questions/votes/votes.repository.js';
import {
  readAccept,
  readVote,
  reputationOfAccept,
  reputationOfVote,
} from '../features/reputation/index.js';
import { backfillBadges } from '../features/badges/index.js';
import { hashPassword } from '../features/auth/passwords.js';
import * as users from '../features/users/users.repository.js';
import { DEMO_QUESTIONS } from './demo-questions.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.js';

/**
 * Fills an empty database with demo content so a newcomer sees a living site
 * (SEED_DEMO=false never seeds). Each feature adds its part here.
 */
export async function seedDemoIfEmpty(deps: AppDeps): Promise<boolean> {
  if ((await users.countUsers(deps.db)) > 0) return false;
  try {
    await seed(deps);
  } catch (error) {
    // Several processes starting on one empty PostgreSQL database race to seed; the first
    // wins and the others' transactions fail on the unique email. Not an error for them.
    if ((await users.countUsers(deps.db)) > 0) return false;
    throw error;
  }
  return true;
}

async function seed(deps: AppDeps): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    // One password for every demo account: hashed once (each hash costs a third of a second
    // at the production scrypt cost), stored with each account as usual.
    const passwordHash = await hashPassword(DEMO_PASSWORD, deps.config.scryptCost);
    for (const demo of DEMO_USERS) {
      const row = await users.insertUser(trx, { name: demo.name, email: demo.email, passwordHash });
      await users.updateProfile(trx, row.id, {
        name: demo.name,
        about: demo.about,
        tags: [...demo.tags],
      });
      ids.push(row.id);
    }
    const [admin, ada, linus, grace] = ids as [string, string, string, string];
    await users.setAdmin(trx, admin, true);
    await users.replaceFollows(trx, ada, [linus, grace]);
    await users.replaceFollows(trx, linus, [ada]);
    await users.replaceFollows(trx, grace, [ada, linus, admin]);
    await seedQuestions(deps, trx, ids);
    await seedPosts(deps, trx, ids);
    // The badges the demo's records earn (the policy's rules, as the repair asks them).
    await backfillBadges(trx, deps.engine, { dryRun: false, batch: 100 });
  });
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function seedQuestions(deps: AppDeps, db: Db, userIds: string[]): Promise<void> {
  const user = (index: number) => userIds[index] as string;
  // Oldest first, so ids (time-ordered) follow the asking order.
  for (const demo of [...DEMO_QUESTIONS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const id = newId();
    await questions.insertQuestion(db, {
      id,
      userId: user(demo.asker),
      title: demo.title,
      body: demo.body,
      tags: demo.tags,
      askedOn: hoursAgo(demo.hoursAgo),
    });
    await bumpCounters(db, [questions.ALL_QUESTIONS, ...demo.tags], 1, 'questionCounts');
    // Its edits (issue 15): each earlier text as a revision, the last edit's time on the row.
    for (const earlier of demo.history ?? []) {
      await insertQuestionRevision(db, {
        id: newId(),
        questionId: id,
        editorId: user(earlier.editor),
        editedOn: hoursAgo(earlier.hoursAgo),
        title: earlier.title,
        body: earlier.body,
        tags: JSON.stringify(earlier.tags),
        summary: earlier.summary ?? null,
      });
    }
    const lastEdit = demo.history?.at(-1);
    if (lastEdit) {
      const editedOn = hoursAgo(lastEdit.hoursAgo);
      await db
        .updateTable('questions')
        .set({ editedOn, activeOn: editedOn })
        .where('id', '=', id)
        .execute();
    }
    for (const [voter, value] of demo.votes) {
      const at = hoursAgo(demo.hoursAgo);
      await setVote(db, { kind: 'question', questionId: id }, user(voter), 0, value, at);
      const read = await readVote(db, deps.engine, { questionId: id }, user(voter));
      await reputationOfVote(db, deps.engine, read, at);
    }
    const answerIds: string[] = [];
    for (const answer of demo.answers) {
      const answerId = newId();
      answerIds.push(answerId);
      await insertAnswer(db, {
        id: answerId,
        questionId: id,
        userId: user(answer.author),
        body: answer.body,
        answeredOn: hoursAgo(answer.hoursAgo),
      });
      const at = hoursAgo(answer.hoursAgo);
      if (answer.accepted) {
        const accept = { questionId: id, actorId: user(demo.asker), answerId };
        await reputationOfAccept(db, deps.engine, await readAccept(db, deps.engine, accept), at);
        await toggleAcceptedAnswer(db, id, answerId);
      }
      for (const [voter, value] of answer.votes ?? []) {
        const target = { kind: 'answer', questionId: id, answerId } as const;
        await setVote(db, target, user(voter), 0, value, at);
        const read = await readVote(db, deps.engine, target, user(voter));
        await reputationOfVote(db, deps.engine, read, at);
      }
    }
    for (const comment of demo.comments ?? []) {
      await insertQaComment(db, {
        id: newId(),
        questionId: id,
        answerId: comment.answer === undefined ? null : (answerIds[comment.answer] ?? null),
        userId: user(comment.author),
        body: comment.body,
        commentedOn: hoursAgo(comment.hoursAgo),
      });
    }
  }
}

async function seedPosts(deps: AppDeps, db: Db, userIds: string[]): Promise<void> {
  const user = (index: number) => userIds[index] as string;
  for (const demo of [...DEMO_POSTS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const postedOn = hoursAgo(demo.hoursAgo);
    const media: posts.PostMediaItem[] = [];
    for (const { from, to, alt } of demo.images) {
      const image = pngImage(480, 360, from, to);
      const key = `${randomUUID()}.png`;
      await deps.storage.put(key, Readable.from(image), 'image/png');
      await insertMedia(db, {
        key,
        ownerId: user(demo.author),
        contentType: 'image/png',
        size: image.length,
        createdAt: postedOn,
        // Attached to its post below, so public and never swept (issue 30).
        attachedAt: postedOn,
      });
      media.push({ key, alt });
    }
    const id = newId();
    await posts.insertPost(
      db,
      { id, userId: user(demo.author), title: demo.title, body: demo.body, postedOn },
      media,
    );
    for (const liker of demo.likes) {
      await posts.toggleMark(db, 'postLikes', id, user(liker), postedOn, true);
    }
    for (const comment of demo.comments) {
      await comments.insertComment(db, {
        id: newId(),
        postId: id,
        userId: user(comment.author),
        body: comment.body,
        commentedOn: hoursAgo(comment.hoursAgo),
      });
    }
  }
}
