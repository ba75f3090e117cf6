import type { ReactNode } from 'react';
import { isWordQuery } from '@stackhive/shared';

/** Every character with a meaning outside a character class (escapable in `u` mode). */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;
/** A word as the server's word indexes see it: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

const literal = (text: string) => text.replace(REGEXP_SPECIALS, '\\$&');

/** The pattern source of what the server matched for `needle` (see highlightMatches). */
function matchSource(needle: string, substring: boolean): string | null {
  if (substring || !isWordQuery(needle)) return literal(needle);
  // Its words, each whole: "c#" matched the word "c", "(x" the word "x".
  const words = needle.match(WORD);
  if (!words) return null;
  return `(?<![\\p{L}\\p{N}])(?:${words.map(literal).join('|')})(?![\\p{L}\\p{N}])`;
}

/** One pattern for every needle, the longest first, so a phrase is marked whole. */
function matchPattern(needles: readonly string[], substring: boolean): RegExp | null {
  const sources = [...needles]
    .map((needle) => needle.trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((needle) => matchSource(needle, substring))
    .filter((source): source is string => source !== null);
  return sources.length === 0 ? null : new RegExp(sources.join('|'), 'giu');
}

/**
 * `text` split into React nodes with every case-insensitive occurrence of `query` (or of any
 * of `query`'s terms: each word and phrase of a search, issue 32) wrapped
 * in <mark>, where the server matched it (DECISIONS 20): anywhere for a query of three or
 * more characters; as whole words for a shorter one ("go" marks "Go" but not the "go" of
 * "goroutine", which it did not match; "c#" marks the word "c"); anywhere at any length
 * with `substring` (tags). The query is matched literally (regular-expression characters
 * are escaped) and nothing is parsed as HTML, so a query or a title cannot inject markup.
 */
export function highlightMatches(
  text: string,
  query: string | readonly string[],
  substring = false,
): ReactNode[] {
  const pattern = matchPattern(typeof query === 'string' ? [query] : query, substring);
  if (!pattern) return [text];
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    nodes.push(<mark key={start}>{match[0]}</mark>);
    last = start + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** `text` with the matches of `query` marked (see highlightMatches). */
export function Highlight({
  text,
  query,
  substring = false,
}: {
  text: string;
  query: string | readonly string[];
  substring?: boolean;
}) {
  return <>{highlightMatches(text, query, substring)}</>;
}
