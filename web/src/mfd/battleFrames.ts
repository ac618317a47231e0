/**
 * A Marked for Death battle made ready to watch, round by round: from a replay (checked by the engine's parser, HP
 * from each round's own roundEnd event, numbers from the engine's teamStats and log lines), or from the start and
 * the end that `fray mfd fight --json` prints.
 */
import { ok, type Result } from '../../../src/core/result.js';
import { battleLog, endLine } from '../../../src/mfd/battleLog.js';
import type { BattleJson } from '../../../src/mfd/battleJson.js';
import type { MfdEvent } from '../../../src/mfd/events.js';
import { fighterLine, type FighterJson } from '../../../src/mfd/fighterReport.js';
import { initialState, type SideIndex, type Teams } from '../../../src/mfd/model.js';
import { parseMfdReplay, teamsOf } from '../../../src/mfd/replay.js';
import { teamStats } from '../../../src/mfd/stats.js';
import { endingOfWord } from '../../../src/mfd/winner.js';

/** A fighter as the viewer lists it. */
export interface FighterRow {
  name: string;
  /** HP at the start of the battle (the HP bar's full length). */
  startHp: number;
}

/** One frame: a round (0: the start), everyone's HP after it, and what happened in it. */
export interface BattleFrame {
  round: number;
  hp: [number[], number[]];
  events: MfdEvent[];
  /** The battle log's lines for this round. */
  log: string[];
}

/** Everything the viewer shows. */
export interface BattleFrames {
  seed: number;
  sides: [{ title: string; fighters: FighterRow[] }, { title: string; fighters: FighterRow[] }];
  frames: BattleFrame[];
  ending: string;
  /** Set when only the start and the end are known. */
  note?: string;
  /** A fighter's numbers in words at the start of a frame's round. */
  describe: (frame: number, side: SideIndex, index: number) => string;
}

/** The log's swing lines of each round: from "Round r, fight!" to "Round ends." (the engine's own wording). */
function logByRound(log: string, rounds: number): string[][] {
  const lines = log.split('\n');
  const out: string[][] = [];
  let at = 0;
  for (let r = 1; r <= rounds; r++) {
    const start = lines.indexOf(`\tRound ${r}, fight!`, at);
    const end = start < 0 ? -1 : lines.indexOf(' Round ends.  Survivors are:', start);
    if (start < 0 || end < 0) {
      out.push([]);
      continue;
    }
    out.push(
      lines
        .slice(start + 1, end)
        .map((l) => l.trim())
        .filter((l) => l !== ''),
    );
    at = end;
  }
  return out;
}

/** Frames of a replay written by `fray mfd fight --replay`. */
export function replayFrames(raw: unknown, source: string): Result<BattleFrames> {
  const parsed = parseMfdReplay(raw, source);
  if (!parsed.ok) return parsed;
  const r = parsed.value;
  const teams: Teams = teamsOf(r);
  const start = initialState(teams);
  const frames: BattleFrame[] = [{ round: 0, hp: [start.hp[0].slice(), start.hp[1].slice()], events: [], log: [] }];
  let hp: [number[], number[]] = frames[0]!.hp;
  for (const [i, events] of r.log.entries()) {
    for (const e of events) if (e.type === 'roundEnd') hp = [e.hp[0].slice(), e.hp[1].slice()];
    frames.push({ round: i + 1, hp, events, log: [] });
  }
  const result = {
    ...endingOfWord(r.winner),
    winnerName: r.winner,
    rounds: r.rounds,
    final: { round: r.rounds, hp },
    events: r.log.flat(),
    capped: r.capped,
    stalemate: r.stalemate,
  };
  const byRound = logByRound(battleLog(teams, r.seed, start, result), r.rounds);
  byRound.forEach((lines, i) => {
    const frame = frames[i + 1];
    if (frame) frame.log = lines;
  });
  const side = (s: SideIndex) => ({
    title: `${s === 0 ? 'Heroes' : 'Villains'} (${r.teams[s].file.split(/[\\/]/).pop() ?? ''})`,
    fighters: teams[s].fighters.map((f) => ({ name: f.name, startHp: f.startHp })),
  });
  return ok({
    seed: r.seed,
    sides: [side(0), side(1)],
    frames,
    ending: endLine(result),
    describe: (frame, s, index) => {
      // The numbers a fighter fights round `frame` with: from the HP and exhaustion at the round's start.
      const round = Math.max(0, frame - 1);
      const at = frames[round]?.hp ?? start.hp;
      const team = teams[s];
      const f = team.fighters[index];
      const stats = teamStats(team, at[s], round)[index];
      return f && stats ? fighterLine(team, f, at[s][index] ?? 0, stats).replace('\t', ' ') : '';
    },
  });
}

/** Two frames, the start and the end, from `fray mfd fight --json` (fighters missing at the end have fallen). */
export function jsonFrames(b: BattleJson): BattleFrames {
  const endHp = (start: readonly FighterJson[], end: readonly FighterJson[]): number[] => {
    // The end lists survivors in file order, a subsequence of the start: match names in order.
    let k = 0;
    return start.map((f) => (end[k]?.name === f.name ? (end[k++] as FighterJson).hp : 0));
  };
  const initial = [b.initial.heroes, b.initial.villains] as const;
  const finals = [b.final.heroes, b.final.villains] as const;
  const describe = (list: readonly FighterJson[], i: number): string => {
    const f = list[i];
    if (!f) return '';
    const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;
    return (
      `${f.name}: HP ${f.hp}, total XP ${f.totalXP}, ToHit ${pct(f.toHit)}, ToDefend ${pct(f.toDefend)}, offense dice ${f.offenseDice}, defense dice ${f.defenseDice}, ` +
      `AOE ${f.aoe}, bodyguarding ${f.bodyguardFor || 'no one'}, linked to ${f.linkedTo || 'no one'}`
    );
  };
  const hp0: [number[], number[]] = [initial[0].map((f) => f.hp), initial[1].map((f) => f.hp)];
  const hp1: [number[], number[]] = [endHp(initial[0], finals[0]), endHp(initial[1], finals[1])];
  const ending = {
    heroes: 'The heroes win',
    villains: 'The villains win',
    draw: 'Both sides were eliminated: a draw',
    none: 'Both sides still stand',
  }[b.winner];
  return {
    seed: b.seed,
    sides: [
      { title: 'Heroes', fighters: initial[0].map((f) => ({ name: f.name, startHp: f.hp })) },
      { title: 'Villains', fighters: initial[1].map((f) => ({ name: f.name, startHp: f.hp })) },
    ],
    frames: [
      { round: 0, hp: hp0, events: [], log: [] },
      { round: b.rounds, hp: hp1, events: [], log: [] },
    ],
    ending: `${ending} after ${b.rounds} round${b.rounds === 1 ? '' : 's'}.`,
    note: 'This file is the output of `fray mfd fight --json`: it holds only the start and the end of the battle. `fray mfd fight --replay FILE` records every round.',
    describe: (frame, s, i) => {
      const list = frame === 0 ? initial[s] : finals[s];
      const name = initial[s][i]?.name;
      const at = frame === 0 ? i : list.findIndex((f) => f.name === name);
      return at < 0 ? `${name ?? ''}: fallen` : describe(list, at);
    },
  };
}
