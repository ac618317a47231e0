/** The battle log as text, rendered from the teams and the events of a battle: whole, or round by round as it is fought. */
import { MAX_SEED } from '../core/rng.js';
import { wholeArg } from '../core/args.js';
import type { RoundResult } from './fightRound.js';
import { LogBytes } from './LogBytes.js';
import { winnerWord } from './winner.js';
import type { BattleState, Teams } from './model.js';
import type { BattleResult } from './runBattle.js';
import { tellEvent } from './tellEvent.js';

/**
 * The battle's whole log, as `fray mfd fight` prints it: the seed, the starting sides, every round's swings and
 * survivors, and how it ended. Rendered by LogBytes from the recorded events (names with a lone surrogate, which is
 * not Unicode, show U+FFFD, as the log file always did).
 *
 * @param start - the state it started from (`initialState(teams)`)
 * @param result - `runBattle`'s result, with its events
 * @example
 * ```ts
 * import { battleLog, initialState, makeFighter, makeTeam, runBattle } from 'fray/mfd';
 * import { createRng } from 'fray/core';
 *
 * const teams = [makeTeam('heroes', [makeFighter({ name: 'A', xp: 20000 })]), makeTeam('villains', [makeFighter({ name: 'B', xp: 20000 })])] as const;
 * const log = battleLog(teams, 9, initialState(teams), runBattle(teams, createRng(9)));
 * console.log(log.split('\n').filter((l) => l.includes(' hit ')).slice(0, 2).join('\n'));
 * //> A hit B for 3 points of damage (6 hits, 3 blocked); B falls!
 * ```
 * @category Reports
 */
export function battleLog(teams: Teams, seed: number, start: BattleState, result: BattleResult): string {
  wholeArg('battleLog', 'seed', seed, 0, MAX_SEED);
  const log = new LogBytes(teams);
  log.opening(seed);
  log.sides(start);
  for (const e of result.events) tellEvent(e, log);
  log.closing(endLine(result));
  return DECODER.decode(joined(log.takeRest()));
}

// ignoreBOM: a chunk may begin with a name that begins with U+FEFF, which must stay.
const DECODER = new TextDecoder('utf-8', { ignoreBOM: true });

function joined(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * The same log as battleLog, as the battle is fought: drives `rounds` (see battleRounds, recording events) and yields
 * the text in chunks (whole lines) as soon as they are rendered, then returns the battle's outcome. Joined, the
 * chunks are battleLog's text; only one round's events and a few MiB of text are held at a time.
 */
export function* battleLogChunks(
  teams: Teams,
  seed: number,
  start: BattleState,
  rounds: Iterator<RoundResult, BattleResult>,
): Generator<string, BattleResult, void> {
  const log = new LogBytes(teams);
  const told = (function* () {
    for (;;) {
      const next = rounds.next();
      if (next.done) return next.value;
      for (const e of next.value.events) tellEvent(e, log);
      yield next.value.state;
    }
  })();
  // A chunk ends at a line's end, so no character is split between two chunks.
  const bytes = battleLogBytes(log, seed, start, told);
  for (;;) {
    const next = bytes.next();
    if (next.done) return next.value;
    yield DECODER.decode(next.value);
  }
}

/**
 * The log's bytes (UTF-8) as the battle is fought: `rounds` fights the battle with `log` told of its events (see
 * roundsTold), and the bytes are yielded in chunks as they fill, then the rest; returns the battle's outcome.
 * Joined, they are the UTF-8 bytes of battleLog's text for the same battle (a test holds the two paths together).
 * With `reuse`, a chunk's bytes hold only until the next chunk is asked for, when its memory is filled again: for a
 * consumer that writes each chunk before it asks for the next (writeFilesAtomic does), so that the log takes a few
 * chunks of memory whatever its length.
 */
export function* battleLogBytes(
  log: LogBytes,
  seed: number,
  start: BattleState,
  rounds: Iterator<BattleState, BattleResult>,
  { reuse = false }: { reuse?: boolean } = {},
): Generator<Uint8Array, BattleResult, void> {
  wholeArg('battleLogBytes', 'seed', seed, 0, MAX_SEED);
  log.opening(seed);
  log.sides(start);
  yield* handOut(log, log.take(), reuse);
  for (;;) {
    const next = rounds.next();
    if (next.done) {
      log.closing(endLine(next.value));
      yield* handOut(log, log.takeRest(), reuse);
      return next.value;
    }
    yield* handOut(log, log.take(), reuse);
  }
}

/** Yields `chunks`, handing each back to `log` (with `reuse`) once the consumer asks for the next. */
function* handOut(log: LogBytes, chunks: Uint8Array[], reuse: boolean): Generator<Uint8Array, void, void> {
  for (const c of chunks) {
    yield c;
    if (reuse) log.recycle(c);
  }
}

/** The closing line: who won and how. */
export function endLine(result: BattleResult): string {
  const r = result.rounds;
  const after = `after ${r} round${r === 1 ? '' : 's'}`;
  switch (winnerWord(result)) {
    case 'heroes':
      return `Battle ends! The villains have been eliminated: the heroes win ${after}.`;
    case 'villains':
      return `Battle ends! The heroes have been eliminated: the villains win ${after}.`;
    case 'draw':
      return `Battle ends! Both sides were eliminated in round ${r}: a draw.`;
    case 'none':
      if (result.stalemate)
        return `Battle ends! Stalemate ${after}: no one left standing can deal damage (every living fighter has 0 offense dice), so no one can win.`;
      return result.capped
        ? `Battle ends! Stopped at the safety cap of ${r} rounds with both sides standing.`
        : `Battle ends! Max number of rounds fought (${r}); both sides still stand.`;
  }
}
