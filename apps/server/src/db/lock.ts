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
