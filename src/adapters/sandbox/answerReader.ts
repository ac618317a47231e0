/**
 * A process bot's standard output, read as the protocol says (docs/bot-protocol.md): one answer per request, by id
 * for protocol 2, in order for protocol 1. Lines that answer nothing are dropped and counted per call window; past
 * OUTPUT's bounds the call is a fault and reading stops until the next call, so a flood blocks the bot, not fray.
 */
import { MAX_ANSWER_CHARS } from './limits.js';
import { nestedDeeper } from './nestedDeeper.js';
import { OUTPUT } from './policy.js';

/** What ended a wait for the bot's answer. */
export type Wake =
  { line: string } | { answer: unknown } | { exited: string } | { timeout: true } | { flooded: string };

/** An answer wrapped with the id of its request (`{"id": 7, "answer": [...]}`), or undefined for a bare line. */
function unwrap(line: string): { id: unknown; answer: unknown } | undefined {
  if (!line.startsWith('{"id"') && !line.startsWith('{ "id"')) return undefined;
  // Parsed here, while the call's window is open: a line nested too deep is left bare (resultOf refuses it).
  if (nestedDeeper(line, OUTPUT.answerDepth)) return undefined;
  try {
    const v = JSON.parse(line) as unknown;
    if (typeof v === 'object' && v !== null && !Array.isArray(v) && 'id' in v && 'answer' in v)
      return v as { id: unknown; answer: unknown };
  } catch {
    // Not JSON: a bare line.
  }
  return undefined;
}

/** Where the reader reports: a note for the log, and a line too long to be an answer (the bot must go). */
export interface AnswerReaderEvents {
  note(text: string): void;
  tooLong(reason: string): void;
}

/** Reads one bot's standard output; `push` it every chunk, `wait` for each answer. */
export class AnswerReader {
  private buffer = '';
  private wake: ((w: Wake) => void) | undefined;
  /** Protocol-1 answers owed to calls that timed out: the next bare lines are theirs, and are dropped. */
  private owed = 0;
  /** Once a bot has answered with ids, every bare line is stray: ids make a stray line harmless. */
  private wrapped: boolean;
  private requestId = 0;
  private strayLines = 0;
  private strayChars = 0;
  private flooded: string | undefined;
  private noted = false;

  constructor(
    private readonly out: NodeJS.ReadableStream | null,
    opts: { protocol: 1 | 2 },
    private readonly events: AnswerReaderEvents,
  ) {
    this.wrapped = opts.protocol === 2;
  }

  /** Takes a chunk of the bot's output. */
  push(chunk: string): void {
    this.buffer += chunk;
    this.drain();
  }

  /**
   * Waits up to `ms` for the answer to request `id`, which `send` writes once the wait is set up. A new window
   * begins: what the bot wrote before this request was judged with the last one.
   */
  wait(id: number, ms: number, send: () => void): Promise<Wake> {
    this.requestId = id;
    this.strayLines = 0;
    this.strayChars = 0;
    this.flooded = undefined;
    this.noted = false;
    return new Promise<Wake>((resolve) => {
      const timer = setTimeout(() => this.deliver({ timeout: true }), Math.ceil(ms));
      this.wake = (w) => {
        clearTimeout(timer);
        resolve(w);
      };
      send();
      this.out?.resume();
      this.drain();
    });
  }

  /** Ends the wait with `w` (the bot exited, or a line was too long), if a call is waiting. */
  deliver(w: Wake): void {
    const f = this.wake;
    this.wake = undefined;
    f?.(w);
  }

  /** A call timed out: a protocol-1 bot's late answer, when it comes, is not the next call's. */
  timedOut(): void {
    if (!this.wrapped) this.owed++;
  }

  private stray(line: string): void {
    this.strayLines++;
    this.strayChars += line.length;
    if (!this.noted) {
      this.noted = true;
      this.events.note(
        `[fray] skipped a line on standard output that answers no request: ${JSON.stringify(line.slice(0, 80))}`,
      );
    }
    if (this.strayLines > OUTPUT.strayLinesPerCall || this.strayChars > OUTPUT.strayCharsPerCall) {
      const what =
        this.strayLines > OUTPUT.strayLinesPerCall
          ? `${OUTPUT.strayLinesPerCall} lines`
          : `${OUTPUT.strayCharsPerCall} characters`;
      this.flooded = `wrote more than ${what} on standard output that answer no request`;
      // Reading stops until the next call: a flood then blocks the bot, not the controller.
      this.out?.pause();
      this.deliver({ flooded: this.flooded });
    }
  }

  /** Handles the complete lines in the buffer, until it is empty or reading stopped for a flood. */
  private drain(): void {
    let from = 0;
    const buffer = this.buffer;
    for (let nl = buffer.indexOf('\n'); nl >= 0 && this.flooded === undefined; nl = buffer.indexOf('\n', from)) {
      const line = buffer.slice(from, nl).replace(/\r$/, '');
      from = nl + 1;
      const w = unwrap(line);
      if (w !== undefined) {
        this.wrapped = true;
        if (this.wake && w.id === this.requestId) this.deliver({ answer: w.answer });
        else this.stray(line); // a late answer, or one for no request
      } else if (this.wrapped) this.stray(line);
      else if (this.owed > 0) this.owed--;
      else if (this.wake) this.deliver({ line });
      else this.stray(line);
    }
    this.buffer = buffer.slice(from);
    if (this.buffer.length > MAX_ANSWER_CHARS)
      this.events.tooLong(`wrote a line longer than ${MAX_ANSWER_CHARS} characters`);
  }
}
