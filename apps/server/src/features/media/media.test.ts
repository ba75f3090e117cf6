import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type AuthResponse } from '@stackhive/shared';
import { mediaBackends } from '../../test/media.js';
import { jpegWithoutSize, pngBomb, SAMPLES } from '../../test/media-samples.js';
import {
  asUser,
  createTestApp,
  multipart,
  signUp,
  upload,
  type TestApp,
} from '../../test/helpers.js';
import { parseRange } from './range.js';

const backends = mediaBackends();

describe.each(backends)('media on %s', (_name, storage) => {
  let t: TestApp;
  let user: AuthResponse;
  beforeAll(async () => {
    t = await createTestApp(storage());
    user = await signUp(t.app);
  });
  afterAll(() => t.close());

  const post = (
    file: Buffer,
    options: Parameters<typeof multipart>[1] = {},
    token: string | null = user.token,
  ) => {
    const body = multipart(file, options);
    const request = {
      method: 'POST' as const,
      url: '/api/media',
      payload: body.payload,
      headers: body.headers,
    };
    return t.app.inject(token ? asUser(token, request) : request);
  };

  it.each(
    Object.entries({ ...SAMPLES, html: undefined, svg: undefined, pdf: undefined }).filter(
      ([, v]) => v,
    ),
  )('accepts %s by content and serves it back with its true type', async (kind) => {
    const bytes = SAMPLES[kind as keyof typeof SAMPLES];
    // A misleading name and declared type change nothing.
    const response = await post(bytes, { filename: 'innocent.txt', contentType: 'text/plain' });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ secure_url: string }>().secure_url;
    expect(url).toMatch(new RegExp(`^http://stackhive.test/media/[0-9a-f-]{36}\\.${kind}$`));
    // Its uploader sees it (a post is yet to attach it: nobody else does).
    const served = await t.app.inject(
      asUser(user.token, { method: 'GET', url: new URL(url).pathname }),
    );
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toMatch(/^(image|video)\//);
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses HTML, SVG and PDF whatever their names (415) and keeps nothing', async () => {
    for (const kind of ['html', 'svg', 'pdf'] as const) {
      const response = await post(SAMPLES[kind], { filename: 'cat.png', contentType: 'image/png' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: MESSAGES.unsupportedMedia });
    }
    const rows = await t.app.deps.db
      .selectFrom('media')
      .select('key')
      .where('ownerId', '=', user.result._id)
      .execute();
    expect(rows.every((row) => /\.(png|jpg|gif|webp|mp4|mov|avi|mkv|webm)$/.test(row.key))).toBe(
      true,
    );
  });

  it('refuses a decompression bomb (413) and an image whose size cannot be read (415)', async () => {
    const bomb = await post(pngBomb(), { filename: 'tiny.png' });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toEqual({ message: MESSAGES.imageTooManyPixels });
    const blind = await post(jpegWithoutSize(), { filename: 'photo.jpg' });
    expect(blind.statusCode).toBe(415);
    expect(blind.json()).toEqual({ message: MESSAGES.unreadableImage });
  });

  it('refuses disguises: HTML or script named as images, polyglot headers', async () => {
    const disguises: [Buffer, string][] = [
      [SAMPLES.html, 'cat.jpg'],
      [Buffer.from('<script>alert(document.domain)</script>'), 'x.png'],
      [
        Buffer.concat([Buffer.from('GIF89a'), Buffer.from('/*<script>alert(1)</script>*/')]),
        'poly.gif',
      ],
      [SAMPLES.svg, 'image.svg'],
    ];
    for (const [bytes, filename] of disguises) {
      const response = await post(bytes, { filename, contentType: 'image/png' });
      expect([413, 415], filename).toContain(response.statusCode);
    }
  });

  it('refuses an image over 10 MB (413) and keeps nothing', async () => {
    const before = await t.app.deps.db.selectFrom('media').select('key').execute();
    const huge = Buffer.concat([SAMPLES.png, Buffer.alloc(LIMITS.imageBytes)]);
    const response = await post(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.imageTooLarge });
    expect(await t.app.deps.db.selectFrom('media').select('key').execute()).toHaveLength(
      before.length,
    );
  });

  it('answers 401 for visitors, 400 without a file part, 415 for a non-multipart body', async () => {
    expect((await post(SAMPLES.png, {}, null)).statusCode).toBe(401);
    expect((await post(SAMPLES.png, { field: 'picture' })).statusCode).toBe(400);
    const json = await t.app.inject(
      asUser(user.token, { method: 'POST', url: '/api/media', payload: { file: 'x' } }),
    );
    expect(json.statusCode).toBe(415);
  });

  it('serves byte ranges so videos can seek', async () => {
    const url = await upload(t.app, user.token, SAMPLES.mp4, 'clip.mp4');
    const pathname = new URL(url).pathname;
    const part = await t.app.inject(
      asUser(user.token, { method: 'GET', url: pathname, headers: { range: 'bytes=4-11' } }),
    );
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${SAMPLES.mp4.length}`);
    expect(part.rawPayload.equals(SAMPLES.mp4.subarray(4, 12))).toBe(true);
    const tail = await t.app.inject(
      asUser(user.token, { method: 'GET', url: pathname, headers: { range: 'bytes=-4' } }),
    );
    expect(tail.rawPayload.equals(SAMPLES.mp4.subarray(-4))).toBe(true);
    const beyond = await t.app.inject(
      asUser(user.token, { method: 'GET', url: pathname, headers: { range: 'bytes=999999-' } }),
    );
    expect(beyond.statusCode).toBe(416);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/media/0192aaaa-0000-7000-8000-000000000000.png',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/media/..%2Fetc%2Fpasswd' })).statusCode,
    ).toBe(400);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
  ])('%s → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
