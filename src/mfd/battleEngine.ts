/**
 * The inner loop of Marked for Death: one round fought in place on flat arrays, with no allocation per attack.
 * fightRound and runBattle wrap it as pure functions; the odds sampler drives it directly, thousands of battles on
 * the same buffers.
 */
import { MICRO } from '../core/decimal.js';
import { thresholdOf } from '../core/dice.js';
import { wordsBelowAt, type Rng } from '../core/rng.js';
import {
  BASE_TO_DEFEND,
  BASE_TO_HIT,
  EXHAUSTION_PENALTY,
  MAX_TO_DEFEND,
  MAX_TO_HIT,
  MIN_TO_DEFEND,
  MIN_TO_HIT,
} from './constants.js';
import type { BattleSink } from './battleSink.js';
import type { Team, Teams } from './model.js';
import type { Winner } from './winner.js';
import { baseDice } from './stats.js';
import type { Side } from '../core/side.js';

/**
 * Told of every attack that is rolled (not of skipped ones): `side` attacks, `damage` is max(0, hits − blocks).
 * @category Battles
 */
export type AttackListener = (side: Side, attacker: number, defender: number, damage: number) => void;

/** HP of both sides, [heroes, villains], in file order. */
export type HpPair = [number[], number[]];

/** What never changes about a team during a battle, flattened: per-fighter constants, and who points at whom. */
interface TeamPlan {
  size: number;
  base: Int32Array;
  /** 1 for a fighter with dice (total XP above 0): one of them standing means the battle can still change. */
  armed: Uint8Array;
  aoe: Float64Array;
  /** 0.3 + BonusToHit and 0.3 + BonusToDefend, in millionths (before buffs and exhaustion). */
  hitBase: Float64Array;
  defBase: Float64Array;
  /** Bodyguards of fighter i: guards[guardStart[i] .. guardStart[i + 1]), in file order. */
  guardStart: Int32Array;
  guards: Int32Array;
  /** Fighters linked to fighter i: linked[linkStart[i] .. linkStart[i + 1]), in file order. */
  linkStart: Int32Array;
  linked: Int32Array;
  /** Buff providers in file order, and for each, its (target, offense, defense) triples in listing order. */
  providers: Int32Array;
  buffStart: Int32Array;
  buffTarget: Int32Array;
  buffOff: Float64Array;
  buffDef: Float64Array;
}

/** How a battle fought by BattleEngine.fight ended. */
export interface EngineOutcome {
  winner: Winner;
  /** Rounds fought in all, counting those fought before (the `round` it started from). */
  rounds: number;
  /** True when it stopped because no one standing could deal damage. */
  stalemate: boolean;
}

/** Each fighter's numbers for one round, as parallel arrays overwritten every round. */
export interface RoundNumbers {
  offenseDice: Float64Array;
  defenseDice: Float64Array;
  /** Clipped chances in millionths, and their 32-bit thresholds (chanceThreshold). */
  toHit: Float64Array;
  toDefend: Float64Array;
  hitThreshold: Float64Array;
  defendThreshold: Float64Array;
  /** Scratch: the buffs each fighter receives this round. */
  buffOff: Float64Array;
  buffDef: Float64Array;
}

function reverseIndex(size: number, pointsAt: (i: number) => number): { start: Int32Array; list: Int32Array } {
  const start = new Int32Array(size + 1);
  for (let i = 0; i < size; i++) {
    const t = pointsAt(i);
    if (t >= 0) start[t + 1]!++;
  }
  for (let i = 0; i < size; i++) start[i + 1]! += start[i]!;
  const list = new Int32Array(start[size]!);
  const fill = start.slice(0, size);
  for (let i = 0; i < size; i++) {
    const t = pointsAt(i);
    if (t >= 0) list[fill[t]!++] = i;
  }
  return { start, list };
}

function planOf(team: Team): TeamPlan {
  const fs = team.fighters;
  const size = fs.length;
  const guards = reverseIndex(size, (i) => fs[i]!.bodyguardFor);
  const links = reverseIndex(size, (i) => fs[i]!.linkedTo);
  const providers: number[] = [];
  const buffStart: number[] = [0];
  const target: number[] = [],
    off: number[] = [],
    def: number[] = [];
  for (let j = 0; j < size; j++) {
    const f = fs[j]!;
    if (f.buffs.length === 0) continue;
    providers.push(j);
    for (const b of f.buffs) {
      for (const t of b.targets) {
        target.push(t);
        off.push(b.offense);
        def.push(b.defense);
      }
    }
    buffStart.push(target.length);
  }
  const base = new Int32Array(size),
    armed = new Uint8Array(size),
    aoe = new Float64Array(size);
  const hitBase = new Float64Array(size),
    defBase = new Float64Array(size);
  for (let i = 0; i < size; i++) {
    const f = fs[i]!;
    base[i] = baseDice(f.totalXpMicros);
    armed[i] = f.totalXpMicros > 0 ? 1 : 0;
    aoe[i] = f.aoe;
    hitBase[i] = BASE_TO_HIT + f.bonusToHit;
    defBase[i] = BASE_TO_DEFEND + f.bonusToDefend;
  }
  return {
    size,
    base,
    armed,
    aoe,
    hitBase,
    defBase,
    guardStart: guards.start,
    guards: guards.list,
    linkStart: links.start,
    linked: links.list,
    providers: Int32Array.from(providers),
    buffStart: Int32Array.from(buffStart),
    buffTarget: Int32Array.from(target),
    buffOff: Float64Array.from(off),
    buffDef: Float64Array.from(def),
  };
}

function numbersFor(size: number): RoundNumbers {
  const f = () => new Float64Array(size);
  return {
    offenseDice: f(),
    defenseDice: f(),
    toHit: f(),
    toDefend: f(),
    hitThreshold: f(),
    defendThreshold: f(),
    buffOff: f(),
    buffDef: f(),
  };
}

/**
 * Fills `out` with every fighter's numbers at the start of round `round + 1` (the same numbers as teamStats):
 * buffs from providers with HP > 0, `round` exhaustion penalties taken.
 */
function fillNumbers(p: TeamPlan, hp: readonly number[], round: number, out: RoundNumbers): void {
  const n = p.size;
  const bOff = out.buffOff,
    bDef = out.buffDef;
  bOff.fill(0);
  bDef.fill(0);
  for (let k = 0; k < p.providers.length; k++) {
    if (!(hp[p.providers[k]!]! > 0)) continue;
    for (let b = p.buffStart[k]!, end = p.buffStart[k + 1]!; b < end; b++) {
      const t = p.buffTarget[b]!;
      bOff[t]! += p.buffOff[b]!;
      bDef[t]! += p.buffDef[b]!;
    }
  }
  const exhaustion = round * EXHAUSTION_PENALTY;
  for (let i = 0; i < n; i++) {
    const base = p.base[i]!;
    const rawToHit = p.hitBase[i]! + bOff[i]!;
    const rawToDefend = p.defBase[i]! + bDef[i]! - exhaustion;
    const toHit = rawToHit < MIN_TO_HIT ? MIN_TO_HIT : rawToHit > MAX_TO_HIT ? MAX_TO_HIT : rawToHit;
    const toDefend =
      rawToDefend < MIN_TO_DEFEND ? MIN_TO_DEFEND : rawToDefend > MAX_TO_DEFEND ? MAX_TO_DEFEND : rawToDefend;
    out.toHit[i] = toHit;
    out.toDefend[i] = toDefend;
    out.offenseDice[i] = rawToHit > MICRO ? Math.ceil((base * rawToHit) / MICRO) : base;
    out.defenseDice[i] = rawToDefend > MICRO ? Math.ceil((base * rawToDefend) / MICRO) : base;
    out.hitThreshold[i] = thresholdOf(toHit);
    out.defendThreshold[i] = thresholdOf(toDefend);
  }
}

/**
 * The working arrays of battles between two teams: built once for the pair (see engineFor), then reused round after
 * round and battle after battle. Rounds are fought in place on the caller's HP arrays; the engine keeps no state
 * between calls except scratch space, so it is not re-entrant (an onAttack listener must not fight a round with the
 * same teams).
 */
export class BattleEngine {
  private readonly plans: readonly [TeamPlan, TeamPlan];
  private readonly numbers: readonly [RoundNumbers, RoundNumbers];
  private readonly start: HpPair;
  private pool: number[] = [];
  private pairAttacker: number[] = [];
  private pairDefender: number[] = [];
  private living: number[] = [];
  private queue: number[] = [];
  /** killLinked's fallen, in the order they fell: scratch, copied only when a sink hears of them. */
  private fallen: number[] = [];
  private readonly listed: [RoundNumbers | undefined, RoundNumbers | undefined] = [undefined, undefined];

  constructor(readonly teams: Teams) {
    this.plans = [planOf(teams[0]), planOf(teams[1])];
    this.numbers = [numbersFor(this.plans[0].size), numbersFor(this.plans[1].size)];
    this.start = [new Array<number>(this.plans[0].size).fill(0), new Array<number>(this.plans[1].size).fill(0)];
  }

  /**
   * Fights round `round + 1` in place: `hp` holds everyone's HP at the round's start and is left holding it at the
   * round's end (the fallen at HP <= 0). Events other than roundStart and roundEnd go to `sink` when given.
   */
  playRound(
    hp: HpPair,
    round: number,
    rng: Rng,
    sink: BattleSink | undefined,
    onAttack: AttackListener | undefined,
  ): void {
    const start = this.start;
    for (let side = 0; side < 2; side++) {
      const s = side as Side;
      const from = hp[s],
        to = start[s];
      for (let i = 0; i < from.length; i++) to[i] = from[i]!;
      fillNumbers(this.plans[s], from, round, this.numbers[s]);
    }
    this.half(0, hp[1], rng, sink, onAttack);
    this.half(1, hp[0], rng, sink, onAttack);
  }

  /**
   * Fights rounds in place on `hp` from `round` rounds fought, until a side is gone (checked first), no one standing
   * can deal damage, or `limit` rounds have been fought: runBattle's loop without events.
   */
  fight(hp: HpPair, round: number, limit: number, rng: Rng, onAttack: AttackListener | undefined): EngineOutcome {
    let r = round;
    let winner = winnerOfHp(hp);
    let stalemate = false;
    while (winner === 'none' && r < limit) {
      if (!this.canStillHurt(hp)) {
        stalemate = true;
        break;
      }
      this.playRound(hp, r, rng, undefined, onAttack);
      r++;
      winner = winnerOfHp(hp);
    }
    return { winner, rounds: r, stalemate };
  }

  /** False when no fighter standing, on either side, has dice (see isStalemate). */
  canStillHurt(hp: HpPair): boolean {
    for (let side = 0; side < 2; side++) {
      const s = side as Side;
      const h = hp[s],
        armed = this.plans[s].armed;
      for (let i = 0; i < h.length; i++) if (h[i]! > 0 && armed[i] === 1) return true;
    }
    return false;
  }

  /**
   * One side's swings: every attacker alive at the round's start picks its targets, then the swings are rolled. Long
   * on purpose: the inner loop (see the file's comment), kept in one body on its locals so an attack allocates nothing.
   */
  private half(
    side: Side,
    defenderHp: number[],
    rng: Rng,
    sink: BattleSink | undefined,
    onAttack: AttackListener | undefined,
  ): void {
    if (sink) sink.halfStart(side);
    const other: Side = side === 0 ? 1 : 0;
    const attackerStart = this.start[side],
      defenderStart = this.start[other];
    const attack = this.plans[side],
      defend = this.plans[other];
    const offense = this.numbers[side],
      defense = this.numbers[other];
    const pool = this.pool,
      pairAttacker = this.pairAttacker,
      pairDefender = this.pairDefender,
      living = this.living;
    let m = 0;
    for (let i = 0; i < defend.size; i++) if (defenderStart[i]! > 0) pool[m++] = i;

    // Matchups first, for every attacker, then the swings in the same order. Targets are a partial Fisher–Yates
    // shuffle of the pool, carried on from attacker to attacker (the same draws as pickTargets).
    let pairs = 0;
    for (let a = 0; a < attack.size; a++) {
      if (!(attackerStart[a]! > 0) || m === 0) continue;
      const first = pairs;
      const count = attack.aoe[a]!;
      let i = 0;
      for (let k = 0; k < count; k++) {
        if (i === m) i = 0;
        const j = i + (m - i === 1 ? 0 : rng.below(m - i));
        const target = pool[j]!;
        pool[j] = pool[i]!;
        pool[i] = target;
        i++;
        pairAttacker[pairs] = a;
        pairDefender[pairs++] = target;
      }
      // Then each pick's bodyguard, in pick order: a living guard of the target takes the blow in its place.
      for (let k = first; k < pairs; k++) {
        const target = pairDefender[k]!;
        const g0 = defend.guardStart[target]!,
          g1 = defend.guardStart[target + 1]!;
        if (g1 === g0) continue;
        let alive = 0;
        for (let g = g0; g < g1; g++) {
          const guard = defend.guards[g]!;
          if (defenderStart[guard]! > 0) living[alive++] = guard;
        }
        if (alive === 0) continue;
        const bodyguard = alive === 1 ? living[0]! : living[rng.below(alive)]!;
        pairDefender[k] = bodyguard;
        if (sink) sink.bodyguard(side, a, target, bodyguard);
      }
    }

    const killed: number[] | undefined = sink ? [] : undefined;
    for (let k = 0; k < pairs; k++) {
      const a = pairAttacker[k]!;
      const d = pairDefender[k]!;
      if (!(defenderHp[d]! > 0)) {
        if (sink) sink.alreadyDown(side, a, d);
        continue;
      }
      // rollPool's words, without its checks: the engine's pools and thresholds are sound by construction.
      const hits = wordsBelowAt(rng, offense.offenseDice, offense.hitThreshold, a);
      const blocks = wordsBelowAt(rng, defense.defenseDice, defense.defendThreshold, d);
      const damage = hits > blocks ? hits - blocks : 0;
      const after = defenderHp[d]! - damage;
      defenderHp[d] = after;
      if (sink) sink.attack(side, a, d, hits, blocks, damage, after);
      if (onAttack) onAttack(side, a, d, damage);
      if (after <= 0) {
        killed?.push(d);
        if (defend.linkStart[d + 1]! > defend.linkStart[d]!) {
          const fell = this.killLinked(defend, d, defenderHp);
          if (killed && sink && fell > 0) {
            const victims = this.fallen.slice(0, fell);
            for (const v of victims) killed.push(v);
            sink.linkedDeaths(side, d, victims);
          }
        }
      }
    }
    if (sink && killed)
      sink.halfEnd(
        side,
        killed.sort((x, y) => x - y),
      );
  }

  /**
   * Fells everyone linked to `dead`, and everyone linked to those; returns how many fell, and leaves them in
   * `this.fallen` in the order they fell (no array per death: the sampler, with no sink, never reads them).
   */
  private killLinked(p: TeamPlan, dead: number, hp: number[]): number {
    const fallen = this.fallen;
    let count = 0;
    const queue = this.queue;
    queue[0] = dead;
    for (let q = 0, end = 1; q < end; q++) {
      const x = queue[q]!;
      for (let l = p.linkStart[x]!, stop = p.linkStart[x + 1]!; l < stop; l++) {
        const v = p.linked[l]!;
        if (hp[v]! > 0) {
          hp[v] = 0;
          fallen[count++] = v;
          queue[end++] = v;
        }
      }
    }
    return count;
  }

  /**
   * Side `s`'s numbers with HP `hp` after `round` rounds (teamStats' numbers, as arrays), in a buffer of their own
   * that the next call for the same side overwrites (the log lists the survivors with them after every round).
   */
  numbersAt(s: Side, hp: readonly number[], round: number): Readonly<RoundNumbers> {
    const out = (this.listed[s] ??= numbersFor(this.plans[s].size));
    fillNumbers(this.plans[s], hp, round, out);
    return out;
  }
}

/** Which side, if any, has won with these HP (both sides empty is a draw; both standing is "none"). */
export function winnerOfHp(hp: readonly [readonly number[], readonly number[]]): Winner {
  let heroes = false,
    villains = false;
  for (let i = 0; i < hp[0].length; i++) {
    if (hp[0][i]! > 0) {
      heroes = true;
      break;
    }
  }
  for (let i = 0; i < hp[1].length; i++) {
    if (hp[1][i]! > 0) {
      villains = true;
      break;
    }
  }
  if (heroes && villains) return 'none';
  if (heroes) return 'heroes';
  if (villains) return 'villains';
  return 'draw';
}

// Teams are immutable data, so each pair gets its engine once (the battle loop and every round reuse it).
const engines = new WeakMap<Teams, BattleEngine>();

/** The engine for these teams (made on first use, then reused). */
export function engineFor(teams: Teams): BattleEngine {
  let e = engines.get(teams);
  if (!e) engines.set(teams, (e = new BattleEngine(teams)));
  return e;
}
