/**
 * fray's own installation cannot do what was asked: a native module it needs does not load (missing, or built for
 * another Node). Not the user's input and not a bot's fault, so it is thrown past the Result values that carry
 * those, and the CLI's edge says so with an exit code of its own.
 */

/** A part of fray's installation that does not work, and how to repair it. */
export class BrokenInstall extends Error {
  constructor(
    readonly part: string,
    readonly reason: string,
    readonly repair: string,
  ) {
    super(`fray's installation is broken: ${part} does not load (${reason}); ${repair}`);
    this.name = 'BrokenInstall';
  }
}

/** `load()`'s value; a throw from it (the native module failing to load) becomes a BrokenInstall naming `part`. */
export function loadOrBroken<T>(load: () => T, part: string, repair: string): T {
  try {
    return load();
  } catch (e) {
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? '';
    throw new BrokenInstall(part, first, repair);
  }
}
