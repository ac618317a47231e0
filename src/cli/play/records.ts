/**
 * What a finished game leaves in the data folder: its morgue file (morgue/stool-DATE-seedN.txt) and its row in the
 * high scores (stool-scores.json, the best 100). Both written atomically; a problem writing them is reported on the end
 * screen, never allowed to lose the game's save.
 */
import { join } from 'node:path';
import { readJson, REAL_FS, writeFilesAtomic } from '../../adapters/files.js';
import { formatProblem } from '../../core/result.js';
import { CliError } from '../CliError.js';
import { summaryOf } from '../../stool/text/gameSummary.js';
import { morgueText } from '../../stool/text/morgueText.js';
import type { GameState } from '../../stool/rules/state.js';
import type { EndRecord, ScoreRow } from '../../stool/screen/endRecord.js';

/** The mark of a high-score file. */
const SCORES_FORMAT = 'fray-stool-scores';
/** Rows a high-score file keeps. */
const KEPT = 100;

function isRow(v: unknown): v is ScoreRow {
  const r = v as Record<string, unknown>;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof r.score === 'number' &&
    (r.result === 'won' || r.result === 'dead') &&
    typeof r.level === 'number' &&
    typeof r.round === 'number' &&
    typeof r.kills === 'number' &&
    typeof r.seed === 'number' &&
    typeof r.date === 'string'
  );
}

/** The rows of the high-score file at `path` ([] when there is none), or a problem when it is not one. */
export function readScores(path: string): { rows: ScoreRow[] } | { problem: string } {
  if (REAL_FS.exists(path) === 'none') return { rows: [] };
  const json = readJson(path, 4 * 1024 * 1024);
  if (!json.ok) return { problem: formatProblem(json.problem) };
  const v = json.value as { format?: unknown; scores?: unknown };
  if (typeof v !== 'object' || v === null || v.format !== SCORES_FORMAT || !Array.isArray(v.scores))
    return { problem: `${path}: is not a high-score file of this game, so fray leaves it alone` };
  return { rows: v.scores.filter(isRow) };
}

/**
 * Records finished game `s` in `folder`: writes its morgue file and adds its row to the high scores (best first; a
 * tie goes to the older game). `date` is when it ended (ISO 8601).
 */
export function recordEnd(
  folder: string,
  s: GameState,
  extras: { messages: readonly string[]; blow: string | null; date: string },
): EndRecord {
  const over = s.over;
  if (over === null) return { morgue: null, scores: [], rank: null, problem: 'the game is not over' };
  const sum = summaryOf(s);
  const row: ScoreRow = {
    score: sum.score,
    result: over.result,
    level: sum.level,
    round: sum.rounds,
    kills: sum.kills,
    ...(sum.by !== undefined ? { by: sum.by } : {}),
    seed: s.seed,
    date: extras.date,
  };
  const morgue = join(folder, 'morgue', `stool-${extras.date.replace(/[:.]/g, '-')}-seed${s.seed}.txt`);
  const scoresPath = join(folder, 'stool-scores.json');
  const old = readScores(scoresPath);
  const rows = 'rows' in old ? [...old.rows, row].sort((a, b) => b.score - a.score).slice(0, KEPT) : [];
  const files = [{ path: morgue, content: morgueText(s, extras) }];
  if ('rows' in old)
    files.push({ path: scoresPath, content: `${JSON.stringify({ format: SCORES_FORMAT, scores: rows }, null, 1)}\n` });
  const w = writeFilesAtomic(files);
  if (!w.ok) return { morgue: null, scores: [], rank: null, problem: formatProblem(w.problem) };
  const at = rows.indexOf(row);
  return {
    morgue,
    scores: rows,
    rank: at >= 0 ? at + 1 : null,
    problem: 'problem' in old ? old.problem : null,
  };
}

/** The high scores kept in `folder` as a table (the best 20), or a line saying there are none yet. */
export function scoresText(folder: string): string {
  const path = join(folder, 'stool-scores.json');
  const r = readScores(path);
  if ('problem' in r) throw new CliError(r.problem);
  if (r.rows.length === 0) return `No finished games yet (scores are kept in ${path}).`;
  const lines = r.rows.slice(0, 20).map((row, i) => {
    const how = row.result === 'won' ? 'won' : `killed by ${row.by ?? 'something'}`;
    return `${String(i + 1).padStart(3)}. ${String(row.score).padStart(5)}  ${how}, level ${row.level}, round ${row.round}, ${row.kills} kills, seed ${row.seed}, ${row.date.slice(0, 10)}`;
  });
  return [`High scores (${path}):`, ...lines, `Morgue files: ${join(folder, 'morgue')}`].join('\n');
}
