/**
 * Markdown as one line of plain text, for meta descriptions and structured data: what a
 * reader sees, without the markup. Not a markdown parser (that is react-markdown's job, in
 * the page itself): a summary only needs the words.
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

function toPlainText(markdown: string): string {
  return (
    markdown
      // Fenced code blocks say little in a summary.
      .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(\n\1[^\n]*|$)/gm, ' ')
      // Images: their alt text; links: their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Raw HTML tags are shown as text on the page, but are noise here.
      .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
      // Headings, quotes, list markers, rules.
      .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+|([-*_]\s*){3,}$)/gm, '')
      // Emphasis and inline code markers.
      .replace(/(\*\*|__|\*|_|`|~~)/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
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
