import { useSyncExternalStore, type ChangeEvent } from 'react';
import { THEME_CHOICES, type ThemeChoice } from '@stackhive/shared';
import { readThemeChoice, setThemeChoice, subscribeThemeChoice } from '../theme/theme-choice';

const LABELS: Record<ThemeChoice, string> = {
  system: 'System',
  light: 'Light',
  dark: 'Dark',
};

const serverChoice = (): ThemeChoice => 'system';

/**
 * The navbar's theme control (issue 19): light, dark, or the system's. A native select, so
 * keyboards and screen readers get the control they know. The server cannot know a browser's
 * choice: it renders 'system', and the browser shows its own right after hydration (the page's
 * colours were right from the first paint: the boot script set them).
 */
export function ThemeToggle() {
  const choice = useSyncExternalStore(subscribeThemeChoice, readThemeChoice, serverChoice);
  return (
    <label className="theme-toggle">
      <span className="visually-hidden">Colour theme</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z"
        />
      </svg>
      <select
        value={choice}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          setThemeChoice(event.target.value as ThemeChoice)
        }
      >
        {THEME_CHOICES.map((option) => (
          <option key={option} value={option}>
            {LABELS[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
