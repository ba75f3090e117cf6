import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import parseMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { pageOrigin } from '../config/environment';
import { CodeBlock } from './CodeBlock';

/**
 * User-written markdown (question and answer bodies, later posts and comments), rendered
 * safely (DECISIONS 10):
 * - raw HTML is never rendered as elements: react-markdown turns it into plain text (we do
 *   not add rehype-raw);
 * - link and image URLs must be http:, https:, mailto: (links only) or relative; any other
 *   scheme (javascript:, data:, vbscript:, ...) is dropped and the link becomes plain text;
 * - links get rel="nofollow noopener noreferrer", and external ones open in a new tab;
 * - fenced code is highlighted by a lazily loaded highlight.js (see CodeBlock).
 *
 * Images: the server's CSP allows images from our own origin only (img-src 'self' data:
 * blob:), so a same-origin image (e.g. an upload under /media) is shown as <img>, while an
 * external one is shown as a link to the image (its alt text) instead of a broken picture.
 */

const LINK_PROTOCOLS = ['http', 'https', 'mailto'];
const IMAGE_PROTOCOLS = ['http', 'https'];
const LINK_REL = 'nofollow noopener noreferrer';

/** The URL's scheme in lower case, or null for a relative URL (the rule react-markdown uses). */
function schemeOf(url: string): string | null {
  const colon = url.indexOf(':');
  if (colon === -1) return null;
  for (const separator of ['/', '?', '#']) {
    const at = url.indexOf(separator);
    if (at !== -1 && at < colon) return null;
  }
  return url.slice(0, colon).toLowerCase();
}

/** `url` when it is relative or uses one of `protocols`; otherwise null (dropped). */
export function safeUrl(url: string, protocols: readonly string[] = LINK_PROTOCOLS): string | null {
  const value = url.trim();
  if (!value) return null;
  const scheme = schemeOf(value);
  return scheme === null || protocols.includes(scheme) ? value : null;
}

function isSameOrigin(url: string): boolean {
  try {
    const origin = pageOrigin();
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Set inside links, so an image inside a link does not render a second, nested link. */
const InsideLink = createContext(false);

function MarkdownLink({ href, title, children }: ComponentProps<'a'> & ExtraProps) {
  const url = typeof href === 'string' ? safeUrl(href) : null;
  if (url === null) return <span>{children}</span>;
  const external = schemeOf(url) !== null && !isSameOrigin(url);
  return (
    <a
      href={url}
      title={title}
      rel={LINK_REL}
      target={external && !url.toLowerCase().startsWith('mailto:') ? '_blank' : undefined}
    >
      <InsideLink.Provider value>{children}</InsideLink.Provider>
    </a>
  );
}

function MarkdownImage({ src, alt, title }: ComponentProps<'img'> & ExtraProps) {
  const insideLink = useContext(InsideLink);
  const url = typeof src === 'string' ? safeUrl(src, IMAGE_PROTOCOLS) : null;
  const label = alt?.trim() || 'image';
  if (url === null) return alt ? <span>{alt}</span> : null;
  if (isSameOrigin(url)) return <img src={url} alt={alt ?? ''} title={title} loading="lazy" />;
  if (insideLink) return <span>{label}</span>;
  return (
    <a href={url} title={title} rel={LINK_REL} target="_blank" className="markdown__image-link">
      {label}
    </a>
  );
}

interface HastNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

function textOf(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

function languageOf(node: HastNode | undefined): string | undefined {
  const classes = node?.properties?.className;
  if (!Array.isArray(classes)) return undefined;
  for (const name of classes) {
    const match = /^language-(.+)$/.exec(String(name));
    if (match) return match[1];
  }
  return undefined;
}

/** A fenced or indented block: <pre><code class="language-x">...</code></pre> in the tree. */
function MarkdownPre({ node, children }: ComponentProps<'pre'> & ExtraProps) {
  const code = (node as HastNode | undefined)?.children?.find(
    (child) => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return <pre>{children}</pre>;
  return <CodeBlock code={textOf(code).replace(/\n$/, '')} language={languageOf(code)} />;
}

const components: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  pre: MarkdownPre,
};

function urlTransform(url: string): string {
  // Final checks happen in MarkdownLink / MarkdownImage; drop unsafe schemes here already.
  return safeUrl(url, LINK_PROTOCOLS) ?? '';
}

/** Sources whose parsed elements are kept, counted in characters: a bounded memory. */
const PARSED_BUDGET_CHARS = 2_000_000;
const parsed = new Map<string, ReactNode>();
let parsedChars = 0;

/**
 * The elements of `source`. Parsing is most of what rendering markdown costs (a 30-answer
 * question page renders 31 blocks, and the server renders it after every write to the site),
 * and its result depends on the source alone: the most recently used are kept. React
 * elements are immutable descriptions, so one can be rendered any number of times.
 */
function markdownElements(source: string): ReactNode {
  const kept = parsed.get(source);
  if (kept !== undefined) {
    parsed.delete(source);
    parsed.set(source, kept);
    return kept;
  }
  const elements = parseMarkdown({ components, urlTransform, children: source });
  parsed.set(source, elements);
  parsedChars += source.length;
  for (const [oldest] of parsed) {
    if (parsedChars <= PARSED_BUDGET_CHARS || oldest === source) break;
    parsed.delete(oldest);
    parsedChars -= oldest.length;
  }
  return elements;
}

export interface MarkdownProps {
  /** The markdown source, as the user wrote it. */
  children: string;
  className?: string;
}

/** Loaded lazily through `Markdown` (Markdown.tsx), which is what screens use. */
export default function MarkdownRenderer({ children, className }: MarkdownProps): ReactNode {
  return (
    <div className={['markdown', className].filter(Boolean).join(' ')}>
      {markdownElements(children)}
    </div>
  );
}
