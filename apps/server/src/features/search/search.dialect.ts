import type { ParsedSearch, SearchSort } from '@stackhive/shared';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * What can be searched in the database (tags are searched in the catalogue, in memory).
 * Answers are searched under `is:answer`, in the questions tab's place.
 */
export type SearchEntity = 'questions' | 'posts' | 'users' | 'answers';

/** The query as every engine sees it. */
export interface SearchText {
  /**
   * Trimmed, as typed. Users are matched with it whole, as the spec says (a substring from
   * three characters on, shorter a whole word: see isWordQuery); so are questions and posts
   * when it is only words (isOnlyWords), beside matching its words apart.
   */
  q: string;
  /** Its words, phrases, tags and operators (`user:me` already made the reader's id). */
  search: ParsedSearch;
  sort: SearchSort;
  /** SEARCH_SCAN_WINDOW: index candidates one request checks row by row at most (SQLite). */
  scanWindow: number;
}

/**
 * `q` searched as one phrase, as written (a substring, or a whole word below three
 * characters), nothing else asked: the chatbot's retrieval and relevance's word counts.
 */
export function phraseText(q: string, sort: SearchSort, scanWindow: number): SearchText {
  const search: ParsedSearch = {
    terms: [{ text: q, phrase: true }],
    excluded: [],
    tags: [],
    questionsOnly: false,
  };
  return { q, search, sort, scanWindow };
}

export interface SearchPage {
  /** Matching ids in the order asked for (`sort`). */
  ids: string[];
  /** Opaque position of the next page, or null at the end. */
  next: string | null;
}

/**
 * The engine-specific half of search: SQLite answers from FTS5 trigram and word tables,
 * PostgreSQL from pg_trgm and `simple` tsvector indexes. The service above does not know
 * which one runs.
 */
export interface SearchDialect {
  page(
    db: Db,
    entity: SearchEntity,
    text: SearchText,
    limit: number,
    cursor: string | undefined,
    /**
     * True when the entity's count came back under the cap: every match is among a few
     * hundred rows, so they are best fetched from the index and sorted, never found by
     * walking the table newest first (PostgreSQL cannot tell a rare word from a common one
     * it has not seen; SQLite's FTS5 answers in rowid order either way).
     */
    fewMatches?: boolean,
  ): Promise<SearchPage>;
  /**
   * A scalar SQL query counting matches up to `cap + 1` (beyond `cap` the count is shown as
   * capped), or answering `-n - 1` for "at least n" when it stopped before the end (SQLite's
   * scan window). The service runs the three entities' counts as one statement. (Async: SQLite
   * reads its scan windows' ends first, to write them into the statement as numbers.)
   */
  countQuery(
    db: Db,
    entity: SearchEntity,
    text: SearchText,
    cap: number,
  ): Promise<RawBuilder<unknown>>;
  /**
   * A whole search statement as the engine should run it: on PostgreSQL planned with its
   * values every time (the best plan for a rare word and for a common one differ).
   */
  statement<T>(query: RawBuilder<T>): RawBuilder<T>;
}

/** A LIKE pattern matching `q` literally anywhere (`\` escapes `%`, `_` and itself). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
