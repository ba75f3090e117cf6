import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENTRY_OVERHEAD_BYTES, RenderedCache } from './rendered-cache.js';

describe('RenderedCache', () => {
  const body = (text: string) => Buffer.from(text);

  it('does not store a page computed across a write (the read raced it)', () => {
    const cache = new RenderedCache(64 * 1024, 60_000, () => 0);
    const before = cache.snapshot(['questions']);
    cache.invalidate(['questions']);
    expect(cache.set('/q', body('old'), ['questions'], before)).toBeUndefined();
    expect(cache.get('/q')).toBeUndefined();
  });

  it('drops a stored page once a scope it depends on is written, and only then', () => {
    const cache = new RenderedCache(64 * 1024, 60_000, () => 0);
    cache.set('/q', body('page'), ['questions', 'users'], cache.snapshot(['questions', 'users']));
    cache.set('/u', body('users'), ['users'], cache.snapshot(['users']));
    cache.invalidate(['questions']);
    expect(cache.get('/q')).toBeUndefined();
    expect(cache.get('/u')?.body.toString()).toBe('users');
    cache.invalidate(['users']);
    expect(cache.get('/u')).toBeUndefined();
  });

  it('knows no scope names: invalidateAll and clear retire every scope its pages named', () => {
    const cache = new RenderedCache(64 * 1024, 60_000, () => 0);
    cache.set('/q', body('q'), ['questions'], cache.snapshot(['questions']));
    cache.set('/c', body('c'), ['community'], cache.snapshot(['community']));
    cache.invalidateAll();
    expect(cache.get('/q')).toBeUndefined();
    expect(cache.get('/c')).toBeUndefined();
    // A page being computed when the cache is cleared is not stored afterwards.
    const computing = cache.snapshot(['any-scope']);
    cache.clear();
    expect(cache.set('/a', body('a'), ['any-scope'], computing)).toBeUndefined();
  });

  it('evicts the least recently used pages beyond its byte budget', () => {
    // Each entry costs its body, its key (2 bytes a character) and a fixed overhead.
    const cost = ENTRY_OVERHEAD_BYTES + 2 * 2 + 10;
    const cache = new RenderedCache(8 * cost, 60_000, () => 0);
    const put = (key: string) => cache.set(key, body('x'.repeat(10)), [], []);
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h']) put(key);
    expect(cache.bytes).toBe(8 * cost);
    cache.get('/a'); // used: now the newest
    put('/i');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.bytes).toBe(8 * cost);
    // A single page bigger than an eighth of the budget is never stored.
    expect(cache.set('/b', body('x'.repeat(11)), [], [])).toBeUndefined();
    // Tiny pages under many URLs are bounded too: the overhead is counted.
    for (let i = 0; i < 1000; i += 1) cache.set(`/${i}`, body(''), [], []);
    expect(cache.bytes).toBeLessThanOrEqual(8 * cost);
  });

  it('sweeps out-of-date pages as new ones arrive, so dead pages do not pile up', () => {
    const cache = new RenderedCache(64 * 1024, 60_000, () => 0);
    for (let round = 0; round < 50; round += 1) {
      cache.set(`/q/${round}`, body('page'), ['questions'], cache.snapshot(['questions']));
      cache.invalidate(['questions']);
    }
    // Each page died at once; only the newest few are still held, not fifty.
    expect(cache.size).toBeLessThanOrEqual(2);
  });

  it('forgets pages older than its time to live', () => {
    let now = 0;
    const cache = new RenderedCache(64 * 1024, 1000, () => now);
    cache.set('/q', body('page'), [], []);
    now = 999;
    expect(cache.get('/q')).toBeDefined();
    now = 1000;
    expect(cache.get('/q')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('gives each distinct body its own ETag', () => {
    const cache = new RenderedCache(64 * 1024, 60_000, () => 0);
    const a = cache.set('/a', body('one'), [], []);
    const b = cache.set('/b', body('two'), [], []);
    expect(a?.etag).toMatch(/^"[\w-]+"$/);
    expect(a?.etag).not.toBe(b?.etag);
  });

  // A page's worth of varied text: Brotli's quality 5 finds more in it than quality 1.
  const page = body(
    Array.from(
      { length: 1500 },
      (_, i) => `<p class="answer-${i % 7}">answer ${(i * 7919) % 1000} says ${i % 13}</p>`,
    ).join(''),
  );
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("a miss's quick copy is served as is, then redone thoroughly once the page is asked for again", async () => {
    const cache = new RenderedCache(1024 * 1024, 60_000, () => 0);
    const stored = cache.set('/q', page, [], [])!;
    const costed = cache.bytes;
    const quick = cache.encoded(stored, 'br', { quick: true });
    expect(brotliDecompressSync(quick)).toEqual(page);
    expect(cache.bytes).toBe(costed + quick.length);
    // Not redone for a page nobody asks for again.
    await nextTurn();
    expect(cache.encoded(cache.get('/q')!, 'br')).toBe(quick);
    // Asked again: that answer has the quick copy, the ones after a smaller thorough one.
    await nextTurn();
    const thorough = cache.encoded(cache.get('/q')!, 'br');
    expect(thorough).not.toBe(quick);
    expect(thorough.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(thorough)).toEqual(page);
    expect(cache.bytes).toBe(costed + thorough.length);
    // Once only.
    cache.encoded(cache.get('/q')!, 'br');
    await nextTurn();
    expect(cache.encoded(cache.get('/q')!, 'br')).toBe(thorough);
  });

  it('gzip too; and a page retired before its copy is redone is left alone', async () => {
    const cache = new RenderedCache(1024 * 1024, 60_000, () => 0);
    const stored = cache.set('/q', page, ['questions'], cache.snapshot(['questions']))!;
    const quick = cache.encoded(stored, 'gzip', { quick: true });
    expect(gunzipSync(quick)).toEqual(page);
    cache.encoded(stored, 'gzip');
    cache.invalidate(['questions']);
    const bytes = cache.bytes;
    await nextTurn();
    expect(cache.bytes).toBe(bytes);
    expect(cache.encoded(stored, 'gzip')).toBe(quick);
  });
});
