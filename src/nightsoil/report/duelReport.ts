/** Text and JSON views of duels, odds and predictions; every function returns a string or a plain object. */
import { wholeArg } from '../../core/args.js';
import { MAX_SEED } from '../../core/rng.js';
import { twoDecimals } from '../../report/format.js';
import { MAX_DISTANCE, type DuelEvent, type DuelOdds, type DuelOutcome } from '../duel.js';
import { aimOf, armourOf, type MobState } from '../mob.js';
import type { NightSoilParams } from '../params.js';
import type { ExchangePrediction } from '../predict.js';
import { textTable } from '../../report/textTable.js';
import { duelOddsResult } from '../duelOddsResult.js';

/** A mob's stats as JSON: current and max energy, current and max skills, multipliers, reach, rates, gear and scrolls. */
export function mobJson(f: MobState): Record<string, unknown> {
  return {
    name: f.name,
    life: f.life,
    maxLife: f.maxLife,
    strength: f.strength,
    maxStrength: f.maxStrength,
    iq: f.iq,
    maxIq: f.maxIq,
    aim: aimOf(f),
    maxAim: f.maxAim,
    armour: armourOf(f),
    maxArmour: f.maxArmour,
    offence: f.offence,
    defence: f.defence,
    reach: f.reach,
    swingRate: f.swingRate,
    moveRate: f.moveRate,
    scrolls: f.scrolls.map((s, i) => ({ name: s.name, effect: s.effect, iq: s.iq, left: f.scrollsLeft[i] ?? 0 })),
    effects: f.effects.map((e) => ({
      kind: e.kind,
      scroll: e.scroll,
      start: e.start,
      rounds: e.rounds,
      amount: e.amount,
    })),
  };
}

/** The scrolls a mob still carries, as "spark×2, ward×1", or "" when none. */
export function mobScrollsText(f: MobState): string {
  return f.scrolls
    .map((s, i) => ({ s, n: f.scrollsLeft[i] ?? 0 }))
    .filter((x) => x.n > 0)
    .map((x) => `${x.s.name}×${x.n}`)
    .join(', ');
}

/** One line of stats. */
export function mobLine(label: string, f: MobState): string {
  const scrolls = mobScrollsText(f);
  const reach = f.reach > 1 ? `, reach ${f.reach}` : '';
  return `${label} ${f.name}: life ${twoDecimals(f.life)}/${twoDecimals(f.maxLife)}, strength ${twoDecimals(f.strength)}/${twoDecimals(f.maxStrength)}, iq ${twoDecimals(f.iq)}/${twoDecimals(f.maxIq)}, aim ${twoDecimals(aimOf(f))} (max ${twoDecimals(f.maxAim)}), armour ${twoDecimals(armourOf(f))} (max ${twoDecimals(f.maxArmour)}), offence ${twoDecimals(f.offence)}, defence ${twoDecimals(f.defence)}${reach}, ${f.swingRate} swing${f.swingRate === 1 ? '' : 's'}/round${scrolls ? `, scrolls ${scrolls}` : ''}`;
}

function eventRow(e: DuelEvent, names: [string, string]): string[] {
  const what = (() => {
    switch (e.action) {
      case 'cast':
        return `cast ${e.scroll ?? ''}`;
      case 'prepare':
        return `prepare ${e.scroll ?? ''}`;
      case 'lost':
        return `${e.scroll ?? ''} goes off out of range`;
      case 'interrupted':
        return 'preparation broken';
      case 'poison':
        return `poisoned (${e.scroll ?? ''})`;
      case 'ends':
        return `${e.effect ?? ''} ends`;
      default:
        return e.action;
    }
  })();
  const result =
    e.success === undefined ? '' : e.action === 'cast' ? (e.success ? 'works' : 'fizzles') : e.success ? 'hit' : 'miss';
  const damage =
    e.damage === undefined
      ? ''
      : `${twoDecimals(e.damage)}${e.absorbed ? ` (+${twoDecimals(e.absorbed)} warded)` : ''}`;
  return [
    String(e.round),
    e.time,
    names[e.actor],
    what,
    e.p === undefined ? '' : e.p.toFixed(3),
    result,
    e.spent === undefined ? '' : twoDecimals(e.spent),
    damage,
    String(e.distance),
    twoDecimals(e.life[0]),
    twoDecimals(e.life[1]),
  ];
}

/** How a duel ended, in words. */
export function duelEndSentence(o: DuelOutcome): string {
  const n = [o.final[0].name, o.final[1].name];
  const w = o.winner === null ? '' : n[o.winner];
  const l = o.winner === null ? '' : n[1 - o.winner];
  const when = `in round ${o.rounds} (${o.strikes} strikes)`;
  switch (o.end) {
    case 'kill':
      return `${w} kills ${l} ${when}.`;
    case 'flee':
      return `${l} flees; ${w} holds the field ${when}.`;
    case 'stalemate':
      return `Stalemate ${when}: neither side can do damage any more.`;
    default:
      return `No result after ${o.rounds} rounds (${o.strikes} strikes).`;
  }
}

/** "adjacent" or "5 cells apart". */
export function distanceText(distance: number): string {
  return distance === 1 ? 'starting adjacent' : `starting ${distance} cells apart`;
}

/** The seed (when there is one) and the distance of a report, checked as the duel that made it checks them. */
function reportArgs(fn: string, distance: number, ...seed: [number] | []): void {
  if (seed.length > 0) wholeArg(fn, 'seed', seed[0], 0, MAX_SEED);
  wholeArg(fn, 'distance', distance, 1, MAX_DISTANCE);
}

/**
 * One duel as `fray nightsoil duel` prints it: the seed, both mobs, the turn-by-turn log, how it ended and the final
 * numbers.
 *
 * @param seed - the seed the duel was fought with, for the first line
 * @param start - both mobs as they started
 * @param distance - cells apart at the start, as the duel was fought
 * @throws RangeError `duelText: distance must be a whole number from 1 to 100, got 0` (and the like for the seed)
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duel, duelText, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const text = duelText(5, start, duel(start[0], start[1], DEFAULT_PARAMS, createRng(5)), 1);
 * console.log(text.split('\n')[0]);
 * //> Night Soil duel, seed 5, starting adjacent
 * ```
 * @category Reports
 */
export function duelText(seed: number, start: [MobState, MobState], o: DuelOutcome, distance: number): string {
  reportArgs('duelText', distance, seed);
  const names: [string, string] = [start[0].name, start[1].name];
  const table = textTable(
    [
      'round',
      'time',
      'actor',
      'action',
      'p',
      'result',
      'spent',
      'damage',
      'cells',
      `life ${names[0]}`,
      `life ${names[1]}`,
    ],
    o.log.map((e) => eventRow(e, names)),
    ['r', 'r', 'l', 'l', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
  );
  return [
    `Night Soil duel, seed ${seed}, ${distanceText(distance)}`,
    mobLine('A', start[0]),
    mobLine('B', start[1]),
    '',
    table,
    duelEndSentence(o),
    '',
    'After the duel:',
    mobLine('A', o.final[0]),
    mobLine('B', o.final[1]),
  ].join('\n');
}

/**
 * One duel as the JSON document `fray nightsoil duel --json` prints.
 *
 * @throws RangeError as `duelText`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duel, duelJson, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const doc = duelJson(5, DEFAULT_PARAMS, start, duel(start[0], start[1], DEFAULT_PARAMS, createRng(5)), 1) as Record<string, unknown>;
 * console.log(Object.keys(doc).join(','));
 * //> seed,params,distance,start,outcome,log,final
 * ```
 * @category Reports
 */
export function duelJson(
  seed: number,
  params: NightSoilParams,
  start: [MobState, MobState],
  o: DuelOutcome,
  distance: number,
): unknown {
  reportArgs('duelJson', distance, seed);
  return {
    seed,
    params,
    distance,
    start: start.map(mobJson),
    outcome: {
      winner: o.winner === null ? null : start[o.winner].name,
      end: o.end,
      rounds: o.rounds,
      strikes: o.strikes,
      distance: o.distance,
    },
    log: o.log.map((e) => ({ ...e, actor: start[e.actor].name })),
    final: o.final.map(mobJson),
  };
}

/**
 * The odds of `duelOdds` as `fray nightsoil duel --runs` prints them: each ending's count, share and 95% interval, then
 * each side's wins.
 *
 * @throws RangeError as `duelText`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duelOdds, duelOddsText, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const text = duelOddsText(5, start, duelOdds(start[0], start[1], DEFAULT_PARAMS, createRng(5), { runs: 200 }), 1);
 * console.log(text.split('\n').length > 3);
 * //> true
 * ```
 * @category Reports
 */
export function duelOddsText(seed: number, start: [MobState, MobState], odds: DuelOdds, distance: number): string {
  reportArgs('duelOddsText', distance, seed);
  const names: [string, string] = [start[0].name, start[1].name];
  const result = duelOddsResult(odds, names);
  const rows = result.outcomes.map((r) => {
    const [lo, hi] = r.interval95;
    return [
      r.outcome,
      r.count,
      `${((100 * r.count) / odds.runs).toFixed(1)}%`,
      `${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%`,
    ];
  });
  return [
    `Night Soil duel odds over ${odds.runs} fights, seed ${seed}, ${distanceText(distance)}`,
    mobLine('A', start[0]),
    mobLine('B', start[1]),
    '',
    textTable(['outcome', 'fights', 'share', '95% interval'], rows, ['l', 'r', 'r', 'r']),
    `${names[0]} wins ${((100 * result.winCounts[0]) / odds.runs).toFixed(1)}%, ${names[1]} wins ${((100 * result.winCounts[1]) / odds.runs).toFixed(1)}%; a fight lasts ${odds.meanRounds.toFixed(2)} rounds and ${odds.meanStrikes.toFixed(2)} strikes on average.`,
  ].join('\n');
}

/**
 * The odds of `duelOdds` as the JSON document `fray nightsoil duel --runs --json` prints.
 *
 * @throws RangeError as `duelText`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, duelOdds, duelOddsJson, fighterOf, parseMob } from 'fray/nightsoil';
 * import { createRng } from 'fray/core';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const doc = duelOddsJson(5, DEFAULT_PARAMS, start, duelOdds(start[0], start[1], DEFAULT_PARAMS, createRng(5), { runs: 200 }), 1) as Record<string, unknown>;
 * console.log(Object.keys(doc).join(','));
 * //> seed,params,distance,runs,start,outcomes,wins,meanRounds,meanStrikes
 * ```
 * @category Reports
 */
export function duelOddsJson(
  seed: number,
  params: NightSoilParams,
  start: [MobState, MobState],
  odds: DuelOdds,
  distance: number,
): unknown {
  reportArgs('duelOddsJson', distance, seed);
  const names: [string, string] = [start[0].name, start[1].name];
  const result = duelOddsResult(odds, names);
  return {
    seed,
    params,
    distance,
    runs: odds.runs,
    start: start.map(mobJson),
    outcomes: result.outcomes,
    wins: { [names[0]]: result.wins[0], [names[1]]: result.wins[1] },
    meanRounds: odds.meanRounds,
    meanStrikes: odds.meanStrikes,
  };
}

/**
 * The exact one-exchange prediction (`predictExchange`) as text: both sides' life distributions with bars, like an
 * attack preview.
 *
 * @throws RangeError `predictText: distance must be a whole number from 1 to 100, got 0`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, fighterOf, parseMob, predictExchange, predictText, turnOrder } from 'fray/nightsoil';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const pr = predictExchange(start[0], start[1], DEFAULT_PARAMS, turnOrder);
 * if (pr) console.log(predictText(start, pr, 1).split('\n')[0]);
 * //> Night Soil exchange prediction: one round, starting adjacent, orc strikes up to 2×, rat up to 2× (exact, 14 branches)
 * ```
 * @category Reports
 */
export function predictText(start: [MobState, MobState], pr: ExchangePrediction, distance: number): string {
  reportArgs('predictText', distance);
  const side = (i: 0 | 1): string => {
    const rows = pr.life[i].map((o) => [
      twoDecimals(o.life),
      `${(100 * o.probability).toFixed(2)}%`,
      '#'.repeat(Math.round(o.probability * 40)),
    ]);
    return [
      `${i === 0 ? 'A' : 'B'} ${start[i].name}: dies ${(100 * pr.deathChance[i]).toFixed(2)}%, flees ${(100 * pr.fleeChance[i]).toFixed(2)}%`,
      textTable(['life', 'chance', ''], rows, ['r', 'r', 'l']),
    ].join('\n');
  };
  return [
    `Night Soil exchange prediction: one round, ${distanceText(distance)}, ${start[0].name} strikes up to ${start[0].swingRate}×, ${start[1].name} up to ${start[1].swingRate}× (exact, ${pr.branches} branches)`,
    mobLine('A', start[0]),
    mobLine('B', start[1]),
    '',
    side(1),
    side(0),
  ].join('\n');
}

/**
 * The exact one-exchange prediction as the JSON document `fray nightsoil duel --predict --json` prints.
 *
 * @throws RangeError as `predictText`
 * @example
 * ```ts
 * import { DEFAULT_PARAMS, fighterOf, parseMob, predictExchange, predictJson, turnOrder } from 'fray/nightsoil';
 *
 * const mob = (doc: unknown) => { const r = parseMob(doc); if (!r.ok) throw new Error(r.problem.message); return fighterOf(r.value); };
 * const start = [mob({ name: 'orc', maxLife: 30, maxStrength: 80, maxAim: 12, maxArmour: 10 }), mob({ name: 'rat', maxLife: 6, maxStrength: 20, maxAim: 8, maxArmour: 2 })] as [ReturnType<typeof mob>, ReturnType<typeof mob>];
 * const pr = predictExchange(start[0], start[1], DEFAULT_PARAMS, turnOrder);
 * if (pr) console.log(Object.keys(predictJson(DEFAULT_PARAMS, start, pr, 1) as object).join(','));
 * //> params,distance,start,defender,attacker,branches
 * ```
 * @category Reports
 */
export function predictJson(
  params: NightSoilParams,
  start: [MobState, MobState],
  pr: ExchangePrediction,
  distance: number,
): unknown {
  reportArgs('predictJson', distance);
  return {
    params,
    distance,
    start: start.map(mobJson),
    defender: { name: start[1].name, life: pr.life[1], deathChance: pr.deathChance[1], fleeChance: pr.fleeChance[1] },
    attacker: { name: start[0].name, life: pr.life[0], deathChance: pr.deathChance[0], fleeChance: pr.fleeChance[0] },
    branches: pr.branches,
  };
}
