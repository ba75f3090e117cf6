import { randomUUID } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { MESSAGES } from '@stackhive/shared';
import type { AppDeps } from '../../core/app-context.js';
import type { AuthUser } from '../../core/actor.js';
import { nowIso } from '../../db/convert.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../core/errors.js';
import { PixelGuard } from './image-size.js';
import { sniff } from './sniff.js';
import { ContainerGuard } from './containers/index.js';
import { quotaExceeded, roomLeft, withinQuota } from './quota.js';
import { allowedMediaType, sizeLimit } from './media-types.js';
import * as media from './media.repository.js';

/**
 * Attaches to a new post by `ownerId` the uploads among `keys` it may take (theirs, in no
 * post yet, not swept) and answers those. Takes the post's transaction (`db`), so the check
 * and the attach are one change; from then on the files are public and never swept.
 */
export function attachMedia(
  db: Db,
  ownerId: string,
  keys: readonly string[],
): Promise<Set<string>> {
  return media.attachMediaOf(db, ownerId, keys, nowIso());
}

/** Removes a deleted post's upload rows, inside the post's transaction (`db`). */
export async function forgetMedia(db: Db, keys: readonly string[]): Promise<void> {
  await media.deleteMediaRows(db, keys);
}

/**
 * Deletes stored files, after the transaction that forgot their rows committed: a file that
 * fails to go stays an orphan, and a post never points at a missing file.
 */
export async function deleteFiles(deps: AppDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => {})));
}

const MEDIA_PATH = '/media/';

/** The URL a post stores for a media key: the bucket's public URL, or ours under /media. */
export function mediaUrl(deps: AppDeps, key: string): string {
  return deps.storage.directUrl(key) ?? `${deps.config.publicUrl ?? ''}${MEDIA_PATH}${key}`;
}

/** The media key inside a URL we issued, or undefined for anything else. */
export function mediaKeyOf(deps: AppDeps, url: string): string | undefined {
  const prefixes = [MEDIA_PATH, `${deps.config.publicUrl ?? ''}${MEDIA_PATH}`];
  const direct = deps.storage.directUrl('');
  if (direct) prefixes.push(direct);
  for (const prefix of prefixes) {
    if (prefix && url.startsWith(prefix)) {
      const key = url.slice(prefix.length);
      if (/^[a-z0-9-]+\.[a-z0-9]+$/.test(key)) return key;
    }
  }
  return undefined;
}

/**
 * Stores one upload: the type is detected from the first bytes, a video's container is
 * checked to its last byte, the size counted on the bytes received, and the file streamed
 * to storage under a random name. Answers 415 for anything but well-formed allowed images
 * and videos, 413 past the size limit or the user's quota; a refused upload leaves nothing
 * behind. The upload stays the uploader's alone until a post attaches it.
 */
export async function storeUpload(deps: AppDeps, owner: AuthUser, file: Readable): Promise<string> {
  // The quota first: nothing waits between reading the first bytes and piping them on.
  const room = await roomLeft(deps, owner.id).catch((error: unknown) => {
    file.resume();
    throw error;
  });
  const { head, stream: typed } = await sniff(file, 4100).catch(() => {
    throw new HttpError(400, MESSAGES.uploadTruncated);
  });
  // An upload cut now reaches `typed` as an error: observed here until the pipeline takes it.
  typed.on('error', () => {});
  const type = allowedMediaType((await fileTypeFromBuffer(head))?.mime);
  if (!type) {
    typed.destroy();
    file.resume();
    throw new HttpError(415, MESSAGES.unsupportedMedia);
  }
  const limit = sizeLimit(type);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limit.bytes) return done(new HttpError(413, limit.message));
      done(size > room ? quotaExceeded(deps) : null, chunk);
    },
  });
  // The multipart parser stops at the largest allowed size and marks the stream truncated.
  file.once('limit', () => counter.destroy(new HttpError(413, limit.message)));
  const key = `${randomUUID()}.${type.extension}`;
  // Images pass a pixel-count check on their first bytes before anything is stored; videos
  // a structure check of the whole container as it streams.
  const guard =
    type.kind === 'image' ? new PixelGuard(type.extension) : new ContainerGuard(type.extension);
  // An error anywhere (the upload cut, a malformed container, a limit) destroys every stream
  // of the pipeline; the storage backend sees it through its own read of `body` (its promise
  // rejects), and the pipeline observes each stream's error so none goes unhandled.
  const body = pipeline(typed, guard, counter, () => {});
  try {
    await deps.storage.put(key, body, type.contentType);
  } catch (error) {
    await deps.storage.delete(key).catch(() => {});
    file.resume();
    if (error instanceof HttpError) throw error;
    // The upload itself failed (a cut or malformed multipart body): the client's fault.
    if (file.errored || file.destroyed)
      throw findHttpError(error) ?? new HttpError(400, MESSAGES.uploadTruncated);
    throw findHttpError(error) ?? error;
  }
  await media.insertMedia(deps.db, {
    key,
    ownerId: owner.id,
    contentType: type.contentType,
    size,
    createdAt: nowIso(),
  });
  if (!(await withinQuota(deps, owner.id))) {
    await media.deleteUnattached(deps.db, [key]);
    await deleteFiles(deps, [key]);
    throw quotaExceeded(deps);
  }
  return mediaUrl(deps, key);
}

/** Storage clients wrap stream errors; surface ours (413) when it is the cause. */
function findHttpError(error: unknown): HttpError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof HttpError) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
