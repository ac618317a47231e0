/** Spans of time as people write and read them: `90s`, `15m`, `12h`, `7d`. */
import { fail, ok, type Result } from './result.js';

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** Reads a duration: a whole number and a unit (ms, s, m, h or d), such as `30s` or `7d`; the value in ms. */
export function parseDuration(text: string): Result<number> {
  const m = /^\s*(\d{1,9})\s*(ms|s|m|h|d)\s*$/.exec(text);
  if (!m) return fail(`expected a duration such as 90s, 15m, 12h or 7d, got '${text}'`);
  return ok(Number(m[1]) * UNIT_MS[m[2] as keyof typeof UNIT_MS]);
}

/** A duration in ms as a short text in its largest whole unit: `45 s`, `12 min`, `3 h`, `2 d`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.floor(s / 60)} min`;
  if (s < 2 * 86_400) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
}
