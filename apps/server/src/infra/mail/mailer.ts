import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';

export interface Mail {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
}

/** Sends mail; a failure rejects, and callers answer it (never silently). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    // nodemailer reads options from the URL's query too (e.g. ?ignoreTLS=true for test servers).
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * The embedded default: every mail is written to DATA_DIR/outbox as an .eml file and its
 * subject and recipient are logged, so someone running StackHive locally can read a code.
 */
class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`,
    );
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    this.log.info(
      { to: mail.to, subject: mail.subject, file },
      'mail written to the outbox (no SMTP_URL set)',
    );
  }

  close(): void {}
}

export function createMailer(config: AppConfig['mail'], log: FastifyBaseLogger): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.from)
    : new OutboxMailer(config.outboxDir, config.from, log);
}
