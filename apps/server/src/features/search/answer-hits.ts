import { LIMITS, type AnswerHit } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { toIso } from '../../db/convert.js';

/**
 * Markdown read as text: a link or image as its words, and the marks around code, strong
 * text and struck text, and before headings and quotes, left out. A lone `*`, `_` or `~` may
 * be the text itself (snake_case, HEAD~1), so it stays.
 */
const asText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`+|\*\*|__|~~/g, '')
    .replace(/^[ \t]{0,3}(?:#{1,6}|>+)[ \t]*/gm, '');

/**
 * An answer's text as a result shows it: plain, on one line, at most `max` characters, from
 * a little before the first of `terms` it holds (its start when it holds none, as when only
 * operators were asked), so the reader sees why it was found.
 */
export function excerptAround(body: string, terms: readonly string[], max: number): string {
  const text = asText(body).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const lower = text.toLowerCase();
  const found = terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  // A third of the room before the match, starting at a word.
  let start = found === undefined ? 0 : Math.max(0, found - Math.floor(max / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, start + max - 2);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trimEnd()}${end < text.length ? '…' : ''}`;
}

/** The answers of `ids` as results, in that order (each with its question and author). */
export async function answerHitsByIds(
  deps: AppDeps,
  ids: readonly string[],
  terms: readonly string[],
): Promise<AnswerHit[]> {
  if (ids.length === 0) return [];
  const rows = await deps.db
    .selectFrom('answers as a')
    .innerJoin('questions as q', 'q.id', 'a.questionId')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select([
      'a.id',
      'a.questionId',
      'q.title',
      'a.score',
      'a.answeredOn',
      'a.userId',
      'u.name',
      'a.body',
      'q.acceptedAnswerId',
    ])
    .where('a.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        _id: row.id,
        questionId: row.questionId,
        questionTitle: row.title,
        votes: Number(row.score),
        accepted: row.acceptedAnswerId === row.id,
        answeredOn: toIso(row.answeredOn),
        userId: row.userId,
        userAnswered: row.name,
        excerpt: excerptAround(row.body, terms, LIMITS.searchExcerpt),
      },
    ];
  });
}
