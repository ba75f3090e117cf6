import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens, the markdown renderer and the session's schema are loaded on demand (code
// splitting): the first import of each in a test file is transformed on the spot, which can
// take more than the default second when every file runs in parallel. findBy and waitFor
// still return as soon as their condition holds.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty session and a fresh DOM.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no matchMedia; the chart library (uPlot) asks it for the screen's pixel ratio
// when it loads. A query that never matches is what a plain 1x screen answers.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no modal dialogs: showModal() and close() only open and shut the <dialog> here,
// close() with the close event a browser sends. The page's inertness is the browser's to
// prove (e2e/tests/moderation.spec.ts).
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
}
