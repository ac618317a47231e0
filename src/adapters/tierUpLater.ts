/** V8's optimizing compiler held back for a command that is over in a fraction of a second (docs/performance.md). */
import { setFlagsFromString } from 'node:v8';

/** Eight times V8's default: measured on `fray mfd fight` 2,000 v 2,000 (docs/performance.md, round 3, fourth session). */
const FACTOR = 8;

/**
 * Makes V8 wait FACTOR times longer than it would before it compiles a function with an optimizing compiler, from
 * now on in this process. A battle of a few thousand fighters is over before most of those compiles (on other
 * threads, but CPU time all the same) pay back; a long one still compiles its hot loops within its first
 * milliseconds. Node 20's V8 counts the bytecode run (`--interrupt-budget`, 66 KiB by default); Node 22's and 24's
 * count calls, for TurboFan (3,000) and Maglev (400), and would print an error for the other flag.
 */
export function tierUpLater(): void {
  setFlagsFromString(tierUpFlags(process.versions.v8));
}

/** The V8 flags tierUpLater sets on a V8 of version `v8` (as `process.versions.v8` writes it). */
export function tierUpFlags(v8: string): string {
  return Number(v8.split('.')[0]) < 12
    ? `--interrupt-budget=${FACTOR * 67_584}`
    : `--invocation-count-for-turbofan=${FACTOR * 3000} --invocation-count-for-maglev=${FACTOR * 400}`;
}
