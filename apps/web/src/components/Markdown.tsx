import { lazy, Suspense } from 'react';
import type { MarkdownProps } from './MarkdownRenderer';

// The markdown parser is a sizeable chunk only pages with user text need: load it on first use.
const MarkdownRenderer = lazy(() => import('./MarkdownRenderer'));

/**
 * User-written markdown rendered safely (DECISIONS 10; the rules are in MarkdownRenderer).
 * Until the renderer has loaded, the source is shown as plain text, which is just as safe.
 */
export function Markdown({ children, className }: MarkdownProps) {
  const classes = ['markdown', className].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<div className={`${classes} markdown--plain`}>{children}</div>}>
      <MarkdownRenderer className={className}>{children}</MarkdownRenderer>
    </Suspense>
  );
}
