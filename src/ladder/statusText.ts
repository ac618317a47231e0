/** The ladder's status in words, from its figures (what `fray ladder status` prints). */

/** The figures the status is told from. */
export interface StatusFigures {
  paused: boolean;
  ratePerHour: number;
  matches: { queued: number; running: number; done: number; failed: number; voidedTries: number };
  lastHour: { done: number; failed: number };
  versions: { checking: number; active: number; refused: number; retired: number };
  player: string;
  workers?: { host: string; pid: number; version: string; running: number }[];
}

/** A few lines: state, matches, throughput, failures, versions, and the workers when on a queue. */
export function statusText(s: StatusFigures): string {
  const state = s.paused ? 'paused (no match starts)' : 'running';
  const rate = s.ratePerHour === 0 ? 'no match rate' : `at most ${s.ratePerHour} rated matches an hour`;
  const lines = [
    `Ladder: ${state}, ${rate}; matches played ${s.player}`,
    `Matches: ${s.matches.queued} waiting, ${s.matches.running} being played, ${s.matches.done} recorded, ${s.matches.failed} given up`,
    `Last hour: ${s.lastHour.done} matches recorded (${s.lastHour.done} per hour), ${s.lastHour.failed} given up`,
    `Failures: ${s.matches.voidedTries} tries voided in all (played again, at most 3 times)`,
    `Versions: ${s.versions.active} playing, ${s.versions.checking} being checked, ${s.versions.refused} refused, ${s.versions.retired} retired`,
  ];
  if (s.workers !== undefined)
    lines.push(
      s.workers.length === 0
        ? 'Workers: none connected'
        : `Workers: ${s.workers.map((w) => `${w.host} pid ${w.pid} (fray ${w.version}, ${w.running} running)`).join('; ')}`,
    );
  return `${lines.join('\n')}\n`;
}
