/**
 * BM25 (Robertson and Zaragoza's form, as Lucene and FTS5 use it) over a few documents' fields,
 * computed here rather than by the database: FTS5's bm25() counts every row holding each word
 * on every call (140-700 ms for a common word at 1M questions) and PostgreSQL has no BM25.
 * Relevance (relevance.ts) scores the few hundred newest matches with it, the same way on
 * both engines.
 *
 * A term's frequency in a document is its case-insensitive occurrences as a substring in the
 * text fields, and in a tags field whether the tag it names is there (as search matches them),
 * each field's count multiplied by its weight before saturation (as FTS5 weighs columns). A
 * document's length is its characters; the average length is the scored documents' own.
 */

/** Term-frequency saturation and length normalisation: the usual values. */
const K1 = 1.2;
const B = 0.75;

export interface ScoredField {
  text: string;
  weight: number;
  /** A question's tags (their JSON list): only the tag a term names counts in it. */
  tags?: boolean;
}

export interface ScoredTerm {
  /** The word as searched. */
  word: string;
  /** The catalogue tag it names ("js": javascript), if any. */
  tag?: string;
  /** Its inverse document frequency (bm25Idf). */
  idf: number;
}

/** Non-negative inverse document frequency of a term held by `df` of `total` documents. */
export function bm25Idf(df: number, total: number): number {
  const n = Math.max(total, df);
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Non-overlapping occurrences of `needle` (already lower case) in `text` (lower case). */
function occurrences(text: string, needle: string): number {
  if (needle === '') return 0;
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
    count += 1;
  }
  return count;
}

/** Each document's score, higher better (0 when it holds none of the terms). */
export function bm25(
  documents: ReadonlyMap<string, ScoredField[]>,
  terms: ScoredTerm[],
): Map<string, number> {
  const scores = new Map<string, number>();
  if (documents.size === 0) return scores;
  const lowered = [...documents].map(([id, fields]) => ({
    id,
    fields: fields.map((field) => ({ ...field, text: field.text.toLowerCase() })),
    length: fields.reduce((sum, field) => sum + field.text.length, 0),
  }));
  const average = Math.max(1, lowered.reduce((sum, doc) => sum + doc.length, 0) / lowered.length);
  const needles = terms.map((term) => ({
    idf: term.idf,
    word: term.word.toLowerCase(),
    tag: term.tag === undefined ? '' : JSON.stringify(term.tag).toLowerCase(),
  }));
  for (const doc of lowered) {
    const norm = K1 * (1 - B + (B * doc.length) / average);
    let score = 0;
    for (const term of needles) {
      let tf = 0;
      for (const field of doc.fields) {
        const found = field.tags
          ? Math.min(1, occurrences(field.text, term.tag))
          : occurrences(field.text, term.word);
        tf += field.weight * found;
      }
      if (tf > 0) score += (term.idf * (tf * (K1 + 1))) / (tf + norm);
    }
    scores.set(doc.id, score);
  }
  return scores;
}
