/** `fray ladder pause|resume|rate`: the organiser steers a running ladder through its database (read at every tick). */
import type { Command } from 'commander';
import { setSetting } from '../../adapters/ladder/db/settings.js';
import { printOut } from '../io.js';
import { wholeNumber } from '../options.js';
import { addLadderDbOptions, openLadderFromOptions, type LadderDbOptions } from './ladderDbOption.js';

/** Writes one setting and says what it does. */
async function set(o: LadderDbOptions, key: string, value: string, said: string): Promise<void> {
  const l = await openLadderFromOptions(o);
  try {
    await setSetting(l.db, key, value);
    printOut(said);
  } finally {
    await l.close();
  }
}

/** Adds pause, resume and rate to the ladder group. */
export function registerControl(group: Command): void {
  addLadderDbOptions(
    group
      .command('pause')
      .description('stop starting matches (running ones finish); submissions are still taken and checked'),
  ).action((o: LadderDbOptions) => set(o, 'paused', '1', 'Paused: no new match starts until `fray ladder resume`.'));
  addLadderDbOptions(group.command('resume').description('start matches again')).action((o: LadderDbOptions) =>
    set(o, 'paused', '0', 'Resumed.'),
  );
  addLadderDbOptions(
    group
      .command('rate')
      .description('set the most rated matches started per hour (0: no limit)')
      .argument('<per-hour>', 'matches per hour', wholeNumber(0, 1_000_000)),
  ).action((n: number, o: LadderDbOptions) =>
    set(
      o,
      'rate_per_hour',
      String(n),
      n === 0 ? 'No match rate: as many as the players can play.' : `At most ${n} rated matches start per hour.`,
    ),
  );
}
