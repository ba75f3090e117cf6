/**
 * Similar questions (issue 32): the words of a title that say what it is about. Server and
 * web split a title the same way: the server scores candidates by the words they share with
 * it, the ask form asks only once a title has such a word.
 *
 * A word is a run of letters, digits and marks, lower-cased: the way the title word indexes
 * split text (SQLite's FTS5 `unicode61`, PostgreSQL's `simple` vector of migration 011), so
 * each word is one index lookup. Words that say nothing about a programming question ("how",
 * "to", "the", "get", "using", the leftovers of "don't") are left out; single letters stay
 * (C, R).
 */

/** English words every kind of question title uses: no help telling questions apart. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any anyone are as at be because ' +
    'been before being best better between both but by can cannot could d did do does doing ' +
    'done don doesn didn during each else even every few for from get gets getting got had ' +
    'has have having he help her here how i if in into is isn it its just know like ll m make ' +
    'makes making me more most much must my need needs no nor not now of off on once one only ' +
    'please ' +
    'or other our out over possible problem properly re really s same should so some someone ' +
    'something still such t than thank thanks that the their them then there these they this ' +
    'those through ' +
    'to too try trying tried under until up use used uses using ve very via vs want wants was ' +
    'way ways we were what when where which while who why will with within without work ' +
    'working works would wouldn you your'
  ).split(' '),
);

/** Whether `word` (lower case) is one every kind of question uses (the chatbot's keywords too). */
export const isStopWord = (word: string): boolean => STOP_WORDS.has(word);

/** How many words of a title are looked up at most (a title is 150 characters). */
export const SIMILAR_WORDS_MAX = 12;

/** How many similar questions are offered. */
export const SIMILAR_QUESTIONS_SHOWN = 5;

/** A title's telling words, lower-cased, each once, in the order they come. */
export function similarityWords(title: string): string[] {
  const words = title.toLowerCase().split(/[^\p{L}\p{N}\p{M}]+/u);
  const telling = words.filter((word) => word !== '' && !STOP_WORDS.has(word));
  return [...new Set(telling)].slice(0, SIMILAR_WORDS_MAX);
}
