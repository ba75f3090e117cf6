import {
  MESSAGES,
  similarityWords,
  SIMILAR_QUESTIONS_SHOWN,
  type SimilarQuestion,
  type SimilarQuestionsQuery,
} from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { notFound } from '../../core/errors.js';
import { toCount, toIso } from '../../db/convert.js';
import { readCounter } from '../../db/counters.js';
import { ALL_QUESTIONS } from '../questions/index.js';
import { TITLE_WORDS } from './similar-titles.js';
import { titleWordFrequency } from './title-word-frequency.js';

/**
 * Similar questions (issue 32): the questions whose titles share the most telling words with
 * a title, each word weighted by how rare it is among titles (BM25's inverse document
 * frequency), so two titles sharing "rebase" are closer than two sharing "python".
 *
 * Bounded work at any size: each word's frequency is counted up to DF_CAP (a common word's
 * count remembered a while: title-word-frequency.ts); candidates are the newest titles
 * holding the rarest words (together, then each alone unless together filled a read),
 * CANDIDATES_PER_READ per read; only those candidates' rows are read and scored. A candidate must share at least
 * MIN_SHARE of the title's weight, so a question sharing one common word is not offered.
 * Ties go to the higher net votes, then an accepted answer, then the newer question.
 */

/** Beyond this many titles (0.1 % of a million) a word is common: its weight stops falling. */
const DF_CAP = 1_000;
/** Titles one index read offers. */
const CANDIDATES_PER_READ = 60;
/** Words read alone, rarest first. */
const WORDS_READ_ALONE = 3;
/** The share of a title's weight a question must hold to be offered. */
const MIN_SHARE = 0.5;

/** BM25's inverse document frequency of a word in `df` of `n` titles. */
const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5));

/** Questions like `title`, or like the question `to` (without it: its page's "Related"). */
export async function similarQuestions(
  deps: AppDeps,
  query: SimilarQuestionsQuery,
): Promise<SimilarQuestion[]> {
  if (query.to === undefined) return similarTo(deps, query.title ?? '', null);
  // A team's question (issue 33) has no public "Related": to anyone it is not there.
  const question = await deps.db
    .selectFrom('questions')
    .select('title')
    .where('id', '=', query.to)
    .where('teamId', 'is', null)
    .executeTakeFirst();
  if (!question) throw notFound(MESSAGES.questionNotFound);
  return similarTo(deps, question.title, query.to);
}

async function similarTo(
  deps: AppDeps,
  title: string,
  exclude: string | null,
): Promise<SimilarQuestion[]> {
  const words = similarityWords(title);
  if (words.length === 0) return [];
  const index = TITLE_WORDS[deps.engine];
  const total = Math.max(await readCounter(deps.db, ALL_QUESTIONS, 'questionCounts'), 1);
  const found: { word: string; weight: number; df: number }[] = [];
  // A word no title holds cannot be shared, but it is part of what the title is about (the
  // rarest part): "teapots in production" is not like every question about production.
  let unshared = 0;
  for (const word of words) {
    const df = await titleWordFrequency(deps, word, DF_CAP);
    if (df > 0) found.push({ word, df, weight: idf(df, Math.max(total, df)) });
    else unshared += idf(1, total); // weighed as the rarest word a title holds
  }
  if (found.length === 0) return [];
  found.sort((a, b) => a.df - b.df);

  const candidates = new Set<string>();
  const rarest = found.slice(0, WORDS_READ_ALONE).map((w) => w.word);
  const reads = rarest.length > 1 ? [rarest, ...rarest.map((word) => [word])] : [rarest];
  for (const read of reads) {
    for (const id of await index.newest(deps.db, read, CANDIDATES_PER_READ)) candidates.add(id);
    // A full page of titles holding all of the rarest words is candidates enough: a title
    // missing one of them lacks one of the title's heaviest words.
    if (read.length > 1 && candidates.size >= CANDIDATES_PER_READ) break;
  }
  if (exclude) candidates.delete(exclude);
  if (candidates.size === 0) return [];

  const rows = await deps.db
    .selectFrom('questions')
    .select(['id', 'title', 'score', 'answerCount', 'acceptedAnswerId', 'duplicateOf', 'askedOn'])
    .where('id', 'in', [...candidates])
    .where('teamId', 'is', null) // the title index is public already: the last guard
    .execute();
  const weights = new Map(found.map((w) => [w.word, w.weight]));
  const whole = found.reduce((sum, w) => sum + w.weight, unshared);
  const scored = rows
    .map((row) => {
      const own = similarityWords(row.title);
      const shared = own.reduce((sum, word) => sum + (weights.get(word) ?? 0), 0);
      // A long title sharing the same words is a little less alike than a short one.
      const extra = own.filter((word) => !weights.has(word)).length;
      return { row, share: shared / whole, rank: shared / (1 + 0.05 * extra) };
    })
    .filter((candidate) => candidate.share >= MIN_SHARE);
  scored.sort(
    (a, b) =>
      b.rank - a.rank ||
      toCount(b.row.score) - toCount(a.row.score) ||
      Number(b.row.acceptedAnswerId !== null) - Number(a.row.acceptedAnswerId !== null) ||
      toIso(b.row.askedOn).localeCompare(toIso(a.row.askedOn)),
  );
  return scored.slice(0, SIMILAR_QUESTIONS_SHOWN).map(({ row }) => ({
    _id: row.id,
    questionTitle: row.title,
    votes: toCount(row.score),
    noOfAnswers: toCount(row.answerCount),
    accepted: row.acceptedAnswerId !== null,
    duplicateOf: row.duplicateOf,
  }));
}
