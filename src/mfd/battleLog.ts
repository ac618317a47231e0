/** The battle log as text, rendered from the teams and the events of a battle: whole, or round by round as it is fought. */
import { MAX_SEED } from '../core/rng.js';
import { wholeArg } from '../core/args.js';
import { formatMicros } from '../core/decimal.js';
import { engineFor } from './battleEngine.js';
import type { MfdEvent } from './events.js';
import { percent } from './fighterReport.js';
import type { RoundResult } from './fightRound.js';
import type { BattleState, SideIndex, Team, Teams } from './model.js';
import type { BattleResult } from './runBattle.js';

const TITLES = ['Heroes:\n-------', 'Villains:\n--------'] as const;

/**
 * Renders log lines for one battle's teams. The parts of a fighter's line that never change (name, XP, AOE, whom it
 * guards) are built once, and each percentage once per value, because the survivors are listed after every round.
 */
class LogRenderer {
  private readonly names: readonly [string[], string[]];
  private readonly head: readonly [string[], string[]];
  private readonly tail: readonly [string[], string[]];
  private readonly percents = new Map<number, string>();

  constructor(private readonly teams: Teams) {
    const ref = (team: Team, i: number) => (i >= 0 ? team.fighters[i]!.name : '<no one>');
    const each = <T>(f: (team: Team) => T): [T, T] => [f(teams[0]), f(teams[1])];
    this.names = each((t) => t.fighters.map((f) => f.name));
    this.head = each((t) => t.fighters.map((f) => `${f.name}:\tHP(`));
    this.tail = each((t) =>
      t.fighters.map(
        (f) => `), AOE(${f.aoe}), Bodyguarding: ${ref(t, f.bodyguardFor)}, Linked to: ${ref(t, f.linkedTo)}`,
      ),
    );
    this.totXp = each((t) => t.fighters.map((f) => `), TotXP(${formatMicros(f.totalXpMicros)}), ToHit(`));
  }

  private readonly totXp: readonly [string[], string[]];

  private percent(micros: number): string {
    let p = this.percents.get(micros);
    if (p === undefined) this.percents.set(micros, (p = percent(micros)));
    return p;
  }

  /**
   * Lines listing both sides' living fighters and their numbers in `state` (fighterLine's text), appended to `out`;
   * pauses (yields) whenever `out` holds `pauseAt` lines, so a caller writing as it goes can empty it.
   */
  *sides(state: BattleState, out: string[], pauseAt = Infinity): Generator<void, void, void> {
    const engine = engineFor(this.teams);
    for (const side of [0, 1] as const) {
      out.push(side === 0 ? TITLES[0] : `\n${TITLES[1]}`);
      const hp = state.hp[side];
      const n = engine.numbersAt(side, hp, state.round);
      const head = this.head[side],
        totXp = this.totXp[side],
        tail = this.tail[side];
      let any = false;
      for (let i = 0; i < hp.length; i++) {
        const h = hp[i]!;
        if (h <= 0) continue;
        any = true;
        out.push(
          `${head[i]!}${h}${totXp[i]!}${this.percent(n.toHit[i]!)}), ToDef(${this.percent(n.toDefend[i]!)}), Off.Dice(${n.offenseDice[i]!}), Def.Dice(${n.defenseDice[i]!}${tail[i]!}`,
        );
        if (out.length >= pauseAt) yield;
      }
      if (!any) out.push(' <no survivors>');
    }
  }

  /** Appends the lines of one event; for roundEnd, the survivors (paused as in sides). */
  *event(e: MfdEvent, lines: string[], pauseAt = Infinity): Generator<void, void, void> {
    const names = this.names;
    switch (e.type) {
      case 'roundStart':
        lines.push('', `\tRound ${e.round}, fight!`);
        break;
      case 'halfStart':
        lines.push('');
        break;
      case 'bodyguard': {
        const them = names[other(e.side)];
        lines.push(
          `NOTE: ${names[e.side][e.attacker]!} tried to attack ${them[e.target]!}, but ${them[e.bodyguard]!} jumped in the way!`,
        );
        break;
      }
      case 'attack': {
        const a = names[e.side][e.attacker]!,
          d = names[other(e.side)][e.defender]!;
        const dice = `(${e.hits} hit${e.hits === 1 ? '' : 's'}, ${e.blocks} blocked)`;
        if (e.damage > 0) {
          const after = e.hpAfter > 0 ? `${d} has ${e.hpAfter} HP left` : `${d} falls!`;
          lines.push(`${a} hit ${d} for ${e.damage} point${e.damage === 1 ? '' : 's'} of damage ${dice}; ${after}`);
        } else lines.push(`${a} swung at ${d} and missed ${dice}.`);
        break;
      }
      case 'alreadyDown':
        lines.push(
          `${names[e.side][e.attacker]!} turned on ${names[other(e.side)][e.defender]!}, who was already down.`,
        );
        break;
      case 'linkedDeaths': {
        const them = names[other(e.side)];
        lines.push(
          `${them[e.cause]!} was killed, and those linked to them fall too: ${e.victims.map((v) => them[v]!).join(', ')}.`,
        );
        break;
      }
      case 'halfEnd': {
        const them = names[other(e.side)];
        lines.push(
          `\tKilled: ${
            e.killed.length
              ? e.killed
                  .map((k) => them[k]!)
                  .sort()
                  .join(', ')
              : '<no one>'
          }`,
        );
        break;
      }
      case 'roundEnd':
        lines.push('', ' Round ends.  Survivors are:', '');
        yield* this.sides({ round: e.round, hp: e.hp }, lines, pauseAt);
        break;
    }
  }
}

/** The log's opening lines: the seed, then both sides at the start (paused as in sides). */
function* opening(
  r: LogRenderer,
  seed: number,
  start: BattleState,
  out: string[],
  pauseAt = Infinity,
): Generator<void, void, void> {
  out.push(`Seed: ${seed}  (repeat this battle with --seed ${seed})`, '', 'At start of battle, the sides are:', '');
  yield* r.sides(start, out, pauseAt);
}

/** Runs a renderer's generator to its end in one go (nothing to write as it goes). */
function drain(g: Generator<void, void, void>): void {
  while (!g.next().done);
}

/**
 * The battle's whole log, as `fray mfd fight` prints it: the seed, the starting sides, every round's swings and
 * survivors, and how it ended.
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
  const r = new LogRenderer(teams);
  const out: string[] = [];
  drain(opening(r, seed, start, out));
  for (const e of result.events) drain(r.event(e, out));
  out.push('', '', endLine(result));
  return `${out.join('\n')}\n`;
}

/** Lines a chunk of battleLogChunks holds at most (about a megabyte): small enough to die young, big enough to write at once. */
const CHUNK_LINES = 8192;

/**
 * The same log as battleLog, as the battle is fought: drives `rounds` (see battleRounds, recording events) and yields
 * the text in chunks of at most CHUNK_LINES lines as soon as they are rendered, then returns the battle's outcome.
 * Joined, the chunks are battleLog's text; only one round's events and one chunk of text are held at a time.
 */
export function* battleLogChunks(
  teams: Teams,
  seed: number,
  start: BattleState,
  rounds: Iterator<RoundResult, BattleResult>,
): Generator<string, BattleResult, void> {
  const r = new LogRenderer(teams);
  const lines: string[] = [];
  // Every chunk but the first starts with the line break that joins it to the one before.
  let sep = '';
  const take = (): string => {
    const text = sep + lines.join('\n');
    sep = '\n';
    lines.length = 0;
    return text;
  };
  for (const _ of opening(r, seed, start, lines, CHUNK_LINES)) yield take();
  if (lines.length > 0) yield take();
  for (;;) {
    const next = rounds.next();
    if (next.done) {
      yield `${sep}\n\n${endLine(next.value)}\n`;
      return next.value;
    }
    for (const e of next.value.events) {
      for (const _ of r.event(e, lines, CHUNK_LINES)) yield take();
      if (lines.length >= CHUNK_LINES) yield take();
    }
    if (lines.length > 0) yield take();
  }
}

function other(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** The closing line: who won and how. */
export function endLine(result: BattleResult): string {
  const r = result.rounds;
  const after = `after ${r} round${r === 1 ? '' : 's'}`;
  switch (result.winner) {
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
