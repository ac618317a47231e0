/** Renderers for `fray skirmish`: a fight's log, the odds over many fights, and their JSON forms. */
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
 * One fight: each attack on a line (round, time within the round, roll, luck), then who stands.
 * @category Reports
 */
export function skirmishFightText(sk: Skirmish, o: SkirmishOutcome, seed: number): string {
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
 * The odds over many fights as a table.
 * @category Reports
 */
export function skirmishOddsText(odds: SkirmishOdds, seed: number): string {
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
 * One fight as JSON.
 * @category Reports
 */
export function skirmishFightJson(sk: Skirmish, o: SkirmishOutcome, seed: number): unknown {
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
 * The odds as JSON.
 * @category Reports
 */
export function skirmishOddsJson(odds: SkirmishOdds, seed: number): unknown {
  return { seed, ...odds };
}
