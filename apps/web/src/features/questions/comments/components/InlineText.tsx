/** `code` spans and [text](https://…) links: the only markdown a comment has (issue 15). */
const TOKEN = /`([^`\n]+)`|\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;

/**
 * A comment's text: plain, except `code` and [links](https://…) with an http(s) address.
 * Everything is a React text node or a link with a checked address, so no HTML passes.
 */
export function InlineText({ text }: { text: string }) {
  const parts = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) parts.push(text.slice(last, at));
    const [whole, code, label, href] = match;
    parts.push(
      code !== undefined ? (
        <code key={at}>{code}</code>
      ) : (
        <a key={at} href={href} rel="nofollow noopener noreferrer ugc" target="_blank">
          {label}
        </a>
      ),
    );
    last = at + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
