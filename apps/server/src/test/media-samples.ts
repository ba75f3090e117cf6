import { pngImage } from '../lib/png.js';

const pad = (head: Buffer, size = 8192) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);

function riff(kind: string, first: string): Buffer {
  const head = Buffer.alloc(16);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(8192 - 8, 4);
  head.write(kind, 8, 'ascii');
  head.write(first, 12, 'ascii');
  return pad(head);
}

/** A RIFF chunk: id, little-endian size, body padded to an even length. */
function chunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(id, 0, 'ascii');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
}

/** An AVI file: RIFF 'AVI ' with a header list (avih), frames (movi) and an index. */
function avi(frameBytes: number): Buffer {
  const list = (type: string, ...children: Buffer[]) =>
    chunk('LIST', Buffer.concat([Buffer.from(type, 'ascii'), ...children]));
  const body = Buffer.concat([
    Buffer.from('AVI ', 'ascii'),
    list('hdrl', chunk('avih', Buffer.alloc(56))),
    list('movi', chunk('00dc', Buffer.alloc(frameBytes, 7))),
    chunk('idx1', Buffer.alloc(16)),
  ]);
  return chunk('RIFF', body);
}

/** An ISO BMFF box: 32-bit size, four-letter type, body. */
export function box(type: string, ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(content.length + 8, 0);
  head.write(type, 4, 'ascii');
  return Buffer.concat([head, content]);
}

function ftyp(brand: string): Buffer {
  const body = Buffer.alloc(16);
  body.write(brand, 0, 'ascii');
  body.writeUInt32BE(0x200, 4);
  body.write(brand, 8, 'ascii');
  body.write('mp41', 12, 'ascii');
  return box('ftyp', body);
}

/** An MP4 (or QuickTime) file: ftyp, a moov with an mvhd and a trak, then `mediaBytes` of mdat. */
export function mp4(brand = 'isom', mediaBytes = 8000): Buffer {
  const moov = box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    box('trak', box('tkhd', Buffer.alloc(84))),
  );
  return Buffer.concat([ftyp(brand), moov, box('mdat', Buffer.alloc(mediaBytes, 7))]);
}

/** An EBML element with a one-byte-length size (bodies under 127 bytes) or an 8-byte one. */
function element(id: number[], ...body: Buffer[]): Buffer {
  const content = Buffer.concat(body);
  if (content.length < 127)
    return Buffer.concat([Buffer.from([...id, 0x80 | content.length]), content]);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(content.length));
  size[0] = 0x01; // the length marker: an 8-byte size
  return Buffer.concat([Buffer.from(id), size, content]);
}

/** A Matroska or WebM file: the EBML header, then a Segment with Info, Tracks and a Cluster. */
function ebml(docType: string, frameBytes = 8000): Buffer {
  const type = Buffer.from(docType, 'ascii');
  const header = element(
    [0x1a, 0x45, 0xdf, 0xa3],
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81,
      0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  );
  const info = element(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40]),
  );
  const tracks = element(
    [0x16, 0x54, 0xae, 0x6b],
    element([0xae], Buffer.from([0xd7, 0x81, 0x01])),
  );
  const cluster = element(
    [0x1f, 0x43, 0xb6, 0x75],
    Buffer.from([0xe7, 0x81, 0x00]),
    element([0xa3], Buffer.alloc(frameBytes, 7)),
  );
  return Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], info, tracks, cluster)]);
}

/** Minimal files whose first bytes identify each allowed type, and some that must be refused. */
export const SAMPLES = {
  png: pngImage(),
  // SOI, a JFIF APP0 segment, then a start-of-frame segment: 640×480.
  jpg: pad(
    Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00,
      0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03,
      0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
    ]),
  ),
  gif: pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')),
  webp: riff('WEBP', 'VP8 '),
  mp4: mp4('isom'),
  mov: mp4('qt  '),
  avi: avi(8000),
  mkv: ebml('matroska'),
  webm: ebml('webm'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  pdf: pad(Buffer.from('%PDF-1.7\n', 'latin1')),
} as const;

/** A PNG header claiming 100,000 × 100,000 pixels: a decompression bomb. */
export function pngBomb(): Buffer {
  const png = Buffer.from(SAMPLES.png);
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  return png;
}

/** A JPEG whose markers never reach a frame header within the first 512 KB. */
export function jpegWithoutSize(): Buffer {
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0xff, 0xff]), Buffer.alloc(0xffff - 2)]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), ...Array.from({ length: 10 }, () => segment)]);
}
