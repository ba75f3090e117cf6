import { NOTIFICATION_LIMITS } from '@stackhive/shared';

// Code is quoted, not addressed: fenced blocks and inline spans are left out.
const CODE = /```[\s\S]*?(```|$)|`[^`\n]*`/g;
// `@name` at the start or after a space or punctuation (not inside an email address).
const MENTION = /(?:^|[^\p{L}\p{N}_.@-])@([\p{L}\p{N}_.-]{2,60})/gu;

/** How a name is written in a mention: without spaces, any case ("@AdaLovelace"). */
export function mentionKey(name: string): string {
  return name.replace(/\s+/g, '').toLowerCase();
}

/** The distinct names a text mentions (`@name`), outside code, at most NOTIFICATION_LIMITS.mentionsPerText. */
export function mentionedKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.replace(CODE, ' ').matchAll(MENTION)) {
    keys.add(mentionKey((match[1] ?? '').replace(/[.-]+$/, '')));
    if (keys.size >= NOTIFICATION_LIMITS.mentionsPerText) break;
  }
  return [...keys];
}
