import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../../packages/shared/src/theme.ts';

/**
 * Puts the theme script (packages/shared/src/theme.ts) first in every page's head, inline,
 * ahead of the style sheet: it must set the reader's theme before the first paint, and an
 * inline script placed after a style sheet would wait for it. The text goes in unchanged: the
 * server's Content-Security-Policy allows it by its hash.
 */
export function themeBootScript(): Plugin {
  return {
    name: 'stackhive:theme-boot-script',
    transformIndexHtml: () => [
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head-prepend' },
    ],
  };
}
