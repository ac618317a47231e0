/**
 * The battle log as main rendered it before LogBytes: one growing string, from event objects. Kept to hold LogBytes
 * (and battleLog, now rendered by it) to the old text on random battles with random names.
 */
import { formatMicros } from '../../src/core/decimal.js';
import type { Side } from '../../src/core/side.js';
import { engineFor } from '../../src/mfd/battleEngine.js';
import { endLine } from '../../src/mfd/battleLog.js';
import type { MfdEvent } from '../../src/mfd/events.js';
import { percent } from '../../src/mfd/fighterReport.js';
import type { BattleState, Team, Teams } from '../../src/mfd/model.js';
import type { BattleResult } from '../../src/mfd/runBattle.js';

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

/** The battle's whole log, rendered by main's string renderer before LogBytes (as `battleLog` was). */
export function referenceBattleLog(teams: Teams, seed: number, start: BattleState, result: BattleResult): string {
  const r = new LogRenderer(teams);
  r.opening(seed);
  drain(r.sides(start));
  for (const e of result.events) {
    r.event(e);
    if (e.type === 'roundEnd') drain(r.sides({ round: e.round, hp: e.hp }));
  }
  return `${r.text}\n\n${endLine(result)}\n`;
}

function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}
