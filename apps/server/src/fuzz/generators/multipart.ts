import fc from 'fast-check';
import { LIMITS } from '@stackhive/shared';
import { SAMPLES } from '../../test/media-samples.js';

/**
 * Multipart (uploads): plans of multipart bodies (sample file, field, filename, part type,
 * extra parts, boundary, truncation) and the bytes they stand for.
 */

export interface MultipartPlan {
  sample: keyof typeof SAMPLES | 'empty' | 'oversized';
  field: string;
  filename: string;
  partType: string;
  extraParts: number;
  secondFile: boolean;
  boundary: 'ok' | 'missing' | 'mismatch' | 'quoted';
  truncateAt: number | null;
}

const SAMPLE_NAMES = Object.keys(SAMPLES) as (keyof typeof SAMPLES)[];
export const multipartPlan: fc.Arbitrary<MultipartPlan> = fc.record({
  sample: fc.oneof(
    { weight: 12, arbitrary: fc.constantFrom(...SAMPLE_NAMES) },
    { weight: 1, arbitrary: fc.constant('empty' as const) },
    { weight: 1, arbitrary: fc.constant('oversized' as const) },
  ),
  field: fc.oneof(
    { weight: 8, arbitrary: fc.constant('file') },
    { weight: 1, arbitrary: fc.constantFrom('', 'files', 'file[]', 'FILE', '\u00e9') },
  ),
  filename: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('photo.png', 'clip.mp4', 'a.jpg') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '../../../etc/passwd',
        '..\\x.png',
        '',
        '.png',
        'a"b.png',
        'x.png\r\nX-Evil: 1',
        'very'.repeat(300) + '.png',
        'é😀.png',
        'a.png.html',
        'a.svg',
      ),
    },
  ),
  partType: fc.constantFrom(
    'application/octet-stream',
    'image/png',
    'text/html',
    'image/svg+xml',
    'video/mp4',
    '',
  ),
  extraParts: fc.oneof(
    { weight: 8, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 8 }) },
  ),
  secondFile: fc.oneof(
    { weight: 9, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
  boundary: fc.oneof(
    { weight: 10, arbitrary: fc.constant('ok' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('missing' as const, 'mismatch' as const, 'quoted' as const),
    },
  ),
  truncateAt: fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.nat(400) },
  ),
});

export function buildMultipart(plan: MultipartPlan): { payload: Buffer; contentType: string } {
  const boundary = 'fuzzBoundary1234';
  const file =
    plan.sample === 'empty'
      ? Buffer.alloc(0)
      : plan.sample === 'oversized'
        ? Buffer.concat([SAMPLES.png, Buffer.alloc(LIMITS.imageBytes + 1 - SAMPLES.png.length, 7)])
        : SAMPLES[plan.sample];
  const part = (name: string, body: Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (filename === undefined ? '' : `; filename="${filename}"`) +
          `\r\n` +
          (filename === undefined ? '' : `Content-Type: ${plan.partType}\r\n`) +
          `\r\n`,
        'utf8',
      ),
      body,
      Buffer.from('\r\n'),
    ]);
  const parts: Buffer[] = [];
  for (let index = 0; index < plan.extraParts; index += 1)
    parts.push(part(`field${index}`, Buffer.from('x'.repeat(index * 300))));
  parts.push(part(plan.field, file, plan.filename));
  if (plan.secondFile) parts.push(part('file', SAMPLES.png, 'second.png'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (plan.truncateAt !== null)
    payload = payload.subarray(0, Math.min(plan.truncateAt, payload.length));
  const contentType = {
    ok: `multipart/form-data; boundary=${boundary}`,
    missing: 'multipart/form-data',
    mismatch: 'multipart/form-data; boundary=somethingElse',
    quoted: `multipart/form-data; boundary="${boundary}"`,
  }[plan.boundary];
  return { payload, contentType };
}
