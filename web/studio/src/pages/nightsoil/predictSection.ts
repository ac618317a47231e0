/**
 * One exchange, exactly (`fray nightsoil duel A B --predict`): each mob's chances to die or flee, and its life after
 * the round as bars; a mob that cannot be struck in the round (kept out of reach, as an elf with a bow steps away from
 * an orc with an axe) is said to be so in words, since "18.00 at 100%" alone looks like a mistake.
 */
import {
  predictExchange,
  predictJson,
  turnOrder,
  type ExchangePrediction,
  type MobState,
  type NightSoilParams,
} from '../../../../../src/nightsoil/index.js';
import { MAX_BRANCHES } from '../../../../../src/nightsoil/predict.js';
import { h } from '../../../../src/dom.js';
import { rateBars } from '../../kit/charts/rateBars.js';
import { percent } from '../../kit/charts/percent.js';
import { jsonDetails } from '../../kit/layout.js';

/** The duel's settings the prediction needs. */
export interface ExchangeInput {
  distance: number;
  params: NightSoilParams;
}

/** Why a side's life does not move in the round, when it does not. */
function untouched(start: [MobState, MobState], pr: ExchangePrediction, i: 0 | 1): HTMLElement | null {
  const life = pr.life[i];
  if (life.length !== 1 || life[0]?.life !== start[i].life) return null;
  const other = start[i === 0 ? 1 : 0].name;
  return h(
    'p',
    { class: 'explain' },
    `${start[i].name} is never struck in this round: ${other} does not get a swing in (it is out of reach, or kept there). The log of one duel below shows the round step by step.`,
  );
}

function side(start: [MobState, MobState], pr: ExchangePrediction, i: 0 | 1): HTMLElement {
  const mob = start[i];
  const bars = pr.life[i].map((o) => ({
    label: `life ${o.life.toFixed(2)}`,
    rate: o.probability,
    tone: i === 0 ? 'tone-0' : 'tone-1',
  }));
  return h(
    'div',
    { class: 'side' },
    h(
      'p',
      {},
      h('strong', {}, `${i === 0 ? 'A' : 'B'} ${mob.name}`),
      `: dies ${percent(pr.deathChance[i], 2)}, flees ${percent(pr.fleeChance[i], 2)}`,
    ),
    untouched(start, pr, i),
    rateBars(`predict-${i}`, `${mob.name}'s life after one exchange`, bars),
  );
}

/** The prediction's parts, or why there is none (too many branches). */
export function predictParts(start: [MobState, MobState], v: ExchangeInput): HTMLElement[] {
  const pr = predictExchange(start[0], start[1], v.params, turnOrder, v.distance);
  if (pr === undefined)
    return [
      h(
        'p',
        { class: 'error' },
        `More than ${MAX_BRANCHES} branches in one exchange (swing rates ${start[0].swingRate} and ${start[1].swingRate} are too high): see the sampled odds instead.`,
      ),
    ];
  const where = v.distance === 1 ? 'starting adjacent' : `starting ${v.distance} cells apart`;
  return [
    h(
      'p',
      {},
      `One round, ${where}: ${start[0].name} strikes up to ${start[0].swingRate}\u00d7, ${start[1].name} up to ${start[1].swingRate}\u00d7 (exact, ${pr.branches} branches).`,
    ),
    h('div', { class: 'sides' }, side(start, pr, 1), side(start, pr, 0)),
    jsonDetails(
      'The result as data (as fray nightsoil duel --predict --json)',
      predictJson(v.params, start, pr, v.distance),
    ),
  ];
}
