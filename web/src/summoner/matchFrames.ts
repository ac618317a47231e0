/**
 * A Summoner War replay made ready to watch: parsed and re-run by the engine itself (parseReplay, rerun), giving the
 * state after every step, where each turn ends, the log's lines for each step, each side's totals per turn and the
 * faults. Nothing here decides a rule: every number comes from the engine's states and events.
 */
import { fail, ok, type Result } from '../../../src/core/result.js';
import { describeResult, matchLog } from '../../../src/summoner/report/matchLog.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';
import type { Side } from '../../../src/core/side.js';
import { parseReplay, type Replay } from '../../../src/summoner/replay/replay.js';
import { rerun } from '../../../src/summoner/replay/rerun.js';
import { initialMatch } from '../../../src/summoner/rules/stepMatch.js';
import { completedTurn } from '../../../src/summoner/replay/turnHashes.js';
import type { TimelineMark } from '../player.js';
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import { stepCalls } from '../../../src/summoner/match/stepCalls.js';

/** One side's totals at the end of a turn. */
export interface SideTotals {
  demons: number;
  hp: number;
  kills: number;
  points: number;
}

/** Everything the viewer shows, by step (a frame is the state after one step) and by turn. */
export interface MatchFrames {
  replay: Replay;
  names: [string, string];
  /** The state before any step (an empty board). */
  start: MatchState;
  /** states[i]: the state after step i. */
  states: MatchState[];
  /** events[i]: step i's events as the engine gave them again (with what a replay leaves out: a cross's cells). */
  events: SummonerEvent[][];
  /** The turn each step was played in (0 for setup). */
  turnOf: number[];
  /** turnEnds[t]: the step that completed turn t (0: setup). */
  turnEnds: number[];
  /** The match log's lines for each step, in the board's own frame (stepsInFrame gives the second seat's). */
  log: StepLines[];
  /** totals[t]: both sides' totals at the end of turn t. */
  totals: [SideTotals, SideTotals][];
  /** Faults and forfeits, for the timeline. */
  marks: TimelineMark[];
}

/** Both sides' totals in a state. */
export function totalsOf(state: MatchState): [SideTotals, SideTotals] {
  const t: [SideTotals, SideTotals] = [0, 1].map((seat) => ({
    demons: 0,
    hp: 0,
    kills: state.kills[seat as Side],
    points: state.points[seat as Side],
  })) as [SideTotals, SideTotals];
  for (const d of state.demons) {
    t[d.owner].demons++;
    t[d.owner].hp += d.hp;
  }
  return t;
}

/**
 * One step's lines of the match log, sorted for the panel beside the board: the bots' words (log lines and marks),
 * what happened (a line per event), and the line of a turn's start ("Turn 2: +6 points each; ..."), which the engine
 * gives at the end of the step that closes a turn but belongs to the turn it opens.
 */
export interface StepLines {
  notes: string[];
  happened: string[];
  opens?: string;
}

/** The match log split into each step's lines (`steps` in any frame: the log's cells are theirs). */
export function logByStep(players: Replay['players'], steps: readonly MatchStep[]): StepLines[] {
  const lines = matchLog({ players, steps }).split('\n');
  lines.pop();
  // A step's lines: its header (none for a forfeit that answers no call), the bots' log lines and marks, then one
  // line per event.
  const heads = stepCalls(steps).map((c) => (c === undefined ? 0 : 1));
  const notes = steps.map(
    (s) =>
      (s.logs?.[0].length ?? 0) + (s.logs?.[1].length ?? 0) + (s.input.type === 'setup' ? 0 : (s.marks?.length ?? 0)),
  );
  const total = steps.reduce((sum, s, i) => sum + (heads[i] ?? 0) + (notes[i] ?? 0) + s.events.length, 0);
  // Should the log ever change shape, the events are still listed, as data, rather than against the wrong step.
  if (total !== lines.length)
    return steps.map((s) => ({ notes: [], happened: s.events.map((e) => JSON.stringify(e)) }));
  let at = 0;
  return steps.map((s, i) => {
    at += heads[i] ?? 0;
    const own = lines.slice(at, (at += notes[i] ?? 0)).map((l) => l.trim());
    const out: StepLines = { notes: own, happened: [] };
    for (const e of s.events) {
      const line = (lines[at++] ?? '').trim();
      // The last step opens no turn: a turn start there (there is none today) stays where it was written.
      if (e.type === 'turnStart' && i < steps.length - 1) out.opens = line;
      else out.happened.push(line);
    }
    return out;
  });
}

/** Reads, checks and re-runs a replay; a problem if it is not one or cannot be played. */
export function matchFrames(raw: unknown, source: string): Result<MatchFrames> {
  const parsed = parseReplay(raw, source);
  if (!parsed.ok) return parsed;
  const replay = parsed.value;
  const start = initialMatch(replay.rules);
  const states: MatchState[] = [];
  const turnOf: number[] = [];
  const turnEnds: number[] = [];
  const events: SummonerEvent[][] = [];
  let prev = start;
  const run = rerun(replay, (_step, state, again) => {
    events.push(again);
    turnOf.push(prev.turn);
    const done = completedTurn(prev, state);
    if (done !== undefined) turnEnds[done] = states.length;
    states.push(state);
    prev = state;
  });
  if (!run.ok) return fail(`${source}: ${run.problem.message}`);
  if (states.length === 0) return fail(`${source}: the replay has no steps`);
  const marks: TimelineMark[] = [];
  const names: [string, string] = [replay.players[0].name, replay.players[1].name];
  replay.steps.forEach((step, i) => {
    for (const e of step.events) {
      if (e.type === 'fault')
        marks.push({
          frame: i,
          kind: e.kind === 'timeout' ? 'timeout' : 'error',
          text: `Turn ${turnOf[i]}: ${names[e.seat]}'s ${e.phase} call failed (${e.kind}): ${e.reason}`,
        });
      if (e.type === 'forfeit')
        marks.push({ frame: i, kind: 'forfeit', text: `Turn ${turnOf[i]}: ${names[e.seat]} forfeits: ${e.reason}` });
    }
  });
  const totals = turnEnds.map((i) => totalsOf(states[i] ?? start));
  return ok({
    replay,
    names,
    start,
    states,
    events,
    turnOf,
    turnEnds,
    log: logByStep(replay.players, replay.steps),
    totals,
    marks,
  });
}

/** A step's name on the timeline: the turn, who acted and how, and the result on the last step. */
export function stepLabel(f: MatchFrames, i: number): string {
  const step = f.replay.steps[i];
  const state = f.states[i];
  if (!step || !state) return '';
  const input = step.input;
  const what =
    input.type === 'setup'
      ? 'Setup: both sides summon'
      : `Turn ${f.turnOf[i]}: ${f.names[input.seat]} ${input.type === 'enhance' ? 'enhances' : input.type === 'battle' ? 'battles' : 'forfeits'}`;
  const end = state.result === null ? '' : `. ${describeResult(state.result, f.names, state.turn)}`;
  return `${what} (step ${i + 1} of ${f.states.length})${end}`;
}
