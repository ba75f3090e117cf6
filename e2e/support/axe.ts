import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Every WCAG 2.0, 2.1 and 2.2 rule of levels A and AA that axe-core knows (issue 19). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export const THEMES = ['light', 'dark'] as const;

/**
 * Runs axe on the page as it is now, once in each theme (the page follows the system's
 * colour scheme, emulated here), and records every violation as a soft failure naming the
 * page, the theme, the rule and the elements: a test goes on through its other pages and
 * reports them all. Motion is reduced, so no colour is measured halfway through a transition.
 */
export async function expectNoAxeViolations(page: Page, name: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const found = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.help}: ` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ')}]` : ''}`,
          )
          .join('; '),
    );
    expect.soft(found.length, `axe on ${name}, ${theme} theme:\n  ${found.join('\n  ')}\n`).toBe(0);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
}
