// The generator's randomness: two deterministic streams, one for content and one for ids,
// so the same size gives the same rows, ids included (bench/generate.ts).

let seed = 42;
/** A second stream for ids, so ids never shift the content stream (and the reverse). */
let idSeed = 2_463_534_242;
/** A small deterministic PRNG, so every run generates the same data. */
export function random(): number {
  // 32-bit arithmetic (Math.imul): a plain `seed * 1103515245` loses its low bits to
  // floating point and falls into a cycle of ~14k states (395 distinct askers at 1m).
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) & 0x7fffffff;
  return (seed >>> 8) / 0x800000;
}
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
export const int = (max: number) => Math.floor(random() * max);

function idBytes(): Buffer {
  const bytes = Buffer.alloc(16);
  for (let k = 0; k < 16; k += 4) {
    idSeed ^= idSeed << 13;
    idSeed ^= idSeed >>> 17;
    idSeed ^= idSeed << 5;
    bytes.writeInt32BE(idSeed | 0, k);
  }
  return bytes;
}

export function uuidAt(ms: number, counter: number): string {
  const bytes = idBytes();
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = 0x80 | ((bytes[8] ?? 0) & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Restarts both streams at a phase's own seeds: each phase then gives the same rows whether
 * run with the others or appended later (--append-community).
 */
export function reseed(content: number, ids: number): void {
  seed = content;
  idSeed = ids;
}
