import type { Engine } from './database.js';

/**
 * `select ... for update` on PostgreSQL: the rows read stay locked until the transaction
 * ends, so concurrent changes of one thing (a question, a post, a code) run one after the
 * other. SQLite runs one write transaction at a time and needs no row lock.
 */
export function forUpdateOnPostgres<Query extends { forUpdate(): Query }>(
  query: Query,
  engine: Engine,
): Query {
  return engine === 'postgres' ? query.forUpdate() : query;
}

/**
 * Locks the rows `query` reads until the transaction ends, on PostgreSQL only: SQLite runs
 * one write transaction at a time, so there it runs no statement at all.
 */
export async function lockOnPostgres(
  query: { forUpdate(): { execute(): Promise<unknown> } },
  engine: Engine,
): Promise<void> {
  if (engine === 'postgres') await query.forUpdate().execute();
}
