import { useSyncExternalStore } from 'react';

const darkScheme = '(prefers-color-scheme: dark)';

/** 'dark' or 'light': the theme the page shows now, a choice or the system's. */
function appliedTheme(): 'dark' | 'light' {
  const chosen = document.documentElement.getAttribute('data-theme');
  if (chosen === 'dark' || chosen === 'light') return chosen;
  return window.matchMedia?.(darkScheme).matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const choice = new MutationObserver(onChange);
  choice.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = window.matchMedia?.(darkScheme);
  system?.addEventListener('change', onChange);
  return () => {
    choice.disconnect();
    system?.removeEventListener('change', onChange);
  };
}

/**
 * The theme shown now, for what CSS cannot colour by itself (a canvas): its users redraw
 * when the reader or the system switches themes.
 */
export function useAppliedTheme(): 'dark' | 'light' {
  return useSyncExternalStore(subscribe, appliedTheme, () => 'light');
}
