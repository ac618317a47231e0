/** Timing whole CLI processes for benchmarks: process start included, as a user experiences it. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

/** The CLI entry point (benchmarks run from dist/bench/, two levels below the repository). */
export const FRAY = resolve(import.meta.dirname, '../../bin/fray.js');

/** bash, whose `time` reports a process's CPU time (its children's included) to the millisecond. */
const BASH = '/bin/bash';

/** The middle value of a list of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/** The machine's load average over the last minute, rounded: printed beside each target's ratio. */
export function load(): number {
  return Number((loadavg()[0] ?? 0).toFixed(2));
}

/** Wall time of one `node ...args` process in `cwd` (`['-e', '0']` is Node's own start), in milliseconds; throws if it fails. */
export function timeNode(args: string[], cwd: string, env?: Record<string, string>): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, {
    cwd,
    encoding: 'utf8',
    ...(env === undefined ? {} : { env: { ...process.env, ...env } }),
  });
  if (r.status !== 0) throw new Error(`failed: node ${args.join(' ')}: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/**
 * Wall time and CPU time (user + system, its child processes included) of one `node ...args` process, in
 * milliseconds; CPU time is what a loaded machine disturbs least. Read with bash's `time` (GNU time rounds to 10 ms,
 * a sixth of Node's own start); NaN where there is no bash.
 */
export function cpuNode(args: string[], cwd: string, env?: Record<string, string>): { wall: number; cpu: number } {
  const withBash = existsSync(BASH);
  const t0 = process.hrtime.bigint();
  const opts = {
    cwd,
    encoding: 'utf8' as const,
    stdio: ['ignore', 'ignore', 'pipe'] as ('ignore' | 'pipe')[],
    ...(env === undefined ? {} : { env: { ...process.env, ...env } }),
  };
  const r = withBash
    ? spawnSync(BASH, ['-c', 'TIMEFORMAT="fray-cpu %3U %3S"; time "$0" "$@"', process.execPath, ...args], opts)
    : spawnSync(process.execPath, args, opts);
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`failed: node ${args.join(' ')}: ${r.stderr}`);
  const m = /fray-cpu ([\d.]+) ([\d.]+)/.exec(r.stderr);
  return { wall, cpu: m === null ? NaN : (Number(m[1]) + Number(m[2])) * 1000 };
}

/** Wall time of one `node bin/fray.js ...args` process in `cwd`, in milliseconds; throws if it fails. */
export function timeProcess(args: string[], cwd: string): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [FRAY, ...args], { cwd, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`fray failed: ${r.stderr}`);
  return ms;
}
