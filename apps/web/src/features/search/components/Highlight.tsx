import type { ReactNode } from 'react';
import { isWordQuery } from '@stackhive/shared';

/** Every character with a meaning outside a character class (escapable in `u` mode). */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;
/** A word as the server's word indexes see it: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The pattern of what the server matched for `needle` (see highlightMatches). */
function matchPattern(needle: string, substring: boolean): RegExp | null {
  const literal = (text: string) => text.replace(REGEXP_SPECIALS, '\\$&');
  if (substring || !isWordQuery(needle)) return new RegExp(literal(needle), 'giu');
  // Its words, each whole: "c#" matched the word "c", "(x" the word "x".
  const words = needle.match(WORD);
  if (!words) return null;
  return new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${words.map(literal).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
}

/**
 * `text` split into React nodes with every case-insensitive occurrence of `query` wrapped
 * in <mark>, where the server matched it (DECISIONS 20): anywhere for a query of three or
 * more characters; as whole words for a shorter one ("go" marks "Go" but not the "go" of
 * "goroutine", which it did not match; "c#" marks the word "c"); anywhere at any length
 * with `substring` (tags). The query is matched literally (regular-expression characters
 * are escaped) and nothing is parsed as HTML, so a query or a title cannot inject markup.
 */
export function highlightMatches(text: string, query: string, substring = false): ReactNode[] {
  const pattern = matchPattern(query.trim(), substring);
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
  query: string;
  substring?: boolean;
}) {
  return <>{highlightMatches(text, query, substring)}</>;
}
