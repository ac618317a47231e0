/** Each fighter's numbers as data (the JSON report) and as a log line. */
import { formatMicros, microsToNumber } from '../core/decimal.js';
import type { Fighter, Team } from './model.js';
import { teamStats, type FighterStats } from './stats.js';

/**
 * A fighter's numbers for the JSON report; chances as clipped fractions, "" for no bodyguard target or link.
 * @category Reports
 */
export interface FighterJson {
  /** The fighter's name. */
  name: string;
  /** Its HP. */
  hp: number;
  /** XP + BonusXP. */
  totalXP: number;
  /** Each offense die's chance, clipped to [0.05, 0.99]. */
  toHit: number;
  /** Each defense die's chance, clipped to [0, 0.9]. */
  toDefend: number;
  /** Dice from experience. */
  baseDice: number;
  /** Dice rolled to hit. */
  offenseDice: number;
  /** Dice rolled to block. */
  defenseDice: number;
  /** Attacks a round. */
  aoe: number;
  /** The teammate it guards, by name, or "". */
  bodyguardFor: string;
  /** The teammate it is linked to, by name, or "". */
  linkedTo: string;
}

function refName(team: Team, i: number): string {
  return i >= 0 ? team.fighters[i]!.name : '';
}

/** The living fighters of a team (HP > 0) with their numbers after `round` rounds, as JSON data. */
export function teamJson(team: Team, hp: readonly number[], round: number): FighterJson[] {
  const stats = teamStats(team, hp, round);
  const out: FighterJson[] = [];
  team.fighters.forEach((f, i) => {
    if (hp[i]! <= 0) return;
    const s = stats[i]!;
    out.push({
      name: f.name,
      hp: hp[i]!,
      totalXP: microsToNumber(f.totalXpMicros),
      toHit: microsToNumber(s.toHit),
      toDefend: microsToNumber(s.toDefend),
      baseDice: s.baseDice,
      offenseDice: s.offenseDice,
      defenseDice: s.defenseDice,
      aoe: f.aoe,
      bodyguardFor: refName(team, f.bodyguardFor),
      linkedTo: refName(team, f.linkedTo),
    });
  });
  return out;
}

/** A chance in millionths as a percentage: 570000 -> "57%", 575000 -> "57.5%". */
export function percent(micros: number): string {
  return `${formatMicros(micros * 100)}%`;
}

/** One log line with a fighter's numbers. */
export function fighterLine(team: Team, f: Fighter, hp: number, s: FighterStats): string {
  const guard = f.bodyguardFor >= 0 ? refName(team, f.bodyguardFor) : '<no one>';
  const link = f.linkedTo >= 0 ? refName(team, f.linkedTo) : '<no one>';
  return (
    `${f.name}:\tHP(${hp}), TotXP(${formatMicros(f.totalXpMicros)}), ToHit(${percent(s.toHit)}), ToDef(${percent(s.toDefend)}), ` +
    `Off.Dice(${s.offenseDice}), Def.Dice(${s.defenseDice}), AOE(${f.aoe}), Bodyguarding: ${guard}, Linked to: ${link}`
  );
}
