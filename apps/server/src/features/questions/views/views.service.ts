import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../core/app-context.js';
import { addViews } from './views.repository.js';
import type { ViewCounter } from './views.counter.js';
import { awardBadges, badgeRules, holders } from '../../badges/index.js';
import { announce } from '../../notifications/index.js';

/** More questions than this waiting: written at once rather than at the next tick. */
const MAX_PENDING_QUESTIONS = 5_000;

/**
 * Who is viewing, without a database read: a signed-in user by the id their token names
 * (its signature checked, nothing looked up), anyone else by a digest of their address and
 * browser, so that the counter keeps neither.
 */
export function visitorOf(deps: AppDeps, request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const claims = match?.[1] ? deps.tokens.verify(match[1]) : null;
  if (claims) return `u:${claims.sub}`;
  const client = `${request.ip} ${request.headers['user-agent'] ?? ''}`;
  return `a:${createHash('sha256').update(client).digest('base64url').slice(0, 22)}`;
}

/**
 * Adds a batch of views to their questions, in one transaction with the Popular Question
 * awards the batch earns (badges.policy.ts, from each question's count before and after),
 * and tells the holders once it committed.
 */
export async function writeViews(deps: AppDeps, counts: ReadonlyMap<string, number>) {
  const awarded = await deps.db.transaction().execute(async (trx) => {
    const moved = await addViews(trx, counts);
    const earned = moved.flatMap((q) =>
      badgeRules.viewBadges({ id: q.id, ownerId: q.userId }, q.before, q.after),
    );
    return awardBadges(trx, deps.engine, earned);
  });
  announce(deps, holders(awarded));
}

/**
 * Writes the views counted in memory every `intervalMs`, and once more when the app closes:
 * a crash loses at most one interval's views, a shutdown none. Each process writes its own
 * counts as additions, so with several processes every process's views land. A failed write
 * keeps its counts for the next one.
 */
export function writeViewsPeriodically(
  deps: AppDeps,
  counter: ViewCounter,
  intervalMs: number,
  log: FastifyBaseLogger,
): { flush: () => Promise<void>; stop: () => Promise<void> } {
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    // One write at a time: the next waits for the one before.
    writing = writing.then(async () => {
      const counts = counter.take();
      if (counts.size === 0) return;
      try {
        await writeViews(deps, counts);
      } catch (error) {
        counter.restore(counts);
        log.error({ err: error }, 'question views could not be written; kept for the next write');
      }
    });
    return writing;
  };
  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/** Whether enough questions wait that the views should be written now. */
export function shouldWriteEarly(counter: ViewCounter): boolean {
  return counter.pendingQuestions >= MAX_PENDING_QUESTIONS;
}
