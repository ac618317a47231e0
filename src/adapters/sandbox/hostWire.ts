/**
 * The wire between a match's controller and an isolate host (isolateHost.ts): frames on two named pipes, read and
 * written with blocking system calls on both sides (and the same frames in a match host's journal). A frame is a 32-bit length and that many bytes: a one-byte type,
 * then fields (bytes, 32-bit integers, doubles, and length-prefixed UTF-8 or raw byte strings). One side sends a
 * request and waits for its one reply, so neither side ever holds more than one frame; both bound what they accept.
 */
import { readSync, writeSync } from 'node:fs';

/** Frame types: controller to host. */
export const REQUEST = Object.freeze({
  load: 0x4c /* L */,
  call: 0x43 /* C */,
  reset: 0x44 /* D */,
  play: 0x47 /* G */,
});
/** Frame types: host to controller. */
export const REPLY = Object.freeze({
  ok: 0x4f /* O */,
  problem: 0x50 /* P */,
  result: 0x52 /* R */,
  stuck: 0x54 /* T */,
  match: 0x4d /* M */,
});
/** Frame types of a match host's journal (matchHost.ts): a seat's bot loading, loaded, called, answered. */
export const JOURNAL = Object.freeze({
  loading: 0x6c /* l */,
  loaded: 0x6f /* o */,
  calling: 0x63 /* c */,
  served: 0x73 /* s */,
});

/** A frame being built into a buffer that grows and is reused from frame to frame. */
export class FrameWriter {
  private buf = Buffer.allocUnsafe(64 * 1024);
  private n = 4;

  /** Starts a frame of `type`, dropping whatever was built before. */
  begin(type: number): this {
    this.n = 4;
    return this.u8(type);
  }

  private room(extra: number): void {
    if (this.n + extra <= this.buf.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.n + extra));
    this.buf.copy(bigger, 0, 0, this.n);
    this.buf = bigger;
  }

  u8(v: number): this {
    this.room(1);
    this.buf[this.n++] = v;
    return this;
  }

  u32(v: number): this {
    this.room(4);
    this.buf.writeUInt32LE(v, this.n);
    this.n += 4;
    return this;
  }

  f64(v: number): this {
    this.room(8);
    this.buf.writeDoubleLE(v, this.n);
    this.n += 8;
    return this;
  }

  /** A string as its UTF-8 bytes, after their count. */
  text(s: string): this {
    // Three bytes per UTF-16 unit is the most UTF-8 needs (a surrogate pair is two units and four bytes).
    this.room(4 + 3 * s.length);
    const written = this.buf.write(s, this.n + 4, 'utf8');
    this.buf.writeUInt32LE(written, this.n);
    this.n += 4 + written;
    return this;
  }

  /** Raw bytes, after their count. */
  bytes(b: Uint8Array): this {
    this.room(4 + b.byteLength);
    this.buf.writeUInt32LE(b.byteLength, this.n);
    this.buf.set(b, this.n + 4);
    this.n += 4 + b.byteLength;
    return this;
  }

  /** Writes the frame to `fd` (a blocking descriptor: every byte is written before this returns). */
  send(fd: number): void {
    this.buf.writeUInt32LE(this.n - 4, 0);
    let off = 0;
    while (off < this.n) off += writeSync(fd, this.buf, off, this.n - off);
  }
}

/** Thrown on a frame that breaks the format (a field past its end, a length past the bound). */
export class WireError extends Error {}

/** The fields of a frame received, read in the order they were written. */
export class FrameReader {
  private at = 1;

  constructor(
    private readonly buf: Buffer,
    private readonly end: number,
  ) {}

  /** The frame's type. */
  get type(): number {
    return this.buf[0] ?? 0;
  }

  private take(n: number): number {
    const at = this.at;
    if (at + n > this.end) throw new WireError('a field runs past the end of its frame');
    this.at = at + n;
    return at;
  }

  u8(): number {
    return this.buf[this.take(1)] as number;
  }

  u32(): number {
    return this.buf.readUInt32LE(this.take(4));
  }

  f64(): number {
    return this.buf.readDoubleLE(this.take(8));
  }

  text(): string {
    const n = this.u32();
    const at = this.take(n);
    return this.buf.toString('utf8', at, at + n);
  }

  /** Raw bytes (a view of the reader's buffer: copy them to keep them past the next frame). */
  bytes(): Buffer {
    const n = this.u32();
    const at = this.take(n);
    return this.buf.subarray(at, at + n);
  }

  /** Whether every byte of the frame was read. */
  done(): boolean {
    return this.at === this.end;
  }
}

/** Reads frames from one blocking descriptor into a buffer that grows (up to `maxBytes` a frame) and is reused. */
export class FrameSource {
  private buf = Buffer.allocUnsafe(64 * 1024);

  constructor(
    private readonly fd: number,
    private readonly maxBytes: number,
  ) {}

  /** The next frame, or undefined at the end of the stream (the other side is gone). Throws WireError on a bad frame. */
  next(): FrameReader | undefined {
    let got = 0;
    // One read usually brings the whole frame: the other side wrote it in one call.
    while (got < 4) {
      const r = readSync(this.fd, this.buf, got, this.buf.length - got, null);
      if (r === 0) return undefined;
      got += r;
    }
    const length = this.buf.readUInt32LE(0);
    if (length < 1 || length > this.maxBytes) throw new WireError(`a frame of ${length} bytes`);
    if (4 + length > this.buf.length) {
      const bigger = Buffer.allocUnsafe(4 + length);
      this.buf.copy(bigger, 0, 0, got);
      this.buf = bigger;
    }
    while (got < 4 + length) {
      const r = readSync(this.fd, this.buf, got, 4 + length - got, null);
      if (r === 0) return undefined;
      got += r;
    }
    // Requests and replies alternate: nothing may follow a frame before it is answered.
    if (got !== 4 + length) throw new WireError('bytes after a frame');
    return new FrameReader(this.buf.subarray(4), length);
  }
}

/** The whole frames in `buf` (a journal read back), in order; a frame cut short at the end is left out. */
export function framesOf(buf: Buffer): FrameReader[] {
  const out: FrameReader[] = [];
  for (let at = 0; at + 4 <= buf.length;) {
    const length = buf.readUInt32LE(at);
    if (length < 1 || at + 4 + length > buf.length) break;
    out.push(new FrameReader(buf.subarray(at + 4, at + 4 + length), length));
    at += 4 + length;
  }
  return out;
}
