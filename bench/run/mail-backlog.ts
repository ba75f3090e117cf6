// Notification mails that an earlier run's writes left waiting (each answer notifies its asker)
// are all due when the server starts, and sending them took about a sixth of the server's time
// during the first rows (issue 31: the mailer 10.5 %, the claims 5.2 % of a crawl's profile).
// The run waits for that backlog to go out first; the mails its own writes queue are its own.
import { readdirSync } from 'node:fs';

/** Mails written to the outbox (the bench's server has no SMTP) while waiting: how many, how long. */
export async function drainMailBacklog(
  outboxDir: string,
  // Longer than the server's mail sender's pause between runs (15 s at the default delay).
  { quietMs = 20_000, maxMs = 600_000 } = {},
): Promise<{ mails: number; seconds: number }> {
  const count = () => {
    try {
      return readdirSync(outboxDir).length;
    } catch {
      return 0;
    }
  };
  const started = Date.now();
  const first = count();
  let last = first;
  let quietSince = started;
  while (Date.now() - quietSince < quietMs && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = count();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
  return { mails: last - first, seconds: Math.round((Date.now() - started) / 1000) };
}
