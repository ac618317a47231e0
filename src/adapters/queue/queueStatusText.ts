/** `fray queue status` as text: the runs, the workers and the failed jobs, one line each, ages from the report's time. */
import { formatDuration } from '../../core/duration.js';
import type { QueueStatusReport } from './queueRuns.js';

/** The report as lines of text (without a trailing newline). */
export function queueStatusText(r: QueueStatusReport): string {
  const lines: string[] = [];
  const ago = (t: number) => `${formatDuration(r.now - t)} ago`;
  lines.push(r.runs.length === 0 ? 'runs: none' : `runs (${r.runs.length}):`);
  for (const run of r.runs) {
    const waiting = run.waitedFor
      ? `waited for by ${run.host} pid ${run.pid}`
      : `nobody waits (last seen ${ago(run.seen)}; removed in ${formatDuration(Math.max(0, run.seen + run.keepMs - r.now))} unless resumed)`;
    const parts = [`${run.done}/${run.total} done`, `${run.running} running`, `${run.queued} queued`];
    if (run.failed > 0) parts.push(`${run.failed} failed`);
    if (run.missing > 0) parts.push(`${run.missing} missing`);
    lines.push(
      `  ${run.kind} ${run.key} (fray ${run.version}): ${parts.join(', ')}; started ${ago(run.created)}; ${waiting}`,
    );
  }
  lines.push(r.workers.length === 0 ? 'workers: none connected' : `workers (${r.workers.length}):`);
  for (const w of r.workers) {
    const now = w.current.length === 0 ? 'idle' : `running ${w.current.map((c) => `${c.what} [${c.id}]`).join(', ')}`;
    lines.push(
      `  ${w.host} pid ${w.pid} (fray ${w.version}, ${w.concurrency} at once, up ${formatDuration(r.now - w.started)}): ${w.done} done, ${w.failed} failed; ${now}`,
    );
  }
  lines.push(r.failed.length === 0 ? 'failed jobs: none' : `failed jobs (${r.failed.length}):`);
  for (const f of r.failed)
    lines.push(
      `  ${f.run} job ${f.index} (fray ${f.version}, ${f.tries} tr${f.tries === 1 ? 'y' : 'ies'}): ${f.reason}`,
    );
  return lines.join('\n');
}
