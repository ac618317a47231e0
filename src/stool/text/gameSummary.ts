/**
 * A finished (or running) game summed up for its end screen, its morgue file and the high scores: where it ended, how
 * long it took, what was killed, how far each maximum grew, what was worn and carried, and a score. Derived from the
 * state alone, so a replay sums up alike.
 */
import { SLOTS } from '../../nightsoil/equipment.js';
import { armourOf, aimOf } from '../../nightsoil/mob.js';
import { num } from './eventText.js';
import type { GameState } from '../rules/state.js';
import { killerPhrase, thingPhrase } from './thingName.js';
import { listText } from './listText.js';

/**
 * One maximum's growth: its name, at the start and now.
 * @category Words
 */
export interface Growth {
  /** Which maximum: max life, strength or iq, or the aim or armour skill. */
  readonly stat: 'life' | 'strength' | 'iq' | 'aim' | 'armour';
  /** Its value when the game began. */
  readonly start: number;
  /** Its value now. */
  readonly now: number;
}

/**
 * See the file comment.
 * @category Words
 */
export interface GameSummary {
  /** The game's seed, from 0 to 2^32 − 1. */
  readonly seed: number;
  /** Won, dead, or still being played. */
  readonly result: 'won' | 'dead' | 'playing';
  /** The killer's phrase ("an orc"), when dead. */
  readonly by?: string;
  /** Level reached, counted from 1. */
  readonly level: number;
  /** Levels in the game. */
  readonly levels: number;
  /** Rounds played on the turn-rate timeline. */
  readonly rounds: number;
  /** Commands that took time. */
  readonly commands: number;
  /** Monsters killed. */
  readonly kills: number;
  /** What took the most of the player's life over the game, and how much ("the orc", 31.2), if anything did. */
  readonly mostHarm?: { readonly by: string; readonly life: number };
  /** Kills by build, most first: [["rat", 4], ["goblin", 2]]. */
  readonly killed: readonly (readonly [build: string, count: number])[];
  /** Each maximum at the start and now, in the order life, strength, iq, aim, armour. */
  readonly growth: readonly Growth[];
  /** What is worn and wielded, as "slot: name". */
  readonly worn: readonly string[];
  /** The pack and the scroll stacks, as phrases. */
  readonly carried: readonly string[];
  /** The score (`scoreOf`): 250 a level below the first, 25 a kill, 10 a point grown, 2000 for the stool less a point a round past 200; 0 or more. */
  readonly score: number;
}

/**
 * The score: 250 a level reached below the first, 25 a kill, 10 a point of maxima grown, and 2000 for the stool, less
 * a round's point for every round past 200 (never below 0). Depth and the stool dominate, as in most roguelikes;
 * growth and kills rank games that ended alike; a quick win beats a slow one.
 */
export function scoreOf(s: GameState): number {
  const grown = growthOf(s).reduce((t, g) => t + Math.max(0, g.now - g.start), 0);
  const won = s.over?.result === 'won' ? 2000 - Math.max(0, s.now.round - 200) : 0;
  return Math.max(0, Math.round(250 * s.depth + 25 * s.kills + 10 * grown + Math.max(0, won)));
}

/** The five maxima, at the start and now. */
export function growthOf(s: GameState): Growth[] {
  const f = s.player.fighter;
  return [
    { stat: 'life', start: s.start.life, now: f.maxLife },
    { stat: 'strength', start: s.start.strength, now: f.maxStrength },
    { stat: 'iq', start: s.start.iq, now: f.maxIq },
    { stat: 'aim', start: s.start.aim, now: f.maxAim },
    { stat: 'armour', start: s.start.armour, now: f.maxArmour },
  ];
}

/**
 * The figures of a game, as its end screen and morgue file show them: score, depth, kills, how far each maximum grew.
 *
 * @example
 * ```ts
 * import { newGame, summaryOf } from 'fray/stool';
 *
 * console.log(Object.keys(summaryOf(newGame(3))).join(','));
 * //> seed,result,level,levels,rounds,commands,kills,killed,growth,worn,carried,score
 * ```
 * @category Words
 */
export function summaryOf(s: GameState): GameSummary {
  const counts = new Map<string, number>();
  // Every monster dead is the player's doing: monsters only ever harm the player.
  for (const m of s.monsters) if (m.fighter.life <= 0) counts.set(m.build, (counts.get(m.build) ?? 0) + 1);
  const killed = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const p = s.player;
  const worn = SLOTS.flatMap((slot) => {
    const it = p.loadout[slot];
    return it === undefined ? [] : [`${slot}: ${it.name}`];
  });
  // Like things are counted once: "a leather cap (x2)".
  const counts2 = new Map<string, number>();
  for (const t of p.pack) counts2.set(thingPhrase(t, 1, s), (counts2.get(thingPhrase(t, 1, s)) ?? 0) + 1);
  const carried = [
    ...[...counts2].map(([phrase, n]) => (n > 1 ? `${phrase} (x${n})` : phrase)),
    ...p.fighter.scrolls.flatMap((sc, i) => {
      const n = p.fighter.scrollsLeft[i] ?? 0;
      return n > 0 ? [thingPhrase({ kind: 'scroll', scroll: { ...sc, count: n } }, 1, s)] : [];
    }),
  ];
  return {
    seed: s.seed,
    result: s.over?.result ?? 'playing',
    ...(s.over?.result === 'dead' ? { by: killerPhrase(s.over.by) } : {}),
    ...mostHarmOf(s),
    level: s.depth + 1,
    levels: s.levels.length,
    rounds: s.now.round,
    commands: s.turns,
    kills: s.kills,
    killed,
    growth: growthOf(s),
    worn,
    carried,
    score: scoreOf(s),
  };
}

/** "life +4.0, aim +1.2" for the maxima that grew, or "nothing grew". */
export function growthText(growth: readonly Growth[]): string {
  const grew = growth.filter((g) => g.now - g.start >= 0.05).map((g) => `${g.stat} +${num(g.now - g.start)}`);
  return grew.length > 0 ? listText(grew) : 'no maximum grew';
}

/** "4 rats, 2 goblins and an orc", or "nothing". */
export function killedText(killed: GameSummary['killed']): string {
  if (killed.length === 0) return 'nothing';
  return listText(killed.map(([b, n]) => (n === 1 ? killerPhrase(b) : `${n} ${b}s`)));
}

/** The one-line headline of a summary: "Killed by an orc on level 3 of 4 in round 212." */
export function headline(sum: GameSummary): string {
  const where = `on level ${sum.level} of ${sum.levels} in round ${sum.rounds}`;
  if (sum.result === 'won') return `Lifted the Golden Stool ${where}.`;
  if (sum.result === 'dead') return `Killed by ${sum.by ?? 'something'} ${where}.`;
  return `Still playing ${where}.`;
}

/** The player's current aim and armour, for the record (what the gear gives within the skill maxima). */
export function fightingTrim(s: GameState): string {
  const f = s.player.fighter;
  return `aim ${num(aimOf(f))}/${num(f.maxAim)}, armour ${num(armourOf(f))}/${num(f.maxArmour)}, life ${num(f.life)}/${num(f.maxLife)}`;
}

/** The source that took the most life from the player (ties: the first by name), as the summary's `mostHarm`. */
function mostHarmOf(s: GameState): Pick<GameSummary, 'mostHarm'> {
  const top = Object.entries(s.harm)
    .filter(([, life]) => life > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  if (top === undefined) return {};
  const [by, life] = top;
  return { mostHarm: { by: by === 'your own spell' ? by : `the ${by}s`, life } };
}

/** "Most damage: the orcs (31.2 life of it, over the game)." — or '' when nothing hurt the player. */
export function mostHarmText(sum: GameSummary): string {
  return sum.mostHarm === undefined ? '' : `Most damage: ${sum.mostHarm.by} (${num(sum.mostHarm.life)} life in all).`;
}
