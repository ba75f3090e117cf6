import type { AppDeps } from '../app-context.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { insertAnswer } from '../features/answers/answers.repository.js';
import * as questions from '../features/questions/questions.repository.js';
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
  await deps.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const demo of DEMO_USERS) {
      const passwordHash = await hashPassword(DEMO_PASSWORD, deps.config.scryptCost);
      const row = await users.insertUser(trx, { name: demo.name, email: demo.email, passwordHash });
      await users.updateProfile(trx, row.id, {
        name: demo.name,
        about: demo.about,
        tags: [...demo.tags],
      });
      ids.push(row.id);
    }
    const [admin, ada, linus, grace] = ids as [string, string, string, string];
    await users.replaceFollows(trx, ada, [linus, grace]);
    await users.replaceFollows(trx, linus, [ada]);
    await users.replaceFollows(trx, grace, [ada, linus, admin]);
    await seedQuestions(trx, ids);
  });
  return true;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function seedQuestions(db: Db, userIds: string[]): Promise<void> {
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
    await questions.bumpCounts(db, [questions.ALL_QUESTIONS, ...demo.tags], 1);
    for (const [voter, value] of demo.votes) {
      await questions.setVote(db, id, user(voter), undefined, value, hoursAgo(demo.hoursAgo));
    }
    for (const answer of demo.answers) {
      await insertAnswer(db, {
        id: newId(),
        questionId: id,
        userId: user(answer.author),
        body: answer.body,
        answeredOn: hoursAgo(answer.hoursAgo),
      });
    }
  }
}
