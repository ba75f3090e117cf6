import type { LightMyRequestResponse } from 'fastify';
import type { Pool } from '../generators/index.js';
import { decodedBody } from './decode.js';

/**
 * Harvesting: growing the pool of real things (ids by kind, cursors, media) that the
 * generators aim at, from the app's own successful answers.
 */

/** Keeps ids, cursors and media URLs from successful answers for later requests. */
export function harvest(pool: Pool, response: LightMyRequestResponse): void {
  if (response.statusCode !== 200 || !String(response.headers['content-type']).includes('json'))
    return;
  let body: unknown;
  try {
    body = JSON.parse(decodedBody(response));
  } catch {
    return;
  }
  const add = (list: string[], value: string) => {
    if (list.includes(value)) return;
    list.push(value);
    if (list.length > 300) list.splice(3, 1);
  };
  const walk = (value: unknown, depth: number) => {
    if (depth > 6 || typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 5)) walk(item, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string') {
      const id = record._id;
      add(pool.entityIds, id);
      if ('questionTitle' in record) add(pool.questionIds, id);
      else if ('answerBody' in record) add(pool.answerIds, id);
      else if ('postTitle' in record) add(pool.postIds, id);
      else if ('commentBody' in record) add(pool.commentIds, id);
      else if ('email' in record || 'about' in record || 'joinedOn' in record)
        add(pool.userIds, id);
    }
    if (typeof record.nextCursor === 'string') add(pool.cursors, record.nextCursor);
    if (typeof record.secure_url === 'string') {
      add(pool.mediaUrls, record.secure_url);
      add(pool.mediaKeys, record.secure_url.split('/').at(-1) ?? '');
    }
    for (const child of Object.values(record)) walk(child, depth + 1);
  };
  walk(body, 0);
}
