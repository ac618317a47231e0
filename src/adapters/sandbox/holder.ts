/**
 * Who holds something fray leaves on disk (a run folder, a uid lease): a process named by its id and its start time,
 * so that a later process that happens to get the same id is never taken for the one that is gone.
 */
import { readFileSync } from 'node:fs';

/** A process: its id, and its start time in clock ticks since boot (field 22 of /proc/PID/stat). */
export interface Holder {
  pid: number;
  start: string;
}

/** The fields of /proc/PID/stat after the command name (which may hold spaces and parentheses), or undefined. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

let self: Holder | undefined;

/** This process. */
export function thisProcess(): Holder {
  // Field 3 (state) is the first after the name, so the start time (field 22) is the 20th after it.
  self ??= { pid: process.pid, start: statFields(process.pid)?.[19] ?? '0' };
  return self;
}

/** Whether a process with this id is alive (another user's counts as alive; a zombie, waiting to be reaped, not). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  const fields = statFields(pid);
  return fields === undefined || fields[0] !== 'Z';
}

/** Whether `h` is still running: its id is alive and started when `h` says (so it is the same process). */
export function holderAlive(h: Holder): boolean {
  if (!processAlive(h.pid)) return false;
  const start = statFields(h.pid)?.[19];
  return start === undefined || start === h.start;
}

/** `h` as text for a file name or a file: "PID.START". */
export const holderText = (h: Holder): string => `${h.pid}.${h.start}`;

/** The holder written by holderText, or undefined if `text` is not one. */
export function parseHolder(text: string): Holder | undefined {
  const m = /^(\d+)\.(\d+)$/.exec(text.trim());
  return m === null ? undefined : { pid: Number(m[1]), start: m[2] as string };
}
