import { lazy, Suspense, useState } from 'react';
import type * as Renderer from './MarkdownRenderer';
import type { MarkdownProps } from './MarkdownRenderer';

type RendererModule = typeof Renderer;

// The markdown parser is a sizeable chunk only pages with user text need: load it on first use.
let loaded: RendererModule | undefined;
let loading: Promise<RendererModule> | undefined;
function loadRenderer(): Promise<RendererModule> {
  // One download shared by every block; a failed one is retried by the next caller.
  loading ??= import('./MarkdownRenderer').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
const LazyRenderer = lazy(loadRenderer);

/**
 * User-written markdown rendered safely (DECISIONS 10; the rules are in MarkdownRenderer).
 * Until the renderer has loaded, the source is shown as plain text, which is just as safe.
 * Once it has, new blocks render with it at once, without a plain-text frame in between
 * that would make the page jump.
 */
export function Markdown({ children, className }: MarkdownProps) {
  // Decided once per block, so a block never switches between the two (which would remount it).
  const [renderer] = useState(() => loaded);
  if (renderer) return <renderer.default className={className}>{children}</renderer.default>;
  const classes = ['markdown', className].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<div className={`${classes} markdown--plain`}>{children}</div>}>
      <LazyRenderer className={className}>{children}</LazyRenderer>
    </Suspense>
  );
}
