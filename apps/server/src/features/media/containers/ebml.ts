import { ContainerWalker } from './walker.js';

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const INFO = 0x1549a966;
const TRACKS = 0x1654ae6b;
const VOID = 0xec;
const CRC32 = 0xbf;
/** SeekHead, Info, Tracks, Cluster, Cues, Attachments, Chapters, Tags, Void, CRC-32. */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  INFO,
  TRACKS,
  CLUSTER,
  0x1c53bb6b,
  0x1941a469,
  0x1043a770,
  0x1254c367,
  VOID,
  CRC32,
]);
/** Timestamp, SilentTracks, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock. */
const CLUSTER_CHILDREN = new Set([0xe7, 0x5854, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, VOID, CRC32]);

/** A variable-length integer's length from its first byte (1 to `max`), 0 when invalid. */
function vintLength(first: number, max: number): number {
  for (let length = 1; length <= max; length++) if (first & (0x100 >> length)) return length;
  return 0;
}

interface Open {
  id: number;
  /** Undefined: an unknown size (live recordings), which ends where its parent's next child starts. */
  end: number | undefined;
}

/**
 * Matroska and WebM (EBML): the EBML header, then a Segment whose children are the known
 * top-level elements (an Info and a Tracks among them), each a valid ID and size that fits
 * its parent, covering the file exactly. Unknown sizes are allowed where recorders write
 * them (the Segment and its Clusters). Random bytes behind a valid header fail at once.
 */
export class EbmlWalker extends ContainerWalker {
  private readonly open: Open[] = [];
  private readonly seen = new Set<number>();
  private phase: 'id' | 'idRest' | 'size' | 'sizeRest' = 'id';
  private start = 0;
  private id = 0;
  private sizeFirst = 0;

  constructor() {
    super(1);
  }

  protected onBytes(bytes: Buffer): boolean {
    switch (this.phase) {
      case 'id': {
        this.start = this.offset - 1;
        const length = vintLength(bytes[0] ?? 0, 4);
        if (length === 0) return false;
        this.id = bytes[0] ?? 0;
        return this.next(length > 1 ? 'idRest' : 'size', length > 1 ? length - 1 : 1);
      }
      case 'idRest':
        this.id = this.id * 2 ** (8 * bytes.length) + bytes.readUIntBE(0, bytes.length);
        return this.next('size', 1);
      case 'size': {
        const length = vintLength(bytes[0] ?? 0, 8);
        if (length === 0) return false;
        this.sizeFirst = (bytes[0] ?? 0) & (0xff >> length);
        if (length === 1) return this.element(this.sizeFirst, this.sizeFirst === 0x7f);
        return this.next('sizeRest', length - 1);
      }
      case 'sizeRest': {
        let size = this.sizeFirst;
        let allOnes = this.sizeFirst === 0xff >> (bytes.length + 1);
        for (const byte of bytes) {
          size = size * 256 + byte;
          allOnes &&= byte === 0xff;
        }
        return (allOnes || Number.isSafeInteger(size)) && this.element(size, allOnes);
      }
    }
  }

  private next(phase: EbmlWalker['phase'], bytes: number): boolean {
    this.phase = phase;
    this.read(bytes);
    return true;
  }

  private element(size: number, unknown: boolean): boolean {
    this.closeBefore(this.start);
    const parent = this.open.at(-1);
    if (!this.allowed(parent?.id)) return false;
    this.seen.add(this.id);
    const end = unknown ? undefined : this.offset + size;
    const limit = this.open.findLast((box) => box.end !== undefined)?.end;
    if (end !== undefined && limit !== undefined && end > limit) return false;
    if (this.id === SEGMENT || (this.id === CLUSTER && unknown)) {
      this.open.push({ id: this.id, end });
    } else if (unknown) {
      return false;
    } else {
      this.skip(size);
    }
    return this.next('id', 1);
  }

  /** Closes what ended before an element starting at `start`. */
  private closeBefore(start: number): void {
    for (;;) {
      const top = this.open.at(-1);
      if (!top) return;
      const ended =
        top.end === start ||
        (top.end === undefined && top.id === CLUSTER && !CLUSTER_CHILDREN.has(this.id));
      if (!ended) return;
      this.open.pop();
    }
  }

  private allowed(parent: number | undefined): boolean {
    if (parent === SEGMENT) return SEGMENT_CHILDREN.has(this.id);
    if (parent === CLUSTER) return CLUSTER_CHILDREN.has(this.id);
    // The top level: the header first, then segments.
    if (this.id === EBML_HEADER) return this.seen.size === 0;
    return this.seen.has(EBML_HEADER) && (this.id === SEGMENT || this.id === VOID);
  }

  protected endsCleanly(): boolean {
    this.closeBefore(this.offset);
    const closed = this.open.every((box) => box.end === undefined || box.end === this.offset);
    return closed && this.seen.has(SEGMENT) && this.seen.has(INFO) && this.seen.has(TRACKS);
  }
}
