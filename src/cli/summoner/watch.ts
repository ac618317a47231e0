/** --watch: the board after every battle phase, redrawn in place on a terminal, one frame after another otherwise. */
import { setTimeout as sleep } from 'node:timers/promises';
import { markText } from '../../summoner/report/matchLog.js';
import type { MatchState } from '../../summoner/rules/model.js';
import type { Side } from '../../core/side.js';
import { stepsAsSeen } from '../../summoner/replay/stepsAsSeen.js';
import type { MatchStep } from '../../summoner/match/runMatch.js';
import { boardText, type SeatMark } from '../../summoner/report/boardText.js';
import { escapeUnsafe } from '../../core/quote.js';

/** Colour unless NO_COLOR is set (to anything) or the stream is not a terminal. */
export function useColour(stream: NodeJS.WriteStream): boolean {
  return process.env.NO_COLOR === undefined && stream.isTTY === true;
}

/**
 * The turn a frame shows: a battle step of the second seat ends its turn and opens the next one (the state is
 * already in the new turn), so the turn is the one its own `turnStart` event follows.
 */
export function frameTurn(step: MatchStep, state: MatchState): number {
  if (step.input.type !== 'battle') return state.turn;
  const next = step.events.find((e) => e.type === 'turnStart');
  return next?.type === 'turnStart' ? next.turn - 1 : state.turn;
}

/**
 * The log lines of the steps since the last frame, in words, one per line (names first); with `marks`, their marks
 * too (the board draws them either way).
 */
export function stepNotes(
  steps: readonly MatchStep[],
  names: readonly [string, string],
  { marks = true }: { marks?: boolean } = {},
): string[] {
  const out: string[] = [];
  for (const s of steps) {
    for (const seat of [0, 1] as const)
      for (const text of s.logs?.[seat] ?? []) out.push(`${names[seat]} logs: ${text}`);
    if (marks && s.input.type !== 'setup')
      for (const m of s.marks ?? []) out.push(`${names[s.input.seat]} marks ${markText(m)}`);
  }
  return out;
}

/** The marks of `steps` with the seat that made each, in absolute cells; with `as`, only that seat's own. */
function marksOf(steps: readonly MatchStep[], as: Side | undefined): SeatMark[] {
  return steps.flatMap((s) =>
    s.input.type === 'setup' || (as !== undefined && s.input.seat !== as)
      ? []
      : (s.marks ?? []).map((mark) => ({ seat: (s.input as { seat: Side }).seat, mark })),
  );
}

/**
 * A step observer that draws battle phases on stdout (stderr when stdout carries --json), with the bots' marks of
 * the steps since the last frame on the board and their log lines under it (`listMarks`: the marks in words too).
 * With `as`, everything is told as that seat's bot saw it, as `--log --as` tells the log: the board and the marks in
 * its frame, only its own log lines and marks.
 */
export function watcher(
  names: readonly [string, string],
  opts: { json: boolean; delay?: number; as?: Side; listMarks?: boolean },
): (step: MatchStep, state: MatchState) => Promise<void> {
  const stream = opts.json ? process.stderr : process.stdout;
  // Names and notes come from bots and replays: escaped (they are where they are made; this is the last guard), since
  // a frame is written as it is, with fray's own colours and cursor moves.
  const safeNames = [escapeUnsafe(names[0]), escapeUnsafe(names[1])] as const;
  const tty = stream.isTTY === true;
  const delay = opts.delay ?? (tty ? 150 : 0);
  const colour = useColour(stream);
  let since: MatchStep[] = [];
  return async (step, state) => {
    since.push(step);
    if (step.input.type !== 'battle' && step.input.type !== 'setup') return;
    const who = step.input.type === 'battle' ? `after ${safeNames[step.input.seat]}'s battle phase` : 'after setup';
    const seen = opts.as === undefined ? '' : ` (as the ${opts.as === 0 ? 'first' : 'second'} seat saw it)`;
    const title = `Turn ${frameTurn(step, state)} of ${state.rules.maxTurns}, ${who}${seen}`;
    const told = opts.as === undefined ? since : stepsAsSeen(since, opts.as, state.rules.width);
    const notes = stepNotes(told, safeNames, { marks: opts.listMarks === true }).map((n) => escapeUnsafe(n));
    const marks = marksOf(since, opts.as);
    since = [];
    const as = opts.as === undefined ? {} : { as: opts.as };
    const frame = boardText(state, safeNames, { colour, title, ...as, marks }) + notes.map((n) => `${n}\n`).join('');
    // On a terminal, redraw over the last frame (cursor home, clear screen) so the board stays put.
    stream.write(tty ? `\u001b[H\u001b[2J${frame}` : `${frame}\n`);
    if (delay > 0) await sleep(delay);
  };
}
