import { Link } from 'react-router';

/** http and https URLs in plain text; a trailing sentence mark is not part of the URL. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}'"»…]+$/;

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

/** Splits text into plain runs and URLs; the caller renders nodes, never HTML. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const href = raw.replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (!isHttpUrl(href)) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A link to this site stays inside the app; any other opens in a new tab. */
function TextLink({ href }: { href: string }) {
  const url = new URL(href);
  if (url.origin === window.location.origin) {
    return <Link to={`${url.pathname}${url.search}${url.hash}`}>{href}</Link>;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

/** Plain text with its URLs made clickable. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <TextLink key={index} href={part.href} />
        ),
      )}
    </>
  );
}
