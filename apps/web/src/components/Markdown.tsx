import { memo, Suspense, useState } from 'react';
import { renderingServerPage } from '../config/environment';
import type * as Renderer from './MarkdownRenderer';
import type { MarkdownProps } from './MarkdownRenderer';
import {
  loadOnce,
  markLazyModuleRendered,
  registerLazyModule,
  serverReadyLazy,
} from './lazy-component';

type RendererModule = typeof Renderer;

// The markdown parser is a sizeable chunk only pages with user text need: load it on first use
// (one download shared by every block), or before a server-rendered page with markdown
// hydrates (components/lazy-component.tsx).
const MODULE_NAME = 'markdown';
const renderer = loadOnce<RendererModule>(() => import('./MarkdownRenderer'));
registerLazyModule(MODULE_NAME, renderer.get);
const LazyRenderer = serverReadyLazy(renderer);

/**
 * User-written markdown rendered safely (DECISIONS 10; the rules are in MarkdownRenderer).
 * Until the renderer has loaded, the source is shown as plain text, which is just as safe.
 * Once it has, new blocks render with it at once, without a plain-text frame in between
 * that would make the page jump.
 */
export const Markdown = memo(function Markdown({ children, className }: MarkdownProps) {
  markLazyModuleRendered(MODULE_NAME);
  // Decided once per block, so a block never switches between the two (which would remount
  // it). A server-rendered page's blocks stay behind their boundary (lazy-component.tsx).
  const [loaded] = useState(() => (renderingServerPage() ? undefined : renderer.loaded()));
  if (loaded) return <loaded.default className={className}>{children}</loaded.default>;
  const classes = ['markdown', className].filter(Boolean).join(' ');
  return (
    <Suspense fallback={<div className={`${classes} markdown--plain`}>{children}</div>}>
      <LazyRenderer className={className}>{children}</LazyRenderer>
    </Suspense>
  );
});
