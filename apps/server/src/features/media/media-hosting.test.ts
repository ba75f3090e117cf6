// Issue 30, item 7: uploads used as free file hosting. Each case performs the attack.
import { createCipheriv, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type AuthResponse } from '@stackhive/shared';
import { mediaBackends, postMedia } from '../../test/media.js';
import { box, mp4, SAMPLES } from '../../test/media-samples.js';
import { asUser, createTestApp, multipart, signUp, type TestApp } from '../../test/helpers.js';
import { isWellFormedVideo } from './containers/index.js';

const backends = mediaBackends();
const MB = 1024 * 1024;

/**
 * `size` bytes of noise, the same every run (AES-CTR's keystream under a fixed key). Fresh
 * random bytes made the 30 MB case fail about once in fifty runs: when the four bytes after
 * the header happened to read as a box type, the parser waited for the box, and the 1 MB
 * quota answered 413 before the parser could answer 415.
 */
function fixedNoise(size: number): Buffer {
  const cipher = createCipheriv('aes-256-ctr', Buffer.alloc(32, 7), Buffer.alloc(16));
  return Buffer.concat([cipher.update(Buffer.alloc(size)), cipher.final()]);
}

describe.each(backends)('uploads as file hosting, on %s', (_name, storage) => {
  let t: TestApp;
  let alice: AuthResponse;
  let bob: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp({
      ...storage(),
      media: { unattachedTtlSeconds: 3600, quotaBytes: MB },
    });
    alice = await signUp(t.app, { name: 'Alice' });
    bob = await signUp(t.app, { name: 'Bob' });
  });
  afterAll(() => t.close());

  const send = (user: AuthResponse, file: Buffer, filename = 'clip.mp4') => {
    const body = multipart(file, { filename });
    return t.app.inject(
      asUser(user.token, {
        method: 'POST',
        url: '/api/media',
        payload: body.payload,
        headers: body.headers,
      }),
    );
  };
  const get = (url: string, user?: AuthResponse) => {
    const request = { method: 'GET' as const, url: new URL(url).pathname };
    return t.app.inject(user ? asUser(user.token, request) : request);
  };
  const rowsOf = async (user: AuthResponse) =>
    (
      await t.app.deps.db
        .selectFrom('media')
        .select('key')
        .where('ownerId', '=', user.result._id)
        .execute()
    ).length;

  it('refuses 30 MB of random data behind a real MP4 header (415), and keeps nothing', async () => {
    const ftyp = SAMPLES.mp4.subarray(0, 24);
    const response = await send(bob, Buffer.concat([ftyp, fixedNoise(30 * MB)]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: MESSAGES.invalidVideo });
    expect(await rowsOf(bob)).toBe(0);
  });

  it('refuses random data behind WebM, Matroska, AVI and QuickTime headers (415)', async () => {
    for (const [kind, headBytes] of [
      ['webm', 40],
      ['mkv', 40],
      ['avi', 24],
      ['mov', 24],
    ] as const) {
      const forged = Buffer.concat([SAMPLES[kind].subarray(0, headBytes), randomBytes(200_000)]);
      const response = await send(bob, forged, `clip.${kind}`);
      expect(response.statusCode, kind).toBe(415);
    }
    expect(await rowsOf(bob)).toBe(0);
  });

  it('refuses a video cut short, or one without a moov (415)', async () => {
    expect((await send(bob, SAMPLES.mp4.subarray(0, SAMPLES.mp4.length - 10))).statusCode).toBe(
      415,
    );
    const noMoov = Buffer.concat([SAMPLES.mp4.subarray(0, 24), box('mdat', randomBytes(20_000))]);
    expect((await send(bob, noMoov)).statusCode).toBe(415);
    expect(await rowsOf(bob)).toBe(0);
  });

  it('serves an unattached upload to its uploader only, and to everyone once posted', async () => {
    const uploaded = await send(alice, SAMPLES.png, 'photo.png');
    expect(uploaded.statusCode).toBe(200);
    const url = uploaded.json<{ secure_url: string }>().secure_url;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, bob)).statusCode).toBe(404);
    const own = await get(url, alice);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');

    const post = await postMedia(t.app, alice, 'Posted', [url]);
    expect(post.statusCode, post.body).toBe(200);
    const shared = await get(url);
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toContain('public, max-age=31536000');
    expect((await get(url, bob)).statusCode).toBe(200);
  });

  it('refuses an upload past the per-user quota (413 naming the limit), and keeps nothing', async () => {
    const user = await signUp(t.app);
    expect((await send(user, mp4('isom', 600_000))).statusCode).toBe(200);
    const over = await send(user, mp4('isom', 600_000));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(MESSAGES.mediaQuotaExceeded.replace('{limit}', '1'));
    expect(over.json().message).toContain('1 MB');
    expect(await rowsOf(user)).toBe(1);
    // What still fits is taken; another user's quota is their own.
    expect((await send(user, SAMPLES.png, 'photo.png')).statusCode).toBe(200);
    expect((await send(bob, mp4('isom', 600_000))).statusCode).toBe(200);
  });
});

describe('container structure', () => {
  it.each(['mp4', 'mov', 'mkv', 'webm', 'avi'] as const)('accepts a well-formed %s', (kind) => {
    expect(isWellFormedVideo(kind, SAMPLES[kind])).toBe(true);
  });

  it('accepts a 64-bit box size, a last box running to the end, and unknown EBML sizes', () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'ascii');
    large.writeBigUInt64BE(16n + 100n, 8);
    const head = SAMPLES.mp4.subarray(0, SAMPLES.mp4.indexOf('mdat') - 4);
    expect(isWellFormedVideo('mp4', Buffer.concat([head, large, Buffer.alloc(100)]))).toBe(true);
    const toEnd = Buffer.from(box('mdat', Buffer.alloc(50)));
    toEnd.writeUInt32BE(0, 0);
    expect(isWellFormedVideo('mp4', Buffer.concat([head, toEnd]))).toBe(true);
    // A live recording: the Segment and its Cluster of unknown size (all ones).
    const webm = Buffer.from(SAMPLES.webm);
    const segment = webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67]));
    webm.fill(0xff, segment + 5, segment + 12);
    webm[segment + 4] = 0x01;
    expect(isWellFormedVideo('webm', webm)).toBe(true);
  });

  it('refuses trailing bytes, a box past its parent, and a missing Tracks', () => {
    expect(isWellFormedVideo('mp4', Buffer.concat([SAMPLES.mp4, Buffer.from([0])]))).toBe(false);
    expect(isWellFormedVideo('webm', Buffer.concat([SAMPLES.webm, randomBytes(64)]))).toBe(false);
    expect(isWellFormedVideo('avi', SAMPLES.avi.subarray(0, -1))).toBe(false);
    const moov = box('moov', box('mvhd', Buffer.alloc(100)));
    const broken = Buffer.concat([SAMPLES.mp4.subarray(0, 24), moov, box('mdat')]);
    expect(isWellFormedVideo('mp4', broken)).toBe(false);
  });
});
