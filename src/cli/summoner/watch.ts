/** --watch: the board after every battle phase, redrawn in place on a terminal, one frame after another otherwise. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { MatchState } from '../../summoner/model.js';
import type { MatchStep } from '../../summoner/runMatch.js';
import { boardText } from '../../summoner/report/boardText.js';

/** Colour unless NO_COLOR is set (to anything) or the stream is not a terminal. */
export function useColour(stream: NodeJS.WriteStream): boolean {
  return process.env.NO_COLOR === undefined && stream.isTTY === true;
}

/** A step observer that draws battle phases on stdout (stderr when stdout carries --json). */
export function watcher(
  names: readonly [string, string],
  opts: { json: boolean; delay?: number },
): (step: MatchStep, state: MatchState) => Promise<void> {
  const stream = opts.json ? process.stderr : process.stdout;
  const tty = stream.isTTY === true;
  const delay = opts.delay ?? (tty ? 150 : 0);
  const colour = useColour(stream);
  return async (step, state) => {
    if (step.input.type !== 'battle' && step.input.type !== 'setup') return;
    const who = step.input.type === 'battle' ? `after ${names[step.input.seat]}'s battle phase` : 'after setup';
    const frame = boardText(state, names, { colour, title: `Turn ${state.turn} of ${state.rules.maxTurns}, ${who}` });
    // On a terminal, redraw over the last frame (cursor home, clear screen) so the board stays put.
    stream.write(tty ? `\u001b[H\u001b[2J${frame}` : `${frame}\n`);
    if (delay > 0) await sleep(delay);
  };
}
