/**
 * Markdown as one line of plain text, for meta descriptions and structured data: what a
 * reader sees, without the markup, code as written. Not a markdown parser (that is
 * react-markdown's job, in the page itself): a summary only needs the words.
 */
export function markdownToPlainText(markdown: string): string {
  const known = plainTexts.get(markdown);
  if (known !== undefined) return known;
  if (plainTexts.size >= KEPT_TEXTS) plainTexts.clear();
  const text = toPlainText(markdown);
  plainTexts.set(markdown, text);
  return text;
}

/**
 * The plain texts of recent sources: a question page's description and structured data
 * read its 31 bodies again on every render (after any write), and the text depends on the
 * source alone. Bounded: emptied when full.
 */
const KEPT_TEXTS = 5_000;
const plainTexts = new Map<string, string>();

/** Where a piece of code was taken out, to be put back as written (NUL cannot be typed). */
// eslint-disable-next-line no-control-regex -- the marks are NUL characters on purpose
const CODE_MARK = /\u0000(\d+)\u0000/g;

function toPlainText(markdown: string): string {
  // Code is kept as written (issue 32: structured data lost the `*` of `a * b` and lines of
  // code blocks): taken out first, so no markup rule below touches it, and put back last.
  const code: string[] = [];
  // A block stands apart from the text around it; inline code sits where it was written.
  const keep = (text: string, block = true) => {
    const mark = `\u0000${code.push(text) - 1}\u0000`;
    return block ? ` ${mark} ` : mark;
  };
  const text = markdown
    // Fenced code blocks: their lines.
    .replace(/^(```|~~~)[^\n]*\n([\s\S]*?)(?:\n\1[^\n]*|(?![\s\S]))/gm, (_, _fence, body: string) =>
      keep(body),
    )
    // Indented code blocks (after a blank line or at the start): their lines, unindented.
    .replace(
      /(^|\n[ \t]*\n)((?:(?: {4}|\t)[^\n]*(?:\n|$))+)/g,
      (_, lead: string, block: string) => `${lead}${keep(block.replace(/^(?: {4}|\t)/gm, ''))}\n`,
    )
    // Inline code: its text.
    .replace(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g, (_, _ticks, body: string) =>
      keep(body.trim(), false),
    )
    // Images: their alt text; links: their text.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    // Raw HTML tags are shown as text on the page, but are noise here.
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    // Headings, quotes, list markers, rules.
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+|([-*_]\s*){3,}$)/gm, '')
    // Emphasis markers around text (a lone `*`, as in `a * b`, or snake_case stays).
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\*(?=[^\s*])([^*]*?[^\s*])\*/g, '$1')
    .replace(/(^|[^\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/gu, '$1$2')
    .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  return text
    .replace(CODE_MARK, (_, index: string) => code[Number(index)] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters of `text`: whole sentences when the first ones fit, else whole
 * words with an ellipsis.
 */
export function summarize(text: string, max = 160): string {
  if (text.length <= max) return text;
  const sentences = text.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let summary = '';
  for (const sentence of sentences) {
    if ((summary + sentence).trim().length > max) break;
    summary += sentence;
  }
  if (summary.trim().length >= max / 3) return summary.trim();
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
