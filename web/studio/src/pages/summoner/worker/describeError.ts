/**
 * What a bot threw, in the CLI's isolate's words ("TypeError: x is undefined", "threw \"text\""), and where in the
 * worker's script it was thrown (the line and column of each frame of its stack, for the page to place in the
 * bot's source). Part of the worker's script (its source text is put there), so it uses nothing from outside its
 * own body; everything it reads from the thrown value is read inside a try, since a bot may throw anything.
 */

/** The words of the CLI's isolate for a thrown value. */
export function describeError(e: unknown): string {
  const stringify = JSON.stringify;
  const Text = String;
  try {
    if (e !== null && typeof e === 'object') {
      const { name, message } = e as { name?: unknown; message?: unknown };
      if (message === undefined) return 'threw ' + Text(stringify(e)).slice(0, 300);
      return (
        Text(name === undefined ? 'Error' : name).slice(0, 100) +
        ': ' +
        (Text(message).split('\n')[0] ?? '').slice(0, 500)
      );
    }
    return 'threw ' + (typeof e === 'string' ? stringify(e.slice(0, 300)) : Text(e).slice(0, 300));
  } catch {
    return 'threw a value that cannot be shown';
  }
}

/** The line and column of the first frames of a thrown error's stack (at most 8), in the worker's script. */
export function errorFrames(e: unknown): [number, number][] {
  const frames: [number, number][] = [];
  try {
    const stack = e !== null && typeof e === 'object' ? (e as { stack?: unknown }).stack : undefined;
    if (typeof stack !== 'string') return frames;
    for (const line of stack.split('\n').slice(0, 20)) {
      const m = /:(\d+):(\d+)\)?\s*$/.exec(line);
      if (m !== null) frames.push([Number(m[1]), Number(m[2])]);
      if (frames.length >= 8) break;
    }
  } catch {
    // A stack that cannot be read places nothing.
  }
  return frames;
}
