import { ContainerWalker, isFourCc } from './walker.js';

/** Boxes a QuickTime file may open with (file-type detects `mov` by these); MP4 opens with ftyp. */
const FIRST_BOXES = new Set(['ftyp', 'moov', 'mdat', 'free', 'skip', 'wide', 'pnot']);

/**
 * MP4 and QuickTime (ISO BMFF): a sequence of boxes (32-bit size, four-letter type, or a
 * 64-bit size after size 1, or "to the end" as size 0) covering the file exactly, opening
 * with ftyp (or a QuickTime opener), with a moov that holds an mvhd and at least one trak.
 * Random bytes behind a valid ftyp fail at the next box header or at the end.
 */
export class IsoBmffWalker extends ContainerWalker {
  /** Ends of the boxes we are inside (only moov is entered). */
  private readonly ends: number[] = [];
  private boxes = 0;
  private pending: { start: number; type: string } | undefined;
  private readonly seen = new Set<string>();

  constructor() {
    super(8);
  }

  protected onBytes(bytes: Buffer): boolean {
    if (this.pending) {
      const { start, type } = this.pending;
      this.pending = undefined;
      const size = Number(bytes.readBigUInt64BE(0));
      return Number.isSafeInteger(size) && this.box(start, size, 16, type);
    }
    const start = this.offset - 8;
    while (this.ends.at(-1) === start) this.ends.pop();
    if (!isFourCc(bytes, 4)) return false;
    const size = bytes.readUInt32BE(0);
    const type = bytes.toString('latin1', 4, 8);
    if (size === 1) {
      this.pending = { start, type };
      this.read(8);
      return true;
    }
    if (size === 0) {
      // "To the end of the file": only a top-level box, and nothing may follow it.
      if (this.ends.length > 0 || !this.count(type)) return false;
      this.skipToEnd();
      return true;
    }
    return this.box(start, size, 8, type);
  }

  private box(start: number, size: number, header: number, type: string): boolean {
    const end = start + size;
    if (size < header || end > (this.ends.at(-1) ?? Number.POSITIVE_INFINITY)) return false;
    if (!this.count(type)) return false;
    if (type === 'moov' && this.ends.length === 0) {
      this.ends.push(end);
    } else {
      this.skip(size - header);
    }
    this.read(8);
    return true;
  }

  /** Notes what the structure needs to have seen; false for a file that opens wrongly. */
  private count(type: string): boolean {
    this.boxes += 1;
    if (this.boxes === 1 && !FIRST_BOXES.has(type)) return false;
    this.seen.add(this.ends.length === 0 ? type : `moov/${type}`);
    return true;
  }

  protected endsCleanly(): boolean {
    while (this.ends.at(-1) === this.offset) this.ends.pop();
    return (
      this.ends.length === 0 &&
      this.seen.has('moov') &&
      this.seen.has('moov/mvhd') &&
      this.seen.has('moov/trak')
    );
  }
}
