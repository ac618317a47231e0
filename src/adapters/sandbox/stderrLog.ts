/**
 * A process bot's standard error: its log, kept per call (a line belongs to the call whose window, from its request
 * to the next, it arrived in), and its first OUTPUT.stderrChars for the match's diagnostics. At most
 * OUTPUT.stderrCharsPerCall are read in one call; past that, reading waits for the next call (the bot blocks).
 */
import { LogBook } from './logBook.js';
import { OUTPUT } from './policy.js';

/** One bot's standard error; `push` it every chunk, `nextWindow` at every request. */
export class StderrLog {
  /** The first characters the bot wrote (and fray's notes), for diagnostics. */
  text = '';
  private readonly book = new LogBook();
  private window = 0;
  /** A line not yet ended. */
  private partial = '';
  private readThisCall = 0;

  constructor(private readonly err: NodeJS.ReadableStream | null) {}

  /** Takes a chunk of the bot's standard error. */
  push(chunk: string): void {
    this.readThisCall += chunk.length;
    const text = this.partial + chunk;
    const end = text.lastIndexOf('\n');
    this.partial = text.slice(end + 1);
    if (end >= 0) this.book.addText(this.window, text.slice(0, end));
    // A line that never ends is still cut at the bound.
    if (this.partial.length > OUTPUT.stderrChars) {
      this.book.add(this.window, this.partial);
      this.partial = '';
    }
    this.keep(chunk);
    if (this.readThisCall > OUTPUT.stderrCharsPerCall) this.err?.pause();
  }

  /** A line of fray's own about the bot, kept with what it wrote and in the log of the call it is about. */
  note(text: string): void {
    this.book.add(this.window, text);
    this.keep(`${text}\n`);
  }

  /** Call `call` begins (its request is about to be written): later lines are its. */
  nextWindow(call: number): void {
    this.close();
    this.window = call;
    this.readThisCall = 0;
    this.err?.resume();
  }

  /** Ends the current window: a line not yet ended is kept as it is. */
  close(): void {
    if (this.partial !== '') this.book.add(this.window, this.partial);
    this.partial = '';
  }

  /** The log lines of calls `from` on, a line not yet ended included as it is (more of it may still come). */
  lines(from: number): string[][] {
    const lines = this.book.lines(from);
    if (this.partial !== '' && this.window >= from) (lines[this.window - from] ??= []).push(this.partial);
    return lines;
  }

  /** The end of what it wrote, for the reason of an exit: `; its standard error ends: ...`, or nothing. */
  lastWords(): string {
    const t = this.text.trim();
    return t ? `; its standard error ends: ${t.split('\n').slice(-2).join(' / ').slice(-300)}` : '';
  }

  private keep(text: string): void {
    if (this.text.length < OUTPUT.stderrChars) this.text += text.slice(0, OUTPUT.stderrChars - this.text.length);
  }
}
