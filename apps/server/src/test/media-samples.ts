import { pngImage } from '../infra/png.js';

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

function ftyp(brand: string): Buffer {
  const head = Buffer.alloc(24);
  head.writeUInt32BE(24, 0);
  head.write('ftyp', 4, 'ascii');
  head.write(brand, 8, 'ascii');
  head.writeUInt32BE(0x200, 12);
  head.write(brand, 16, 'ascii');
  head.write('mp41', 20, 'ascii');
  return pad(head);
}

function ebml(docType: string): Buffer {
  const type = Buffer.from(docType, 'ascii');
  const body = Buffer.concat([
    Buffer.from([
      0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81,
      0x08,
    ]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return pad(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]));
}

/** Minimal files whose first bytes identify each allowed type, and some that must be refused. */
export const SAMPLES = {
  png: pngImage(),
  jpg: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])),
  gif: pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')),
  webp: riff('WEBP', 'VP8 '),
  mp4: ftyp('isom'),
  mov: ftyp('qt  '),
  avi: riff('AVI ', 'LIST'),
  mkv: ebml('matroska'),
  webm: ebml('webm'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
  pdf: pad(Buffer.from('%PDF-1.7\n', 'latin1')),
} as const;
