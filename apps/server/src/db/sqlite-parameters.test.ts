import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { pinParameters } from './sqlite-parameters.js';
import { withStatementCache } from './statement-cache.js';

describe('pinParameters', () => {
  it('writes each `= ?` as `= +?`, spacing kept', () => {
    expect(pinParameters('select * from q join u on u.id = q.user_id where q.id = ?')).toBe(
      'select * from q join u on u.id = q.user_id where q.id = +?',
    );
    expect(pinParameters('update "q" set "title" = ?, "body"=? where "id" =\n  ?')).toBe(
      'update "q" set "title" = +?, "body"=+? where "id" =\n  +?',
    );
  });

  it('leaves other operators, numbered parameters, quoted text and comments alone', () => {
    const untouched = [
      'select 1 where a <= ? and b >= ? and c != ? and d <> ? and e == ?',
      'select 1 where a = ?1 and b = :name and c = @name and d = $name',
      'select \'= ?\' as text, "col = ?" from t where a in (?) and b like ? limit ?',
      "select 'it''s = ?' from t",
      'select 1 -- where a = ?\n',
      'select 1 /* a = ? */',
      'insert into t (a, b) values (?, ?)',
    ];
    for (const sql of untouched) expect(pinParameters(sql)).toBe(sql);
    expect(pinParameters("select 'x' from t where a = ? -- b = ?")).toBe(
      "select 'x' from t where a = +? -- b = ?",
    );
  });

  it('gives the same answers as the statement as written, for values of every kind', () => {
    const connection = new SQLite(':memory:');
    connection.exec(`create table users (id text primary key, name text, n integer);
      create table questions (id text primary key, user_id text, score integer, data blob);
      insert into users values ('u1', 'Ann', 1), ('2', 'Bo', 2), ('3', 'Cy', 3);
      insert into questions values ('q1', 'u1', 5, x'01'), ('q2', '2', 7, null), ('q3', '3', 7, 'x');`);
    const cached = withStatementCache(connection);
    const queries = [
      'select q.id, u.name from questions q join users u on u.id = q.user_id where q.id = ?',
      'select q.id from questions q join users u on u.id = q.user_id where u.id = ? order by q.id',
      'select q.id from questions q join users u on u.id = q.user_id where q.score = ? order by q.id',
      'select q.id from questions q left join users u on u.id = q.user_id where q.data = ?',
      'select u.name from users u where u.n = ? and u.id = (select user_id from questions where id = ?)',
    ];
    // Text, integers, numbers as text, reals, blobs and null: affinity applies as before.
    const values: unknown[] = ['q1', 'u1', '2', 2, 7, '7', 7.0, 7.5, Buffer.from([1]), 'x', null];
    let matched = 0;
    for (const sql of queries) {
      const arity = sql.split('?').length - 1;
      for (const first of values)
        for (const second of arity === 2 ? values : [undefined]) {
          const params = arity === 2 ? [first, second] : [first];
          const asWritten = connection.prepare(sql).all(...params);
          expect(cached.prepare(sql).all(params)).toEqual(asWritten);
          matched += asWritten.length;
        }
    }
    // Not vacuous: many of those found rows.
    expect(matched).toBeGreaterThan(8);
    connection.close();
  });
});
