/**
 * Colour themes (issue 19). Without a choice the site follows the system's
 * `prefers-color-scheme`; a reader's choice is kept per browser in a cookie and shown as
 * `data-theme` on <html>, which the web app's style sheets read. A cookie, not localStorage:
 * logging out clears all of localStorage (spec 4), and the theme is the browser's, not the
 * session's. Only the page's scripts read it; the server ignores it.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The cookie that keeps a browser's choice. */
export const THEME_COOKIE = 'stackhive-theme';

/**
 * A chosen theme in `document.cookie` (group 2: 'light' or 'dark'); anything else there is no
 * choice. The boot script below and the page's toggle read the cookie with the same pattern.
 */
export function themeCookiePattern(): RegExp {
  return new RegExp(`(^|; )${THEME_COOKIE}=(light|dark)(;|$)`);
}

/**
 * Runs in <head> before anything is painted, so a page (server-rendered ones included) never
 * shows the wrong theme first. It is inline: an external script would cost a request ahead of
 * first paint. The Content-Security-Policy allows exactly this text by its hash (the server
 * hashes this constant; the web build puts this constant in index.html), so any change here
 * changes both. Kept to what every browser runs.
 *
 * Being the one script that runs before the first paint, it also marks `<html data-session>`
 * when a session is stored (the spec's `Profile` in localStorage): the server renders every
 * page as a visitor, and its not-found page may stand for something the reader's session can
 * see (a team's question, issue 33), so the style sheets keep that page out of sight for them
 * until the app, which asks with the session, has drawn the page.
 */
export const THEME_BOOT_SCRIPT = `try{var d=document.documentElement,m=${String(themeCookiePattern())}.exec(document.cookie);if(m)d.setAttribute("data-theme",m[2]);if(localStorage.getItem("Profile"))d.setAttribute("data-session","")}catch(e){}`;
