import { isWordQuery } from './helpers.js';
import { canonicalTagName } from './tag-names.js';

/**
 * The search box's syntax (issue 32), read the same way by the server (which searches with
 * it) and the web app (which explains it): Stack Overflow's, as Apache Answer copies it.
 *
 *   undo commit            every word, anywhere in the title or body (each as a substring)
 *   "event loop"           the phrase, as written
 *   -jquery                not this word
 *   [python] [pandas]      tagged with each of these
 *   user:ID  user:me       asked by that user (me: the signed-in reader)
 *   score:3  score:1..5    net votes at least 3, or in a range (either end may be left out)
 *   answers:2  answers:0   at least 2 answers; none
 *   views:100              viewed at least 100 times
 *   hasaccepted:yes|no     an answer was (not) accepted
 *   closed:yes|no  duplicate:yes|no   closed as a duplicate, or not
 *   is:question            questions only (leaves posts and users out)
 *   is:answer              answers instead of questions (each linking to its place)
 *   isaccepted:yes|no      answers that were (not) accepted (implies is:answer)
 *   created:2026-01..2026-06   asked within these months (or years, or days)
 *
 * Anything else is a word: `std::vector`, `http://x` and `c#` are searched as written. An
 * operator this list names with a value it cannot read is an error that names it, never
 * silently a word.
 */

/** The search help page's table (issue 32): what to type, and what it finds. */
export const SEARCH_SYNTAX_HELP: readonly { syntax: string; meaning: string }[] = [
  {
    syntax: 'undo commit',
    meaning:
      'Every word, anywhere in the title or body (part of a word counts: "commit" finds "committed").',
  },
  {
    syntax: 'go is',
    meaning:
      'Words of one or two letters match whole words only: "go" finds "Go", not "goroutine".',
  },
  { syntax: '"event loop"', meaning: 'The phrase exactly as written.' },
  { syntax: '-jquery', meaning: 'Leaves out results with this word (or "-a phrase").' },
  {
    syntax: '[python]',
    meaning: 'Questions with this tag; several tags all must be there. A tag alone is a search.',
  },
  {
    syntax: 'user:ID   user:me',
    meaning: "Asked by that user (the id at the end of their profile's address), or by you.",
  },
  {
    syntax: 'score:3   score:1..5',
    meaning: 'A net score of at least 3, or between 1 and 5 (score:..0 for 0 or less).',
  },
  { syntax: 'answers:2   answers:0', meaning: 'At least 2 answers; no answers at all.' },
  { syntax: 'views:100', meaning: 'Viewed at least 100 times.' },
  { syntax: 'hasaccepted:yes', meaning: 'Questions with an accepted answer (no: without one).' },
  { syntax: 'closed:yes   duplicate:yes', meaning: 'Closed as a duplicate (no: still open).' },
  { syntax: 'is:question', meaning: 'Questions only: leaves posts, users and tags out.' },
  {
    syntax: 'is:answer',
    meaning:
      "Answers instead of questions, each linking to its place on its question's page. With it, user:, score: and created: are the answer's; tags and the rest its question's.",
  },
  {
    syntax: 'isaccepted:yes',
    meaning: 'Answers the asker accepted (no: answers not accepted). Implies is:answer.',
  },
  {
    syntax: 'created:2026-01..2026-06',
    meaning: 'Asked in those months; also created:2026, created:2026-03-15 or created:..2025.',
  },
];

/** A range of whole numbers; an end left out is open. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** Days as `YYYY-MM-DD`: `from` inclusive, `until` exclusive (so a month ends where the next starts). */
export interface DateRange {
  from?: string;
  until?: string;
}

export interface SearchTerm {
  text: string;
  /** Written in quotes: matched as one phrase, never split into words. */
  phrase: boolean;
}

export interface ParsedSearch {
  /** Every term must match (title or body for questions, title for posts). */
  terms: SearchTerm[];
  /** No term of these may match. */
  excluded: SearchTerm[];
  /** Tags (lower case), each required. */
  tags: string[];
  /** An author's id, or 'me' (the reader; refused when signed out). */
  user?: string;
  score?: NumberRange;
  answers?: NumberRange;
  views?: NumberRange;
  hasAccepted?: boolean;
  closed?: boolean;
  duplicate?: boolean;
  created?: DateRange;
  /** `is:question`: leaves out the tabs that are not questions. */
  questionsOnly: boolean;
  /**
   * `is:answer` (or `isaccepted:`): answers are searched instead of questions, and the other
   * tabs left out. `user`, `score` and `created` then are the answer's; the rest its question's.
   */
  answersOnly?: true;
  /** `isaccepted:yes|no`: the answer is (not) its question's accepted one. */
  isAccepted?: boolean;
}

/** The operators this syntax knows, in the order the help page lists them. */
export const SEARCH_OPERATORS = [
  'user',
  'score',
  'answers',
  'views',
  'hasaccepted',
  'isaccepted',
  'closed',
  'duplicate',
  'is',
  'created',
] as const;
type Operator = (typeof SEARCH_OPERATORS)[number];

export type ParseResult = { ok: true; search: ParsedSearch } | { ok: false; error: string };

class SyntaxProblem extends Error {}

const fail = (token: string, expected: string): never => {
  throw new SyntaxProblem(`"${token}" is not a valid search operator: ${expected}`);
};

/** `3`, `1..5`, `..5`, `3..` (whole numbers, possibly negative for score). */
function numberRange(token: string, value: string, allowNegative: boolean): NumberRange {
  const number = allowNegative ? '-?\\d{1,9}' : '\\d{1,9}';
  const exact = new RegExp(`^(${number})$`).exec(value);
  const expected = `${token.split(':')[0]} takes a whole number${allowNegative ? '' : ' (0 or more)'} or a range such as 2..10`;
  if (exact) return { min: Number(exact[1]) };
  const range = new RegExp(`^(${number})?\\.\\.(${number})?$`).exec(value);
  if (!range || (range[1] === undefined && range[2] === undefined)) return fail(token, expected);
  const min = range[1] === undefined ? undefined : Number(range[1]);
  const max = range[2] === undefined ? undefined : Number(range[2]);
  if (min !== undefined && max !== undefined && min > max) return fail(token, expected);
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

function yesNo(token: string, value: string): boolean {
  const answer = value.toLowerCase();
  if (answer === 'yes' || answer === 'true' || answer === '1') return true;
  if (answer === 'no' || answer === 'false' || answer === '0') return false;
  return fail(token, `${token.split(':')[0]} takes yes or no`);
}

/** The first day after a `YYYY`, `YYYY-MM` or `YYYY-MM-DD` period, and its first day. */
function period(token: string, value: string): { first: string; after: string } {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  const expected =
    'created takes a date (2026, 2026-01 or 2026-01-31) or a range such as 2026-01..2026-06';
  if (!match) return fail(token, expected);
  const year = Number(match[1]);
  const month = match[2] === undefined ? undefined : Number(match[2]);
  const day = match[3] === undefined ? undefined : Number(match[3]);
  const first = new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  // Years a post can have: Date.UTC reads 0-99 as 1900-1999, and past 9998 the day after is
  // no longer a four-digit ISO date (which PostgreSQL refuses: a 500, not a 400).
  if (
    year < 1970 ||
    year > 9998 ||
    (month !== undefined && (month < 1 || month > 12)) ||
    (day !== undefined && first.getUTCDate() !== day)
  ) {
    return fail(token, expected);
  }
  const after = new Date(first);
  if (day !== undefined) after.setUTCDate(after.getUTCDate() + 1);
  else if (month !== undefined) after.setUTCMonth(after.getUTCMonth() + 1);
  else after.setUTCFullYear(after.getUTCFullYear() + 1);
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { first: iso(first), after: iso(after) };
}

function dateRange(token: string, value: string): DateRange {
  const [from, until, ...rest] = value.split('..');
  if (rest.length > 0 || (from === '' && until === '')) {
    return fail(token, 'created takes a date or a range such as 2026-01..2026-06');
  }
  if (until === undefined) {
    const { first, after } = period(token, value);
    return { from: first, until: after };
  }
  const range: DateRange = {};
  if (from) range.from = period(token, from).first;
  if (until) range.until = period(token, until).after;
  if (range.from && range.until && range.from >= range.until) {
    return fail(token, 'created takes a range whose start is before its end');
  }
  return range;
}

function applyOperator(search: ParsedSearch, name: Operator, token: string, value: string): void {
  switch (name) {
    case 'user':
      if (value.toLowerCase() === 'me') search.user = 'me';
      else if (/^[A-Za-z0-9_-]{1,64}$/.test(value)) search.user = value;
      else fail(token, "user takes a user's id, or me");
      return;
    case 'score':
      search.score = numberRange(token, value, true);
      return;
    case 'answers':
      // Stack Overflow's answers:0 means none; any other number means at least that many.
      search.answers = value === '0' ? { min: 0, max: 0 } : numberRange(token, value, false);
      return;
    case 'views':
      search.views = numberRange(token, value, false);
      return;
    case 'hasaccepted':
      search.hasAccepted = yesNo(token, value);
      return;
    case 'closed':
      search.closed = yesNo(token, value);
      return;
    case 'duplicate':
      search.duplicate = yesNo(token, value);
      return;
    case 'isaccepted':
      search.isAccepted = yesNo(token, value);
      search.answersOnly = true;
      return;
    case 'is':
      if (value.toLowerCase() === 'question') search.questionsOnly = true;
      else if (value.toLowerCase() === 'answer') search.answersOnly = true;
      else fail(token, 'is takes question or answer');
      return;
    case 'created':
      search.created = dateRange(token, value);
      return;
  }
}

const isOperator = (name: string): name is Operator =>
  (SEARCH_OPERATORS as readonly string[]).includes(name);

/** The query's pieces: quoted phrases, `[tags]` and the words between them, in order. */
function tokens(q: string): { text: string; quoted: boolean; negated: boolean }[] {
  const found: { text: string; quoted: boolean; negated: boolean }[] = [];
  // A phrase runs to its closing quote (or the end); a tag is a whole bracketed token
  // (`[x](url)` is a word, as markdown writes a link); a word runs to a space.
  const pattern = /(-?)"([^"]*)"?|(\[[^\]\s]+\](?=\s|$))|(\S+)/g;
  for (const match of q.matchAll(pattern)) {
    if (match[2] !== undefined) {
      found.push({ text: match[2], quoted: true, negated: match[1] === '-' });
    } else {
      found.push({ text: match[3] ?? match[4] ?? '', quoted: false, negated: false });
    }
  }
  return found;
}

/** Reads a query; `{ ok: false, error }` names the operator it could not read. */
export function parseSearch(q: string): ParseResult {
  const search: ParsedSearch = { terms: [], excluded: [], tags: [], questionsOnly: false };
  try {
    for (const token of tokens(q)) {
      // One or two characters match whole words only, and punctuation ("=", "->") holds
      // none: such a term could never match, so it asks for nothing.
      if (isWordQuery(token.text.trim()) && !/[\p{L}\p{N}]/u.test(token.text)) continue;
      if (token.quoted) {
        const text = token.text.trim();
        if (text) (token.negated ? search.excluded : search.terms).push({ text, phrase: true });
        continue;
      }
      const tag = /^\[([^\]\s]+)\]$/.exec(token.text);
      if (tag?.[1]) {
        const written = tag[1].toLowerCase();
        const name = canonicalTagName(written) ?? written;
        if (!search.tags.includes(name)) search.tags.push(name);
        continue;
      }
      const operator = /^([A-Za-z]+):(.*)$/.exec(token.text);
      const name = operator?.[1]?.toLowerCase() ?? '';
      if (operator && isOperator(name)) {
        applyOperator(search, name, token.text, operator[2] ?? '');
        continue;
      }
      // `-word` leaves the word out; `--x` or a negative number stays a word.
      const negated = /^-([^\d-].*)$/.exec(token.text);
      if (negated?.[1]) search.excluded.push({ text: negated[1], phrase: false });
      else search.terms.push({ text: token.text, phrase: false });
    }
    if (search.questionsOnly && search.answersOnly) {
      fail(
        'is:question',
        'questions and answers (is:answer, isaccepted:) cannot both be asked for',
      );
    }
  } catch (error) {
    if (error instanceof SyntaxProblem) return { ok: false, error: error.message };
    throw error;
  }
  // Nothing to look for (`""`, `-*`, `-x`): the whole text as written, the spec's meaning,
  // never every item less some.
  const { terms, excluded: _excluded, tags, questionsOnly, ...operators } = search;
  const trimmed = q.trim();
  if (
    terms.length === 0 &&
    tags.length === 0 &&
    !questionsOnly &&
    Object.keys(operators).length === 0 &&
    trimmed
  ) {
    return {
      ok: true,
      search: { ...search, terms: [{ text: trimmed, phrase: true }], excluded: [] },
    };
  }
  return { ok: true, search };
}

/**
 * Whether a query of words alone must also be asked as its whole text, one substring: when a
 * word is short. Short words match whole words, so words apart miss what only the whole text
 * holds ("go is" in "ago island", "go ->" in "Chicago -> Denver", whose "->" asks for no
 * word), and the spec's meaning must stay found (DECISIONS 20, 32). A query that is just its
 * one word asks nothing more.
 */
export function asksWholeTextToo(q: string, search: ParsedSearch): boolean {
  const [only, ...others] = search.terms;
  const isJustItsWord = only !== undefined && others.length === 0 && only.text === q.trim();
  return (
    isOnlyWords(search) && !isJustItsWord && search.terms.some((term) => isWordQuery(term.text))
  );
}

/**
 * Whether the query is only words (no quotes, tags, exclusions or operators). Such a query
 * keeps matching everything the whole text matches as one substring, as it did before words
 * were searched apart (DECISIONS 32): "go is" still finds "ago island".
 */
export function isOnlyWords(search: ParsedSearch): boolean {
  const { terms, excluded, tags, questionsOnly, ...operators } = search;
  return (
    terms.length > 0 &&
    terms.every((term) => !term.phrase) &&
    excluded.length === 0 &&
    tags.length === 0 &&
    !questionsOnly &&
    Object.keys(operators).length === 0
  );
}

/** Whether a search narrows by anything only questions have (so posts and users match none). */
export function narrowsToQuestions(search: ParsedSearch): boolean {
  return (
    search.questionsOnly ||
    search.answersOnly === true ||
    search.tags.length > 0 ||
    search.score !== undefined ||
    search.answers !== undefined ||
    search.views !== undefined ||
    search.hasAccepted !== undefined ||
    search.closed !== undefined ||
    search.duplicate !== undefined
  );
}
