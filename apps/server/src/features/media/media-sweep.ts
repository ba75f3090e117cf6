import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../core/app-context.js';
import { deleteUnattached, unattachedBefore } from './media.repository.js';
import { deleteFiles } from './media.service.js';

const BATCH = 100;
const BATCHES_PER_RUN = 10;

/**
 * Removes uploads no post attached within MEDIA_UNATTACHED_TTL (issue 30), rows first and
 * then files, in batches of 100 and at most 10 batches a run (the next run goes on from
 * there), oldest first through the partial index of unattached rows. Several processes may
 * sweep at once: each file is deleted by the one whose delete took its row, and a post that
 * attaches an upload in the meantime keeps it. `stopped` ends the run between batches.
 * Answers how many uploads went.
 */
export async function sweepUnattachedMedia(
  deps: AppDeps,
  stopped: () => boolean = () => false,
): Promise<number> {
  const before = new Date(deps.clock() - deps.config.media.unattachedTtlSeconds * 1000);
  let removed = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN && !stopped(); batch++) {
    const candidates = await unattachedBefore(deps.db, before.toISOString(), BATCH);
    const taken = await deleteUnattached(deps.db, candidates);
    await deleteFiles(deps, taken);
    removed += taken.length;
    if (candidates.length < BATCH) break;
  }
  return removed;
}

/** Runs the sweep every few minutes until the app closes; one run at a time. */
export function startMediaSweep(deps: AppDeps, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const period = Math.min(5 * 60_000, Math.max(1000, deps.config.media.unattachedTtlSeconds * 250));
  const timer = setInterval(() => {
    running = running
      .then(() => (stopped ? 0 : sweepUnattachedMedia(deps, () => stopped)))
      .then((removed) => {
        if (removed > 0) log.info({ removed }, 'removed uploads never attached to a post');
      })
      .catch((error: unknown) => log.error({ err: error }, 'media sweep failed'));
  }, period);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
