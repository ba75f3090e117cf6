import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR_ENV } from './smtp';

export interface ReceivedMail {
  file: string;
  to: string[];
  subject: string;
  /** The whole message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function mailDir(): string {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir)
    throw new Error(`${MAIL_DIR_ENV} is not set: run the tests through playwright.config.ts`);
  return dir;
}

/** Undoes quoted-printable: soft line breaks (`=\r\n`) and `=XX` escapes. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Every message the test SMTP server has received so far, oldest first. */
export function readInbox(): ReceivedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      const header = (name: string) =>
        new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim() ??
        '';
      return {
        file,
        to: header('X-Envelope-To')
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
        subject: header('Subject'),
        text: decodeQuotedPrintable(raw),
      };
    });
}

/**
 * Waits for a message to `to` that `match` accepts and that was not in `seen` (the file
 * names of mails already used), and answers it.
 */
export async function waitForMail(
  to: string,
  match: (mail: ReceivedMail) => boolean,
  seen: ReadonlySet<string> = new Set(),
): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readInbox().find(
          (mail) => !seen.has(mail.file) && mail.to.includes(to.toLowerCase()) && match(mail),
        );
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The 6-digit code of a verification mail ('Your StackHive verification code: 123456'). */
export function otpOf(mail: ReceivedMail): string {
  const code = /verification code: (\d{6})/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`No code in the subject '${mail.subject}'`);
  return code;
}

/** The reset link of a password mail, as a path ('/reset-password/{token}'). */
export function resetPathOf(mail: ReceivedMail): string {
  const link = /https?:\/\/[^\s"'<>]+\/reset-password\/[^\s"'<>]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('No reset link in the mail');
  const url = new URL(link);
  return url.pathname;
}
