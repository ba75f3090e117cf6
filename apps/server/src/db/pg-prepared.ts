import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

/** What `planWithValues` puts first in a statement's text. */
const PLAN_WITH_VALUES = '/* plan with values */';

/**
 * A statement whose best plan depends on its values, kept out of the named statements: a
 * named statement settles on a generic plan after five runs, planned for "some" value, and
 * for search that plan is the wrong one for every common word (a bitmap over half a million
 * rows instead of a newest-first walk that stops after twenty: 20 s instead of 2 ms at 1M
 * questions). Unnamed, PostgreSQL plans it with the values at each run.
 */
export function planWithValues<T>(query: RawBuilder<T>): RawBuilder<T> {
  return sql<T>`${sql.raw(PLAN_WITH_VALUES)} ${query}`;
}

/**
 * PostgreSQL's side of the statement cache (SQLite's is statement-cache.ts): every pooled
 * connection parses and plans each SQL text once, as a named prepared statement, and then
 * only binds and executes it. Kysely sends plain text queries, which PostgreSQL parses and
 * plans on every execution; planning alone was 0.15 ms of the two joins of a vote, and a
 * replay of a vote's statements with pgbench ran at 1,695/s as text and 3,255/s prepared.
 *
 * Only statements with parameters are named (BEGIN, COMMIT and migrations' DDL stay plain
 * text: nothing to plan, and DDL may hold several statements), and not those marked by
 * `planWithValues`. The first `limit` distinct
 * texts get names; texts beyond that run unnamed, so each connection holds a bounded number
 * of plans however many query shapes (say `in (...)` lists of every length) the site sends.
 *
 * Not for a pooler in transaction mode (PgBouncer before 1.21): it would move prepared
 * statements between server connections.
 */
export function prepareStatements(pool: pg.Pool, limit = 400): { named(): number } {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `stackhive_${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls `client.query(sql, parameters)`; anything else passes through untouched.
    client.query = ((...args: unknown[]) => {
      const [text, values] = args;
      if (
        args.length === 2 &&
        typeof text === 'string' &&
        Array.isArray(values) &&
        values.length > 0 &&
        !text.startsWith(PLAN_WITH_VALUES)
      ) {
        const name = nameOf(text);
        if (name !== undefined) return query({ name, text, values });
      }
      return query(...args);
    }) as typeof client.query;
  });
  return { named: () => names.size };
}
