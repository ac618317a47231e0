/** Timing whole CLI processes for benchmarks: process start included, as a user experiences it. */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The CLI entry point (benchmarks run from dist/bench/, two levels below the repository). */
export const FRAY = resolve(import.meta.dirname, '../../bin/fray.js');

/** The middle value of a list of numbers. */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
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

/** Wall time of one `node bin/fray.js ...args` process in `cwd`, in milliseconds; throws if it fails. */
export function timeProcess(args: string[], cwd: string): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [FRAY, ...args], { cwd, encoding: 'utf8' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`fray failed: ${r.stderr}`);
  return ms;
}
