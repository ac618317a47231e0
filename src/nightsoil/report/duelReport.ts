/** Text and JSON views of duels, odds and predictions; every function returns a string or a plain object. */
import { twoDecimals } from '../../report/format.js';
import type { DuelEvent, DuelOdds, DuelOutcome } from '../duel.js';
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

/**
 * The whole text of one duel: seed, both mobs, the turn-by-turn log, the end and the final stats.
 * @category Reports
 */
export function duelText(seed: number, start: [MobState, MobState], o: DuelOutcome, distance: number): string {
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
 * One duel as a JSON document.
 * @category Reports
 */
export function duelJson(
  seed: number,
  params: NightSoilParams,
  start: [MobState, MobState],
  o: DuelOutcome,
  distance: number,
): unknown {
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
 * Odds over many duels as text: each outcome's count, share and 95% interval, then the win totals.
 * @category Reports
 */
export function duelOddsText(seed: number, start: [MobState, MobState], odds: DuelOdds, distance: number): string {
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
 * Odds as a JSON document.
 * @category Reports
 */
export function duelOddsJson(
  seed: number,
  params: NightSoilParams,
  start: [MobState, MobState],
  odds: DuelOdds,
  distance: number,
): unknown {
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
 * The exact one-exchange prediction as text: both sides' life distributions with bars, like an attack preview.
 * @category Reports
 */
export function predictText(start: [MobState, MobState], pr: ExchangePrediction, distance: number): string {
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
 * The prediction as a JSON document.
 * @category Reports
 */
export function predictJson(
  params: NightSoilParams,
  start: [MobState, MobState],
  pr: ExchangePrediction,
  distance: number,
): unknown {
  return {
    params,
    distance,
    start: start.map(mobJson),
    defender: { name: start[1].name, life: pr.life[1], deathChance: pr.deathChance[1], fleeChance: pr.fleeChance[1] },
    attacker: { name: start[0].name, life: pr.life[0], deathChance: pr.deathChance[0], fleeChance: pr.fleeChance[0] },
    branches: pr.branches,
  };
}
