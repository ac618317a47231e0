/**
 * A bot's console: lines kept for the call they are written in, capped as the CLI's isolate caps them (the same
 * limits and the same "[fray] log cut" line). Part of the worker's script (its source text is put there), so it uses
 * nothing from outside its own body.
 */

/**
 * Installs `console` (log, info, warn, error, debug: all one log) on the global; `take` empties it, as text. Long on
 * purpose: a part of the worker's script, self-contained (its source text is put there), so its helpers live inside it.
 */
export function cappedConsole(limits: { linesPerCall: number; charsPerCall: number }): { take(): string } {
  const stringify = JSON.stringify;
  const Text = String;
  let lines: string[] = [];
  let chars = 0;
  let cut = false;
  const show = (v: unknown): string => {
    if (typeof v === 'string') return v;
    try {
      const json = stringify(v);
      return json === undefined ? Text(v) : json;
    } catch {
      try {
        return Text(v);
      } catch {
        return '[a value that cannot be shown]';
      }
    }
  };
  const log = (...args: unknown[]): void => {
    if (cut) return;
    for (const line of args.map(show).join(' ').split('\n')) {
      if (lines.length >= limits.linesPerCall || chars + line.length > limits.charsPerCall) {
        cut = true;
        lines.push(
          `[fray] log cut: more than ${limits.linesPerCall} lines or ${limits.charsPerCall / 1024} KiB in one call`,
        );
        return;
      }
      lines.push(line);
      chars += line.length;
    }
  };
  const shim = {};
  for (const name of ['log', 'info', 'warn', 'error', 'debug'])
    Object.defineProperty(shim, name, { value: log, writable: false, configurable: false });
  Object.freeze(shim);
  Object.defineProperty(globalThis, 'console', { value: shim, writable: false, configurable: false });
  return {
    take() {
      const text = lines.join('\n');
      lines = [];
      chars = 0;
      cut = false;
      return text;
    },
  };
}
