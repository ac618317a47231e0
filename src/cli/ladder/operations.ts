/** `fray ladder status|export|backup`: what an organiser runs beside a ladder (its database is safe to read while it runs). */
import type { Command } from 'commander';
import { backupLadder } from '../../adapters/ladder/backupLadder.js';
import { exportLadder } from '../../adapters/ladder/exportLadder.js';
import { ladderStatus } from '../../adapters/ladder/ladderStatus.js';
import { listWorkers } from '../../adapters/queue/workerPresence.js';
import { statusText, type StatusFigures } from '../../ladder/statusText.js';
import { unwrap } from '../CliError.js';
import { printErr, printJson, printOut } from '../io.js';
import { writeOutputs } from '../writeOutputs.js';
import { connectQueue } from '../worker/connectQueue.js';
import { addLadderDbOptions, openLadderFromOptions, type LadderDbOptions } from './ladderDbOption.js';

interface StatusOptions extends LadderDbOptions {
  queue?: string;
  json?: boolean;
}

/** The status, with the queue's workers when --queue is given. */
async function status(o: StatusOptions): Promise<void> {
  const l = await openLadderFromOptions(o);
  try {
    const figures: StatusFigures = await ladderStatus(
      l.db,
      Date.now(),
      o.queue === undefined ? 'here' : 'on the queue',
    );
    if (o.queue !== undefined) {
      const conn = await connectQueue(o.queue);
      try {
        figures.workers = (await listWorkers(conn.redis())).map((w) => ({
          host: w.host,
          pid: w.pid,
          version: w.version,
          running: w.current.length,
        }));
      } finally {
        await conn.close();
      }
    }
    if (o.json) printJson(figures);
    else printOut(statusText(figures).trimEnd());
  } finally {
    await l.close();
  }
}

/** Adds status, export and backup to the ladder group. */
export function registerOperations(group: Command): void {
  addLadderDbOptions(
    group
      .command('status')
      .description(
        'matches waiting, being played, recorded and given up; the last hour; versions; workers (with --queue)',
      ),
  )
    .option('--queue <redis-url>', "also list the queue's connected workers")
    .option('--json', 'print the figures as JSON')
    .action((o: StatusOptions) => status(o));
  addLadderDbOptions(
    group
      .command('export')
      .description(
        'write every recorded match (results.json: results, seeds, code hashes, ratings) and its public replay (replays/match-ID.json) into a folder',
      ),
  )
    .requiredOption('--out <dir>', 'the folder to write into')
    .action(async (o: LadderDbOptions & { out: string }) => {
      const l = await openLadderFromOptions(o);
      try {
        const files = await exportLadder(l, o.out);
        writeOutputs(files);
        printErr(`Wrote ${o.out}/results.json and ${files.length - 1} replays.`);
      } finally {
        await l.close();
      }
    });
  addLadderDbOptions(
    group
      .command('backup')
      .description(
        'copy the database (SQLite: a consistent copy, safe while the ladder runs; PostgreSQL: pg_dump, for pg_restore)',
      ),
  )
    .requiredOption('--out <file>', 'the file to write')
    .action(async (o: LadderDbOptions & { out: string }) => {
      const l = await openLadderFromOptions(o);
      try {
        printErr(`Backed up ${l.display} to ${unwrap(await backupLadder(l, o.out))}.`);
      } finally {
        await l.close();
      }
    });
}
