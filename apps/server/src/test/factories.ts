/**
 * Rows written straight to the database, for tests that need more data than the API makes
 * quickly (a thousand questions, say). Test support may reach into a feature's repository;
 * the tests themselves import this module instead.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export { insertQuestion } from '../features/questions/questions/questions.repository.js';
export { insertUser } from '../features/users/users.repository.js';

/**
 * A question as the schema of migrations 002-010 held it (no columns of later migrations),
 * for tests of what a later migration does to rows written before it.
 */
export async function insertQuestionAsOf010(
  db: Db,
  row: { id: string; userId: string; title: string; body: string; tags: string[]; askedOn: string },
): Promise<void> {
  await sql`insert into questions (id, user_id, title, body, tags, asked_on)
    values (${row.id}, ${row.userId}, ${row.title}, ${row.body}, ${JSON.stringify(row.tags)},
      ${row.askedOn})`.execute(db);
  for (const tag of row.tags) {
    await sql`insert into question_tags (question_id, tag, asked_on)
      values (${row.id}, ${tag}, ${row.askedOn})`.execute(db);
  }
}
