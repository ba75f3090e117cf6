import { MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import { HttpError } from '../../core/errors.js';
import { storedBytesOf } from './media.repository.js';

/**
 * The per-user storage quota (MEDIA_QUOTA_MB, issue 30): everything a user stores, posted
 * or not, counts; deleting a post or the sweep of unused uploads gives the space back.
 * Past it the upload answers 413, like a file over the size limit, naming the limit.
 */
export function quotaExceeded(deps: AppDeps): HttpError {
  const megabytes = Math.round((deps.config.media.quotaBytes / (1024 * 1024)) * 100) / 100;
  return new HttpError(413, MESSAGES.mediaQuotaExceeded.replace('{limit}', String(megabytes)));
}

/** Bytes `ownerId` may still store; 413 when there is no room left at all. */
export async function roomLeft(deps: AppDeps, ownerId: string): Promise<number> {
  const left = deps.config.media.quotaBytes - (await storedBytesOf(deps.db, ownerId));
  if (left <= 0) throw quotaExceeded(deps);
  return left;
}

/**
 * After an upload's row went in: concurrent uploads each saw room for themselves, so the
 * total is checked again with every committed row counted. An upload that pushed the user
 * past the quota is refused (the caller removes its row and file): of racing uploads, at
 * least the last one to check sees them all, so the total never stays over.
 */
export async function withinQuota(deps: AppDeps, ownerId: string): Promise<boolean> {
  return (await storedBytesOf(deps.db, ownerId)) <= deps.config.media.quotaBytes;
}
