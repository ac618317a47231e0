/**
 * `--as first|second` for match logs (`match --log`, `replay`) and boards (`--watch`): the match as that seat's bot
 * saw it (its frame, and none of its foe's names, log lines or marks).
 */
import type { Command } from 'commander';
import type { LogSource } from '../../summoner/report/matchLog.js';
import type { Side } from '../../core/side.js';
import { stepsAsSeen } from '../../summoner/replay/stepsAsSeen.js';
import { parseSeat } from './replayTurn.js';
import { CliError } from '../CliError.js';

/** Adds --as to a command. */
export function addAsOption(cmd: Command): Command {
  return cmd.option(
    '--as <seat>',
    "tell the log (and draw the --watch boards) as that seat's bot saw the match: first (the board as it is) or " +
      "second (mirrored east-west, so x counts from the second seat's own west edge, as in its views); either way " +
      "without the other seat's demon names (private to their owner), log lines and marks",
    parseSeat,
  );
}

/** The log's source as `seat` saw it (its frame, its foe's demon names left out), and a line saying so. */
export function logAs<T extends LogSource & { rules: { width: number } }>(
  src: T,
  seat: Side | undefined,
): { src: T; note: string } {
  if (seat === undefined) return { src, note: '' };
  const frame = seat === 0 ? '' : 'cells mirrored east-west (x counts from its own west edge), ';
  return {
    src: { ...src, steps: stepsAsSeen(src.steps, seat, src.rules.width) },
    note: `as the ${seat === 0 ? 'first' : 'second'} seat saw it: ${frame}the other seat's demon names left out\n`,
  };
}

/**
 * Refuses --as where it would change nothing (a usage error, exit 2): `tells` names what it could tell in this
 * command line ("--log or --watch"), `used` whether one of them is asked for, and `give` how to ask for one.
 */
export function checkAsUsed(
  as: Side | undefined,
  { used, tells, give }: { used: boolean; tells: string; give: string },
): void {
  if (as !== undefined && !used)
    throw new CliError(`--as tells ${tells} as that seat saw the match, and none is asked for here: ${give}`);
}
