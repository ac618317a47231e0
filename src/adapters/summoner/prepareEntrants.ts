/** A tournament's entrants: every bot prepared and test-opened once, one that fails kept with its reason. */
import { formatProblem } from '../../core/result.js';
import { openBot, prepareBot, type RunOptions } from './loadBot.js';
import type { Entrant } from './tournamentMatch.js';

/** The entrants of `files`, named `names` (one per file): prepared, or the reason each cannot play. */
export async function prepareEntrants(
  files: readonly string[],
  names: readonly string[],
  run: RunOptions,
): Promise<Entrant[]> {
  const out: Entrant[] = [];
  // One at a time: build steps (javac) and test starts are heavy, and their order keeps warnings stable.
  for (const [i, file] of files.entries()) {
    const name = names[i] as string;
    const prepared = await prepareBot(file, { trusted: run.trusted });
    if (!prepared.ok) {
      out.push({ name, error: formatProblem(prepared.problem) });
      continue;
    }
    const opened = await openBot(prepared.value.source, run);
    if (opened.ok) await opened.value.dispose?.();
    out.push(
      opened.ok ? { name, prepared: prepared.value } : { name, error: formatProblem({ ...opened.problem, file }) },
    );
  }
  return out;
}
