import type { ReactNode } from 'react';

/** Every character with a meaning outside a character class (escapable in `u` mode). */
const REGEXP_SPECIALS = /[.*+?^${}()|[\]\\]/g;

/**
 * `text` split into React nodes with every case-insensitive occurrence of `query` wrapped
 * in <mark>. The query is matched literally (regular-expression characters are escaped)
 * and nothing is parsed as HTML, so a query or a title cannot inject markup.
 */
export function highlightMatches(text: string, query: string): ReactNode[] {
  const needle = query.trim();
  if (!needle) return [text];
  const pattern = new RegExp(needle.replace(REGEXP_SPECIALS, '\\$&'), 'giu');
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
export function Highlight({ text, query }: { text: string; query: string }) {
  return <>{highlightMatches(text, query)}</>;
}
