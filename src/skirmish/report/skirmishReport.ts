/** Renderers for `fray skirmish`: a fight's log, the odds over many fights, and their JSON forms. */
import { wholeArg } from '../../core/args.js';
import { MAX_SEED } from '../../core/rng.js';
import { formatMicros } from '../../core/decimal.js';
import { fractionText } from '../../core/timeline/fraction.js';
import { roundSlots, type TimelineSlot } from '../../core/timeline/timeline.js';
import type { Skirmish } from '../model.js';
import type { SkirmishOdds } from '../odds.js';
import { skirmishRoster, type AttackEvent, type FighterRef, type SkirmishOutcome } from '../rules.js';
import { textTable } from '../../report/textTable.js';

/** Hit points shown to two decimals (they are held exactly in millionths). */
function hp(micros: number): string {
  return formatMicros(Math.round(micros / 10_000) * 10_000);
}

function who(sk: Skirmish, f: FighterRef): string {
  return `${sk.sides[f.side].fighters[f.index]?.name ?? '?'} (${sk.sides[f.side].team})`;
}

function outcomeLine(sk: Skirmish, o: SkirmishOutcome): string {
  return o.winner === null
    ? `draw: neither side fell within ${sk.maxRounds} rounds`
    : `${sk.sides[o.winner].team} wins in round ${o.rounds}`;
}

/**
 * One fight as `fray skirmish` prints it: each attack on a line (round, time in the round, roll, luck), then who
 * stands.
 *
 * @param seed - the seed the fight was fought with, for the first line
 * @throws RangeError `skirmishFightText: seed must be a whole number from 0 to 4294967295, got -1`
 * @example
 * ```ts
 * import { fightSkirmish, parseSkirmish, skirmishFightText } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(skirmishFightText(sk, fightSkirmish(sk, createRng(1)), 1).split('\n')[0]);
 * //> skirmish: Party v Goblins; seed 1
 * ```
 * @category Reports
 */
export function skirmishFightText(sk: Skirmish, o: SkirmishOutcome, seed: number): string {
  wholeArg('skirmishFightText', 'seed', seed, 0, MAX_SEED);
  const slots = roundSlots(skirmishRoster(sk));
  const lines = o.events.map((e) => {
    const s = slots[e.slot] as TimelineSlot;
    const roll =
      e.roll === null
        ? `no roll (${e.chance}% + luck ${e.luckBefore} <= 0)`
        : `roll ${e.roll} vs ${e.chance}%${e.luckBefore !== undefined ? ` + luck ${e.luckBefore}` : ''}`;
    const luck = e.luckBefore !== undefined && e.luckAfter !== e.luckBefore ? `, luck -> ${e.luckAfter}` : '';
    const result = e.hit
      ? `hit for ${hp(e.damageMicros)}, ${hp(e.targetHpMicros)} HP left${e.targetHpMicros === 0 ? ' - falls' : ''}`
      : 'miss';
    return `r${e.round + 1} @${fractionText(s.k, s.rate)}  ${who(sk, e.actor)} -> ${who(sk, e.target)}: ${roll}${luck}; ${result}`;
  });
  const standing = sk.sides.flatMap((side, si) =>
    side.fighters.map((f, fi) => [side.team, f.name, hp(o.final.hp[si]?.[fi] ?? 0), formatMicros(f.hpMicros)]),
  );
  return [
    `skirmish: ${sk.sides[0].team} v ${sk.sides[1].team}; seed ${seed}`,
    '',
    ...lines,
    '',
    textTable(['team', 'name', 'HP left', 'HP'], standing, ['l', 'l', 'r', 'r']).trimEnd(),
    `luck at the end: ${sk.sides.map((s, i) => `${s.team} ${s.luck ? o.final.luck[i]?.luck : 'off'}`).join(', ')}`,
    outcomeLine(sk, o),
    '',
  ].join('\n');
}

/**
 * The odds as `fray skirmish --runs` prints them: a table of each side's wins, rate and interval.
 *
 * @throws RangeError as `skirmishFightText`
 * @example
 * ```ts
 * import { parseSkirmish, skirmishOdds, skirmishOddsText } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(skirmishOddsText(skirmishOdds(sk, 500, createRng(1)), 1));
 * //> skirmish odds over 500 fights; seed 1
 * //>
 * //> side     wins  win rate   95% interval
 * //> -------  ----  --------  -------------
 * //> Party     323     64.6%  60.3% - 68.7%
 * //> Goblins   177     35.4%  31.3% - 39.7%
 * //> draw        0      0.0%
 * //> mean length: 2.86 rounds
 * //>
 * ```
 * @category Reports
 */
export function skirmishOddsText(odds: SkirmishOdds, seed: number): string {
  wholeArg('skirmishOddsText', 'seed', seed, 0, MAX_SEED);
  const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
  const rows = odds.sides.map((s) => [s.team, s.wins, pct(s.rate), `${pct(s.lo)} - ${pct(s.hi)}`]);
  rows.push(['draw', odds.draws, pct(odds.runs ? odds.draws / odds.runs : 0), '']);
  return `skirmish odds over ${odds.runs} fights; seed ${seed}\n\n${textTable(['side', 'wins', 'win rate', '95% interval'], rows, ['l', 'r', 'r', 'r'])}mean length: ${odds.meanRounds.toFixed(2)} rounds\n`;
}

function eventJson(e: AttackEvent): unknown {
  const { damageMicros, targetHpMicros, ...rest } = e;
  return { ...rest, damage: damageMicros / 1e6, targetHp: targetHpMicros / 1e6 };
}

/**
 * One fight as the JSON document `fray skirmish --json` prints.
 *
 * @throws RangeError as `skirmishFightText`
 * @example
 * ```ts
 * import { fightSkirmish, parseSkirmish, skirmishFightJson } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(Object.keys(skirmishFightJson(sk, fightSkirmish(sk, createRng(1)), 1) as object).join(','));
 * //> seed,runs,winner,rounds,events,final
 * ```
 * @category Reports
 */
export function skirmishFightJson(sk: Skirmish, o: SkirmishOutcome, seed: number): unknown {
  wholeArg('skirmishFightJson', 'seed', seed, 0, MAX_SEED);
  return {
    seed,
    runs: 1,
    winner: o.winner === null ? null : sk.sides[o.winner].team,
    rounds: o.rounds,
    events: o.events.map(eventJson),
    final: sk.sides.map((s, si) => ({
      team: s.team,
      luck: s.luck ? (o.final.luck[si]?.luck ?? 0) : null,
      hp: s.fighters.map((f, fi) => ({ name: f.name, hp: (o.final.hp[si]?.[fi] ?? 0) / 1e6 })),
    })),
  };
}

/**
 * The odds as the JSON document `fray skirmish --runs --json` prints.
 *
 * @throws RangeError as `skirmishFightText`
 * @example
 * ```ts
 * import { parseSkirmish, skirmishOdds, skirmishOddsJson } from 'fray/skirmish';
 * import { createRng } from 'fray/core';
 *
 * const parsed = parseSkirmish({ sides: [{ team: 'Party', player: true, luck: true, combatants: [{ name: 'Knight', rate: 3, hp: 50, damage: 12, defence: 10, hit: 65 }] }, { team: 'Goblins', combatants: [{ name: 'Goblin A', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }, { name: 'Goblin B', rate: 4, hp: 26, damage: 9, defence: 4, hit: 60 }] }] });
 * if (!parsed.ok) throw new Error(parsed.problem.message);
 * const sk = parsed.value;
 * console.log(Object.keys(skirmishOddsJson(skirmishOdds(sk, 500, createRng(1)), 1) as object).join(','));
 * //> seed,runs,sides,draws,meanRounds
 * ```
 * @category Reports
 */
export function skirmishOddsJson(odds: SkirmishOdds, seed: number): unknown {
  wholeArg('skirmishOddsJson', 'seed', seed, 0, MAX_SEED);
  return { seed, ...odds };
}
