import { ContainerWalker, isFourCc } from './walker.js';

/**
 * AVI (RIFF): a RIFF 'AVI ' chunk (then, for large files, RIFF 'AVIX' ones) covering the
 * file exactly, whose chunks (four-letter id, little-endian size, padded to an even length)
 * fit it, the first being LIST 'hdrl' and one of them LIST 'movi'.
 */
export class RiffWalker extends ContainerWalker {
  /** The end of the RIFF chunk we are in, if any. */
  private riffEnd: number | undefined;
  private phase: 'chunk' | 'form' | 'list' = 'chunk';
  private size = 0;
  private chunks = 0;
  private readonly seen = new Set<string>();

  constructor() {
    super(8);
  }

  protected onBytes(bytes: Buffer): boolean {
    if (this.phase === 'form') return this.form(bytes.toString('latin1'));
    if (this.phase === 'list') return this.list(bytes.toString('latin1'));
    const start = this.offset - 8;
    if (this.riffEnd === start) this.riffEnd = undefined;
    if (!isFourCc(bytes)) return false;
    const id = bytes.toString('latin1', 0, 4);
    this.size = bytes.readUInt32LE(4);
    const padded = this.size + (this.size % 2);
    if (this.riffEnd === undefined) {
      if (id !== 'RIFF' || this.size < 4) return false;
      this.riffEnd = this.offset + this.size;
      return this.next('form', 4);
    }
    if (this.offset + padded > this.riffEnd) return false;
    this.chunks += 1;
    if (id === 'LIST') return this.size >= 4 && this.next('list', 4);
    if (this.chunks === 1) return false;
    this.skip(padded);
    return this.next('chunk', 8);
  }

  private form(type: string): boolean {
    const first = !this.seen.has('AVI ');
    if (type !== (first ? 'AVI ' : 'AVIX')) return false;
    this.seen.add(type);
    return this.next('chunk', 8);
  }

  private list(type: string): boolean {
    if (this.chunks === 1 && type !== 'hdrl') return false;
    this.seen.add(`LIST ${type}`);
    this.skip(this.size - 4 + (this.size % 2));
    return this.next('chunk', 8);
  }

  private next(phase: RiffWalker['phase'], bytes: number): boolean {
    this.phase = phase;
    this.read(bytes);
    return true;
  }

  protected endsCleanly(): boolean {
    const closed = this.riffEnd === undefined || this.riffEnd === this.offset;
    return (
      closed && this.phase === 'chunk' && this.seen.has('LIST hdrl') && this.seen.has('LIST movi')
    );
  }
}
