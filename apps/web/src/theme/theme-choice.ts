import { THEME_COOKIE, themeCookiePattern, type ThemeChoice } from '@stackhive/shared';

/**
 * The browser's theme choice (issue 19): kept in a cookie (packages/shared/src/theme.ts says
 * why), shown as `data-theme` on <html> (none for 'system': the style sheets then follow
 * prefers-color-scheme). The page starts with it already set by the boot script in <head>;
 * this keeps it in step when the reader changes it, here or in another tab.
 */
const YEAR_SECONDS = 365 * 24 * 3600;
const listeners = new Set<() => void>();
/** Tells the browser's other tabs of a change (cookies raise no event of their own). */
let channel: BroadcastChannel | undefined;

export function readThemeChoice(): ThemeChoice {
  const stored = themeCookiePattern().exec(document.cookie);
  return (stored?.[2] as ThemeChoice | undefined) ?? 'system';
}

function applyThemeChoice(choice: ThemeChoice): void {
  if (choice === 'system') document.documentElement.removeAttribute('data-theme');
  else document.documentElement.setAttribute('data-theme', choice);
  for (const listener of listeners) listener();
}

export function setThemeChoice(choice: ThemeChoice): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    choice === 'system'
      ? `${THEME_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${THEME_COOKIE}=${choice}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure}`;
  applyThemeChoice(choice);
  channel?.postMessage(choice);
}

export function subscribeThemeChoice(listener: () => void): () => void {
  if (listeners.size === 0 && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(THEME_COOKIE);
    channel.onmessage = () => applyThemeChoice(readThemeChoice());
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      channel?.close();
      channel = undefined;
    }
  };
}
