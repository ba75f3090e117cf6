import type { HLJSApi } from 'highlight.js';

let loading: Promise<HLJSApi> | null = null;

/**
 * highlight.js (its common languages) and its theme, loaded on first use so pages without
 * code blocks never download them. A failed load is forgotten so the next block retries.
 */
export function loadHighlighter(): Promise<HLJSApi> {
  loading ??= Promise.all([
    import('highlight.js/lib/common'),
    import('highlight.js/styles/github.css'),
  ])
    .then(([module]) => module.default)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
