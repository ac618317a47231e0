/** The JSON document of one matchup (what `fray mfd matchup --json` prints): both fighters' numbers and the damage distribution. */
import { microsToNumber } from '../../core/decimal.js';
import { SIDES, type SideName, type Teams } from '../model.js';
import type { Matchup } from '../odds/matchup.js';
import type { Side } from '../../core/side.js';

/** One fighter of a matchup in the JSON document; chances as fractions. */
export interface MatchupFighterJson {
  side: SideName;
  name: string;
  offenseDice: number;
  toHit: number;
  defenseDice: number;
  toDefend: number;
}

/** The JSON document of a matchup. */
export interface MatchupJson {
  round: number;
  attacker: MatchupFighterJson;
  defender: MatchupFighterJson & { hp: number };
  damage: { damage: number; p: number }[];
  mean: number;
  dropChance: number;
}

/** The matchup `m` of attacker `a` on side `side` against defender `d` as its JSON document. */
export function matchupJson(teams: Teams, side: Side, a: number, d: number, m: Matchup): MatchupJson {
  const other = side === 0 ? 1 : 0;
  const fighter = (s: Side, i: number, st: typeof m.attacker.stats): MatchupFighterJson => ({
    side: SIDES[s]!,
    name: teams[s].fighters[i]!.name,
    offenseDice: st.offenseDice,
    toHit: microsToNumber(st.toHit),
    defenseDice: st.defenseDice,
    toDefend: microsToNumber(st.toDefend),
  });
  return {
    round: m.round,
    attacker: fighter(side, a, m.attacker.stats),
    defender: { ...fighter(other, d, m.defender.stats), hp: m.defender.hp },
    damage: m.pmf.map((p, k) => ({ damage: k, p })),
    mean: m.mean,
    dropChance: m.dropChance,
  };
}
