/** `--as first|second` for match logs (`match --log`, `replay`): cells told in that seat's own frame, as its bot saw them. */
import type { Command } from 'commander';
import type { LogSource } from '../../summoner/matchLog.js';
import type { Seat } from '../../summoner/model.js';
import { stepsAsSeen } from '../../summoner/stepsAsSeen.js';
import { parseSeat } from './replayTurn.js';

/** Adds --as to a command. */
export function addAsOption(cmd: Command): Command {
  return cmd.option(
    '--as <seat>',
    "tell the log's cells as that seat's bot saw them: first (the board as it is) or second (mirrored east-west, " +
      "so x counts from the second seat's own west edge, as in its views)",
    parseSeat,
  );
}

/** The log's source in `seat`'s frame, and a line saying so (empty in the board's own frame). */
export function logAs<T extends LogSource & { rules: { width: number } }>(
  src: T,
  seat: Seat | undefined,
): { src: T; note: string } {
  if (seat === undefined || seat === 0) return { src, note: '' };
  return {
    src: { ...src, steps: stepsAsSeen(src.steps, seat, src.rules.width) },
    note: `cells as the second seat saw them: mirrored east-west (x counts from its own west edge)\n`,
  };
}
