/**
 * One duel, logged step by step (`fray nightsoil duel A B --seed S`): who stepped, waited, swung or cast, with what
 * chance and result, and both lives after each. It shows what an exchange is made of, which the exact prediction
 * above sums up.
 */
import { createRng } from '../../../../../src/core/index.js';
import { duel, duelText, turnOrder, type MobState, type NightSoilParams } from '../../../../../src/nightsoil/index.js';
import { h } from '../../../../src/dom.js';

/** The duel's settings. */
export interface DuelInput {
  distance: number;
  maxRounds: number;
  params: NightSoilParams;
  seed: number;
}

/** The log of one duel from `start` with `v.seed`, folded open at its first rounds. */
export function duelLog(start: [MobState, MobState], v: DuelInput): HTMLElement[] {
  const o = duel(start[0], start[1], v.params, createRng(v.seed), {
    maxRounds: v.maxRounds,
    schedule: turnOrder,
    distance: v.distance,
    log: true,
  });
  const text = duelText(v.seed, start, o, v.distance);
  return [
    h(
      'p',
      {},
      `One duel with seed ${v.seed}: ${o.winner === null ? 'no winner' : `${start[o.winner].name} wins`} after ${o.rounds} rounds and ${o.strikes} strikes.`,
    ),
    h(
      'pre',
      { class: 'out scroll duel-log', tabindex: '0', 'aria-label': `The log of one duel, seed ${v.seed}` },
      text,
    ),
  ];
}
