import { sql } from 'kysely';
import type { SearchCount } from '@stackhive/shared';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../plugins/errors.js';
import {
  isShortQuery,
  type SearchDialect,
  type SearchEntity,
  type SearchPage,
  type SearchText,
} from './search.dialect.js';
import { parseOffset, windowCount, windowPage } from './search.window.js';

/** An FTS5 string literal: the text matched as one phrase (a substring, with trigrams). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** FTS5 queries for each phase: title matches first, then the rest. */
function expressions(entity: SearchEntity, text: SearchText): string[] {
  const q = phrase(text.q);
  if (entity === 'posts') return [`title : ${q}`];
  if (entity === 'users') return [`name : ${q}`];
  // Tags are stored as JSON text (["java","sql"]): the quoted name matches exactly one tag.
  const tag = text.exactTag ? ` OR tags : ${phrase(JSON.stringify(text.exactTag))}` : '';
  return [`title : ${q}`, `(body : ${q}${tag}) NOT title : ${q}`];
}

function anyMatch(entity: SearchEntity, text: SearchText): string {
  const q = phrase(text.q);
  if (entity !== 'questions') return expressions(entity, text)[0] as string;
  const tag = text.exactTag ? ` OR tags : ${phrase(JSON.stringify(text.exactTag))}` : '';
  return `title : ${q} OR body : ${q}${tag}`;
}

/** Cursor: `{phase}.{fts rowid}` for trigram searches, a plain offset for short ones. */
function parsePhaseCursor(
  cursor: string | undefined,
): { phase: number; before: number } | undefined {
  if (cursor === undefined) return { phase: 0, before: Number.MAX_SAFE_INTEGER };
  const match = /^(\d)\.(\d{1,16})$/.exec(cursor);
  return match ? { phase: Number(match[1]), before: Number(match[2]) } : undefined;
}

export const sqliteSearch: SearchDialect = {
  async page(db: Db, entity, text, limit, cursor): Promise<SearchPage> {
    if (isShortQuery(text.q)) {
      const offset = parseOffset(cursor);
      if (offset === undefined) throw badRequest('cursor is invalid');
      return windowPage(db, entity, text, 'like', limit, offset);
    }
    const position = parsePhaseCursor(cursor);
    const phases = expressions(entity, text);
    if (!position || position.phase >= phases.length) throw badRequest('cursor is invalid');
    const ids: string[] = [];
    let next: string | null = null;
    const fts = sql.table(`${entity}_fts`);
    // Walk the phases from the cursor's; within one, rowid descending is newest first. With
    // the page full, one more row is still fetched: it tells whether a next page exists.
    for (let phase = position.phase; phase < phases.length; phase += 1) {
      const before = phase === position.phase ? position.before : Number.MAX_SAFE_INTEGER;
      const need = limit - ids.length;
      const { rows } = await sql<{ id: string; rowid: number }>`
        select id, rowid from ${fts} where ${fts} match ${phases[phase]} and rowid < ${before}
        order by rowid desc limit ${need + 1}`.execute(db);
      const taken = rows.slice(0, need);
      ids.push(...taken.map((row) => row.id));
      if (rows.length > need) {
        next = `${phase}.${taken.at(-1)?.rowid ?? before}`;
        break;
      }
    }
    return { ids, next };
  },

  async count(db: Db, entity, text, cap): Promise<SearchCount> {
    if (isShortQuery(text.q)) return windowCount(db, entity, text, 'like', cap);
    const fts = sql.table(`${entity}_fts`);
    const { rows } = await sql<{ n: number }>`
      select count(*) as n from (select rowid from ${fts} where ${fts} match ${anyMatch(entity, text)} limit ${cap + 1})`.execute(
      db,
    );
    const n = Number(rows[0]?.n ?? 0);
    return { count: Math.min(n, cap), capped: n > cap };
  },
};
