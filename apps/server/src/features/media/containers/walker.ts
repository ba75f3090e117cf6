/**
 * Reads a stream as a container format is laid out: small headers, read whole, and the
 * bodies between them, skipped. A format asks for the next bytes with `read` (they arrive
 * in `onBytes`) and passes over a body with `skip`; nothing but the current header is ever
 * held, so a 100 MB video is checked in constant memory as it streams past.
 */
export abstract class ContainerWalker {
  /** Bytes of the file consumed so far: where the next byte sits. */
  protected offset = 0;
  private skipping = 0;
  private wanted = 0;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private failed = false;
  private toEnd = false;

  /** `firstHeader`: how many bytes the format's first header takes. */
  constructor(firstHeader: number) {
    this.wanted = firstHeader;
  }

  /** The bytes asked for; answers false when they cannot be part of a valid file. */
  protected abstract onBytes(bytes: Buffer): boolean;
  /** Whether the file may end here: every box closed, everything required seen. */
  protected abstract endsCleanly(): boolean;

  protected read(bytes: number): void {
    this.wanted = bytes;
  }

  protected skip(bytes: number): void {
    this.skipping = bytes;
  }

  /** The rest of the file is one body (a box whose size says "to the end"). */
  protected skipToEnd(): void {
    this.toEnd = true;
    this.skipping = Number.POSITIVE_INFINITY;
  }

  /** Feeds the next chunk of the file; answers false once the file is known to be invalid. */
  write(chunk: Buffer): boolean {
    let at = 0;
    while (!this.failed && at < chunk.length) {
      if (this.skipping > 0) {
        const take = Math.min(this.skipping, chunk.length - at);
        this.skipping -= take;
        this.offset += take;
        at += take;
        continue;
      }
      if (this.wanted <= 0) return this.fail();
      const take = Math.min(this.wanted - this.heldBytes, chunk.length - at);
      this.held.push(chunk.subarray(at, at + take));
      this.heldBytes += take;
      this.offset += take;
      at += take;
      if (this.heldBytes === this.wanted) {
        const bytes = Buffer.concat(this.held);
        this.held = [];
        this.heldBytes = 0;
        this.wanted = 0;
        if (!this.onBytes(bytes)) return this.fail();
      }
    }
    return !this.failed;
  }

  /** The file ended: valid only between two headers, with the format's own rules met. */
  end(): boolean {
    if (this.failed || this.heldBytes > 0) return false;
    return (this.toEnd || this.skipping === 0) && this.endsCleanly();
  }

  private fail(): false {
    this.failed = true;
    return false;
  }
}

/** Four printable ASCII characters: a box or chunk name. */
export function isFourCc(bytes: Buffer, at = 0): boolean {
  for (let index = at; index < at + 4; index++) {
    const byte = bytes[index] ?? 0;
    if (byte < 0x20 || byte > 0x7e) return false;
  }
  return true;
}
