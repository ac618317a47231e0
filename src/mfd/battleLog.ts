/** The battle log as text, rendered from the teams and the events of a battle: whole, or round by round as it is fought. */
import { MAX_SEED } from '../core/rng.js';
import { wholeArg } from '../core/args.js';
import { formatMicros } from '../core/decimal.js';
import { engineFor } from './battleEngine.js';
import type { MfdEvent } from './events.js';
import { percent } from './fighterReport.js';
import type { RoundResult } from './fightRound.js';
import type { BattleState, Team, Teams } from './model.js';
import { winnerWord } from './winner.js';
import type { BattleResult } from './runBattle.js';
import type { Side } from '../core/side.js';

const TITLES = ['Heroes:\n-------\n', '\nVillains:\n--------\n'] as const;

/**
 * Renders a battle's log into one growing string (`text`, every line ended by '\n'), which the caller takes and empties
 * as it likes. The parts of a fighter's line that never change (name, XP, AOE, whom it guards) are built once, and
 * each percentage once per value, because the survivors are listed after every round.
 */
class LogRenderer {
  /** The text rendered and not yet taken. */
  text = '';
  private readonly names: readonly [string[], string[]];
  private readonly head: readonly [string[], string[]];
  private readonly totXp: readonly [string[], string[]];
  private readonly tail: readonly [string[], string[]];
  private readonly percents = new Map<number, string>();

  constructor(private readonly teams: Teams) {
    const ref = (team: Team, i: number) => (i >= 0 ? team.fighters[i]!.name : '<no one>');
    const each = <T>(f: (team: Team) => T): [T, T] => [f(teams[0]), f(teams[1])];
    this.names = each((t) => t.fighters.map((f) => f.name));
    this.head = each((t) => t.fighters.map((f) => `${f.name}:\tHP(`));
    this.totXp = each((t) => t.fighters.map((f) => `), TotXP(${formatMicros(f.totalXpMicros)}), ToHit(`));
    this.tail = each((t) =>
      t.fighters.map(
        (f) => `), AOE(${f.aoe}), Bodyguarding: ${ref(t, f.bodyguardFor)}, Linked to: ${ref(t, f.linkedTo)}\n`,
      ),
    );
  }

  private percent(micros: number): string {
    let p = this.percents.get(micros);
    if (p === undefined) this.percents.set(micros, (p = percent(micros)));
    return p;
  }

  /** The seed and the opening words; the starting sides follow (sides). */
  opening(seed: number): void {
    this.text += `Seed: ${seed}  (repeat this battle with --seed ${seed})\n\nAt start of battle, the sides are:\n\n`;
  }

  /**
   * Both sides' living fighters and their numbers in `state` (fighterLine's text); pauses (yields) whenever the text
   * holds `pauseAt` characters or more, so a caller writing as it goes can take it.
   */
  *sides(state: BattleState, pauseAt = Infinity): Generator<void, void, void> {
    const engine = engineFor(this.teams);
    for (const side of [0, 1] as const) {
      this.text += TITLES[side];
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
        this.text += `${head[i]!}${h}${totXp[i]!}${this.percent(n.toHit[i]!)}), ToDef(${this.percent(n.toDefend[i]!)}), Off.Dice(${n.offenseDice[i]!}), Def.Dice(${n.defenseDice[i]!}${tail[i]!}`;
        if (this.text.length >= pauseAt) yield;
      }
      if (!any) this.text += ' <no survivors>\n';
    }
  }

  /** Renders one event; a roundEnd renders its heading only, and the caller lists the survivors (sides). */
  event(e: MfdEvent): void {
    const names = this.names;
    switch (e.type) {
      case 'roundStart':
        this.text += `\n\tRound ${e.round}, fight!\n`;
        break;
      case 'halfStart':
        this.text += '\n';
        break;
      case 'bodyguard': {
        const them = names[other(e.side)];
        this.text += `NOTE: ${names[e.side][e.attacker]!} tried to attack ${them[e.target]!}, but ${them[e.bodyguard]!} jumped in the way!\n`;
        break;
      }
      case 'attack': {
        const a = names[e.side][e.attacker]!,
          d = names[other(e.side)][e.defender]!;
        const dice = `(${e.hits} hit${e.hits === 1 ? '' : 's'}, ${e.blocks} blocked)`;
        if (e.damage > 0) {
          const after = e.hpAfter > 0 ? `${d} has ${e.hpAfter} HP left` : `${d} falls!`;
          this.text += `${a} hit ${d} for ${e.damage} point${e.damage === 1 ? '' : 's'} of damage ${dice}; ${after}\n`;
        } else this.text += `${a} swung at ${d} and missed ${dice}.\n`;
        break;
      }
      case 'alreadyDown':
        this.text += `${names[e.side][e.attacker]!} turned on ${names[other(e.side)][e.defender]!}, who was already down.\n`;
        break;
      case 'linkedDeaths': {
        const them = names[other(e.side)];
        this.text += `${them[e.cause]!} was killed, and those linked to them fall too: ${e.victims.map((v) => them[v]!).join(', ')}.\n`;
        break;
      }
      case 'halfEnd': {
        const them = names[other(e.side)];
        const killed = e.killed.length
          ? e.killed
              .map((k) => them[k]!)
              .sort()
              .join(', ')
          : '<no one>';
        this.text += `\tKilled: ${killed}\n`;
        break;
      }
      case 'roundEnd':
        this.text += '\n Round ends.  Survivors are:\n\n';
        break;
    }
  }
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
  r.opening(seed);
  drain(r.sides(start));
  for (const e of result.events) {
    r.event(e);
    if (e.type === 'roundEnd') drain(r.sides({ round: e.round, hp: e.hp }));
  }
  return `${r.text}\n\n${endLine(result)}\n`;
}

/** Characters a chunk of battleLogChunks holds (about 256 KiB): small enough to die young, big enough to write at once. */
const CHUNK_CHARS = 1 << 18;

/**
 * The same log as battleLog, as the battle is fought: drives `rounds` (see battleRounds, recording events) and yields
 * the text in chunks of about CHUNK_CHARS characters as soon as they are rendered, then returns the battle's outcome.
 * Joined, the chunks are battleLog's text; only one round's events and one chunk of text are held at a time.
 */
export function* battleLogChunks(
  teams: Teams,
  seed: number,
  start: BattleState,
  rounds: Iterator<RoundResult, BattleResult>,
): Generator<string, BattleResult, void> {
  const r = new LogRenderer(teams);
  const take = (): string => {
    const text = r.text;
    r.text = '';
    return text;
  };
  r.opening(seed);
  for (const _ of r.sides(start, CHUNK_CHARS)) yield take();
  for (;;) {
    const next = rounds.next();
    if (next.done) {
      yield `${take()}\n\n${endLine(next.value)}\n`;
      return next.value;
    }
    for (const e of next.value.events) {
      r.event(e);
      if (e.type === 'roundEnd') for (const _ of r.sides({ round: e.round, hp: e.hp }, CHUNK_CHARS)) yield take();
      else if (r.text.length >= CHUNK_CHARS) yield take();
    }
  }
}

function other(side: Side): Side {
  return side === 0 ? 1 : 0;
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
