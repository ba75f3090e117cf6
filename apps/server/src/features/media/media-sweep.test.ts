// Issue 30, item 7: uploads never attached to a post used to stay for ever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@stackhive/shared';
import { mediaBackends, postMedia } from '../../test/media.js';
import { SAMPLES } from '../../test/media-samples.js';
import { createTestApp, signUp, upload, type TestApp } from '../../test/helpers.js';
import { sweepUnattachedMedia } from './media-sweep.js';

const backends = mediaBackends();
const DAY = 24 * 3600 * 1000;

describe.each(backends)('the sweep of unattached uploads, on %s', (_name, storage) => {
  let t: TestApp;
  let alice: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp(storage());
    alice = await signUp(t.app, { name: 'Alice' });
  });
  afterAll(() => t.close());

  const keyOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';
  const age = (keys: string[], ms: number) =>
    t.app.deps.db
      .updateTable('media')
      .set({ createdAt: new Date(Date.now() - ms).toISOString() })
      .where('key', 'in', keys)
      .execute();
  const stored = async (key: string) => {
    try {
      for await (const _chunk of await t.app.deps.storage.read(key)) void _chunk;
      return true;
    } catch {
      return false;
    }
  };
  const rows = async (keys: string[]) =>
    (await t.app.deps.db.selectFrom('media').select('key').where('key', 'in', keys).execute())
      .map((row) => row.key)
      .sort();

  it('removes uploads unattached past MEDIA_UNATTACHED_TTL from the database and the storage', async () => {
    const [old, posted, young] = await Promise.all(
      [SAMPLES.png, SAMPLES.gif, SAMPLES.jpg].map((file, index) =>
        upload(t.app, alice.token, file, ['a.png', 'b.gif', 'c.jpg'][index]),
      ),
    );
    const keys = [old, posted, young].map((url) => keyOf(url ?? ''));
    const [oldKey = '', postedKey = '', youngKey = ''] = keys;
    const post = await postMedia(t.app, alice, 'Kept', [posted ?? '']);
    expect(post.statusCode, post.body).toBe(200);
    await age([oldKey, postedKey], DAY + 60_000);
    await age([youngKey], DAY - 60_000);

    // Two sweeps at once (two processes): each upload goes once.
    const removed = await Promise.all([
      sweepUnattachedMedia(t.app.deps),
      sweepUnattachedMedia(t.app.deps),
    ]);
    expect(removed[0] + removed[1]).toBe(1);
    expect(await rows(keys)).toEqual([postedKey, youngKey].sort());
    expect(await stored(oldKey)).toBe(false);
    expect(await stored(postedKey)).toBe(true);
    expect(await stored(youngKey)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(posted ?? '').pathname })).statusCode,
    ).toBe(200);
    // A swept upload can no longer be posted.
    const late = await postMedia(t.app, alice, 'Late', [old ?? '']);
    expect(late.statusCode).toBe(400);
  });

  it('works through many old uploads in batches, and stops when told to', async () => {
    const createdAt = new Date(Date.now() - 2 * DAY).toISOString();
    const many = Array.from({ length: 250 }, (_, index) => ({
      key: `0192bbbb-0000-7000-8000-${String(index).padStart(12, '0')}.png`,
      ownerId: alice.result._id,
      contentType: 'image/png',
      size: 10,
      createdAt,
    }));
    await t.app.deps.db.insertInto('media').values(many).execute();
    expect(await sweepUnattachedMedia(t.app.deps, () => true)).toBe(0);
    expect(await sweepUnattachedMedia(t.app.deps)).toBe(250);
    expect(await rows(many.map((row) => row.key))).toEqual([]);
  });
});
