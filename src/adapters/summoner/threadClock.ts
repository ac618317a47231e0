/**
 * The clock a trusted bot's calls are timed by: the CPU time of the thread that runs it, read from Linux's
 * /proc/thread-self/schedstat (nanoseconds on the CPU), so a loaded machine does not cost a trusted bot its time any
 * more than it costs an isolate (whose own CPU time is read). Where that file cannot be read (not Linux), the clock is
 * wall time, and the fault messages say so.
 */
import { openSync, readSync } from 'node:fs';

/** A clock in milliseconds and what it measures, as fault messages name it. */
export interface CallClock {
  now(): number;
  kind: 'CPU' | 'wall-clock time';
}

let clock: CallClock | undefined;

/** This thread's clock (each thread opens its own file: thread-self names the thread that opens it). */
export function threadClock(): CallClock {
  if (clock !== undefined) return clock;
  const buf = Buffer.alloc(128);
  let fd: number | undefined;
  try {
    fd = openSync('/proc/thread-self/schedstat', 'r');
    readSync(fd, buf, 0, buf.length, 0);
  } catch {
    fd = undefined;
  }
  const at = fd;
  clock =
    at === undefined
      ? { now: () => performance.now(), kind: 'wall-clock time' }
      : {
          now: () => {
            const n = readSync(at, buf, 0, buf.length, 0);
            const text = buf.toString('latin1', 0, n);
            return Number(text.slice(0, text.indexOf(' '))) / 1e6;
          },
          kind: 'CPU',
        };
  return clock;
}
