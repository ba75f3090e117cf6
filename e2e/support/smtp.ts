import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The env var through which the runner hands the mail directory to every worker. */
export const MAIL_DIR_ENV = 'STACKHIVE_E2E_MAIL_DIR';
/** Set in the runner once the SMTP server is up, so workers do not start another. */
export const SMTP_URL_ENV = 'STACKHIVE_E2E_SMTP_URL';

/**
 * Starts a real SMTP server on loopback that writes every message it receives into a new
 * temporary directory, one `.eml` file each, with the envelope recipients as a first
 * `X-Envelope-To` header. Its bundled certificate has expired, so STARTTLS is off and the
 * app connects with `ignoreTLS`. The listening socket does not keep the runner alive.
 */
export function startMailCatcher(port: number): { url: string; mailDir: string } {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'stackhive-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        const name = `${Date.now()}-${String(++count).padStart(4, '0')}.eml`;
        // Written fully before the server is told the message was accepted.
        writeFileSync(
          path.join(mailDir, name),
          Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]),
        );
        callback();
      });
    },
  });
  server.on('error', (error) => {
    console.error(`The e2e SMTP server on port ${port} failed:`, error);
  });
  server.listen(port, '127.0.0.1');
  server.server.unref();
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailDir };
}
