/**
 * A bot's log lines, kept per call under fixed bounds, with a note wherever lines were cut. Pure, so the CLI's
 * sandbox (src/adapters/sandbox) and the studio's workers keep a bot's words the same way.
 */

/** What a bot may log for humans (console in an isolate or a worker, standard error of a process), kept per call. */
export const BOT_LOG_BOUNDS = Object.freeze({
  /** Lines kept per call; past it the rest of the call's lines are dropped with a note. */
  linesPerCall: 100,
  /** Characters kept per call. */
  charsPerCall: 8 * 1024,
  /** Characters kept per bot and match, all calls together. */
  charsPerMatch: 256 * 1024,
});

/** Lines per call (index 0 is setup), capped per call and per match; what is cut is said once, in the log itself. */
export class LogBook {
  private readonly calls: string[][] = [];
  private readonly chars: number[] = [];
  private readonly cutCalls = new Set<number>();
  private total = 0;
  private matchCut = false;

  /** Adds one line (no line break in it) to call `call`'s log. */
  add(call: number, line: string): void {
    const lines = (this.calls[call] ??= []);
    const used = this.chars[call] ?? 0;
    const bounds = BOT_LOG_BOUNDS;
    if (this.total + line.length > bounds.charsPerMatch) {
      if (!this.matchCut)
        lines.push(`[fray] log cut: the match's ${bounds.charsPerMatch / 1024} KiB of logs are used up`);
      this.matchCut = true;
      return;
    }
    if (lines.length >= bounds.linesPerCall || used + line.length > bounds.charsPerCall) {
      if (!this.cutCalls.has(call))
        lines.push(
          `[fray] log cut: more than ${bounds.linesPerCall} lines or ${bounds.charsPerCall / 1024} KiB in one call`,
        );
      this.cutCalls.add(call);
      return;
    }
    lines.push(line);
    this.chars[call] = used + line.length;
    this.total += line.length;
  }

  /** Adds text that may hold several lines (a trailing line break adds no empty line). */
  addText(call: number, text: string): void {
    if (text === '') return;
    for (const line of text.replace(/\r?\n$/, '').split(/\r?\n/)) this.add(call, line);
  }

  /** The lines of every call from `from` on, so far (result[0] is call `from`; a call that logged nothing has []). */
  lines(from = 0): string[][] {
    return Array.from({ length: Math.max(0, this.calls.length - from) }, (_, i) => [...(this.calls[from + i] ?? [])]);
  }
}
