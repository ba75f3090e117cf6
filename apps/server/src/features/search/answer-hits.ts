import { LIMITS, type AnswerHit } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { toIso } from '../../db/convert.js';

/**
 * Markdown read as text: a link or image as its words, and the marks around code, strong
 * text and struck text, and before headings and quotes, left out. A lone `*`, `_` or `~` may
 * be the text itself (snake_case, HEAD~1), so it stays. Every repetition is bounded, and the
 * text given is a window of the answer (excerptAround): an unbounded link pattern over a
 * 30,000-character body of `[` took 1.5 s (the review of issue 32 found it).
 */
const asText = (markdown: string) =>
  markdown
    .replace(/!?\[([^\]\n]{0,100})\]\([^)\s]{0,300}\)/g, '$1')
    .replace(/`+|\*\*|__|~~/g, '')
    .replace(/^[ \t]{0,3}(?:#{1,6}|>{1,10})[ \t]*/gm, '');

/** Where the first of `terms` starts in `text`, case-insensitively (undefined: none). */
const firstMatch = (text: string, terms: readonly string[]) => {
  const lower = text.toLowerCase();
  return terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
};

/**
 * An answer's text as a result shows it: plain, on one line, at most `max` characters, from
 * a little before the first of `terms` it holds (its start when it holds none, as when only
 * operators were asked), so the reader sees why it was found. Only a window of the body
 * around the match (six times `max`) is read as markdown, whatever the answer's length.
 */
export function excerptAround(body: string, terms: readonly string[], max: number): string {
  const at = firstMatch(body, terms) ?? 0;
  const from = Math.max(0, at - 2 * max);
  const to = Math.min(body.length, at + 4 * max);
  const text = asText(body.slice(from, to)).replace(/\s+/g, ' ').trim();
  const cutBefore = from > 0;
  const cutAfter = to < body.length;
  if (text.length <= max && !cutBefore && !cutAfter) return text;
  const found = firstMatch(text, terms);
  // A third of the room before the match, starting at a word.
  let start = found === undefined ? 0 : Math.max(0, found - Math.floor(max / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  const end = Math.min(text.length, start + max - 2);
  const before = start > 0 || cutBefore ? '…' : '';
  const after = end < text.length || cutAfter ? '…' : '';
  return `${before}${text.slice(start, end).trimEnd()}${after}`;
}

/**
 * The answers of `ids` as results, in that order (each with its question and author): public
 * ones, or the team `teamId`'s (issue 33).
 */
export async function answerHitsByIds(
  deps: AppDeps,
  ids: readonly string[],
  terms: readonly string[],
  teamId: string | null = null,
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
    .where('a.teamId', teamId === null ? 'is' : '=', teamId)
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
