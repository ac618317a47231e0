/** A match told in words, turn by turn, built from its events (the log of `fray summoner match --log` and `replay`). */
import type { Mark } from '../api.js';
import type { DemonSnapshot, SummonerEvent } from '../rules/events.js';
import type { Cell } from '../rules/grid.js';
import type { MatchResult } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import type { MatchStep } from '../match/runMatch.js';
import { stepCalls } from '../match/stepCalls.js';

/**
 * What the log needs: the players' names and the steps.
 * @category Reports
 */
export interface LogSource {
  /** The two players, seat 0 first: their names head the log's lines. */
  players: readonly [{ name: string }, { name: string }];
  /** The match's steps, setup first. */
  steps: readonly MatchStep[];
}

const cell = (c: Cell) => `(${c.x},${c.y})`;

/** The one-line ending of a match: who won, how, and when. */
export function describeResult(result: MatchResult, names: readonly [string, string], turn: number): string {
  const how = {
    wipeout: `by wiping out ${names[result.winner === 0 ? 1 : 0]}`,
    'mutual-wipeout': 'on kills, both sides wiped out',
    'turn-limit': 'on kills at the turn limit',
    forfeit: `by forfeit${result.detail ? ` (${result.detail})` : ''}`,
  }[result.reason];
  if (result.winner === null) {
    if (result.reason === 'forfeit') return `draw: both forfeited (${result.detail ?? ''})`;
    return result.reason === 'turn-limit'
      ? `draw at the turn limit (turn ${turn}), equal kills`
      : `draw on turn ${turn}: both sides wiped out with equal kills`;
  }
  return `${names[result.winner]} wins ${how}${result.reason === 'forfeit' ? '' : ` on turn ${turn}`}`;
}

/**
 * A match's log as text, one line per event, indented under its turn and phase: what `fray summoner replay` prints.
 *
 * @example
 * ```ts
 * import { DEFAULT_RULES, botPortOf, matchLog, runMatch, type Summoner } from 'fray/summoner';
 *
 * const walker: Summoner = {
 *   setup: () => ({ demons: [{ capacity: 'eat', attack: 3, life: 1 }, { capacity: 'eat', attack: 2, life: 2 }] }),
 *   enhance: () => [],
 *   battle: (v) => v.mine.map((d) => ({ demon: d.id, action: v.foes.some((f) => f.id === v.board[d.y]?.[d.x + 1]) ? 'attack' : 'move', dir: 'E' })),
 * };
 * const idle: Summoner = { setup: () => ({ demons: [{ capacity: 'heal', life: 4 }] }), enhance: () => [], battle: () => [] };
 * const record = await runMatch([botPortOf(walker), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 11 });
 * console.log(matchLog({ players: [{ name: 'walker' }, { name: 'idle' }], steps: record.steps }).split('\n').slice(0, 3).join('\n'));
 * //> Setup
 * //>     walker summons #1 at (4,2): eat, life 1 attack 3 defense 0 range 0, hp 3
 * //>     walker summons #2 at (4,4): eat, life 2 attack 2 defense 0 range 0, hp 4
 * ```
 * @category Reports
 */
export function matchLog(src: LogSource): string {
  const names = [src.players[0].name, src.players[1].name] as const;
  const owner = new Map<number, Side>();
  const who = (id: number) => {
    const s = owner.get(id);
    return s === undefined ? `#${id}` : `${names[s]}#${id}`;
  };
  const stats = (d: DemonSnapshot) =>
    `${d.capacity}, life ${d.life} attack ${d.attack} defense ${d.defense} range ${d.range}, hp ${d.hp}${d.name ? `, "${d.name}"` : ''}`;
  const out: string[] = [];
  const calls = stepCalls(src.steps);
  for (const [i, { input, events, logs, marks }] of src.steps.entries()) {
    // A forfeit is told under the call it answered (the bot's last failed call), with that call's header.
    const call = calls[i];
    if (call?.phase === 'setup') out.push('Setup');
    else if (call !== undefined) out.push(`  ${names[call.seat]} ${call.phase === 'enhance' ? 'enhances' : 'battles'}`);
    // The bot's own words and marks come first, under the call that made them (a turn header may end the events).
    for (const seat of [0, 1] as const)
      for (const text of logs?.[seat] ?? []) out.push(`    ${names[seat]} logs: ${text}`);
    if (input.type !== 'setup') for (const m of marks ?? []) out.push(`    ${names[input.seat]} marks ${markText(m)}`);
    for (const e of events) {
      if (e.type === 'summoned') owner.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') owner.set(e.clone.id, e.clone.owner);
      // A turn's header closes the step that began it, and opens the turn's own lines.
      if (e.type === 'turnStart')
        out.push(
          `Turn ${e.turn}: +${e.gained} points each; in hand ${names[0]} ${e.points[0]}, ${names[1]} ${e.points[1]}`,
        );
      else out.push(`    ${line(e, who, stats, names)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** A debug mark in words, in absolute cells. */
export function markText(m: Mark): string {
  const colour = m.color === undefined ? '' : ` (${m.color})`;
  if (m.type === 'dot') return `a dot at (${m.x},${m.y})${colour}`;
  if (m.type === 'line') return `a line (${m.from[0]},${m.from[1]}) → (${m.to[0]},${m.to[1]})${colour}`;
  return `#${m.demon} "${m.text}"${colour}`;
}

function line(
  e: SummonerEvent,
  who: (id: number) => string,
  stats: (d: DemonSnapshot) => string,
  names: readonly [string, string],
): string {
  switch (e.type) {
    case 'summoned':
      return `${names[e.demon.owner]} summons #${e.demon.id} at ${cell(e.demon)}: ${stats(e.demon)}`;
    case 'forfeit':
      return `${names[e.seat]} forfeits: ${e.reason}`;
    case 'fault':
      return `FAULT: ${names[e.seat]} gives no orders this ${e.phase} phase: ${e.reason}`;
    case 'rejected':
      return `order ${e.index} refused: ${e.reason}`;
    case 'turnStart':
      return `turn ${e.turn}`;
    case 'raised':
      return `${who(e.demon)} ${e.stat} +${e.amount} → ${e.value}`;
    case 'cloned':
      return `${who(e.demon)} cloned for ${e.cost} points into #${e.clone.id} at ${cell(e.clone)}: ${stats(e.clone)}`;
    case 'renamed':
      return `${who(e.demon)} renamed "${e.name}"`;
    case 'moved':
      return `${who(e.demon)} moves ${cell(e.from)} → ${cell(e.to)}`;
    case 'blocked':
      return `${who(e.demon)} cannot move ${cell(e.from)} → ${cell(e.to)} (${e.reason === 'contested' ? 'another demon stepped there too' : e.reason === 'ring' ? 'a ring of moves' : 'the cell is taken'})`;
    case 'attack':
    case 'eat':
      return `${who(e.demon)} ${e.type === 'attack' ? 'attacks' : 'eats'} ${cell(e.at)}: ${e.target === null ? 'nobody there' : `${who(e.target)} takes ${e.damage}`}`;
    case 'explode':
      return `${who(e.demon)} explodes at ${cell(e.at)}, radius ${e.radius}: ${hits(e.hits, who)}`;
    case 'heal':
      return `${who(e.demon)} heals ${e.amount} within ${e.radius}: ${e.targets.length === 0 ? 'no ally in reach' : e.targets.map(who).join(', ')}`;
    case 'cross':
      return `${who(e.demon)} crosses the ${e.pattern} from ${cell(e.at)}, reach ${e.reach}: ${hits(e.hits, who)}`;
    case 'hp':
      return `${who(e.demon)} hp ${e.from} → ${e.to}`;
    case 'died':
      return `${who(e.demon)} ${e.cause === 'exploded' ? 'is gone in its explosion' : 'dies'}${e.creditedTo === null ? '' : ` (a kill for ${names[e.creditedTo]})`}`;
    case 'stole':
      return `${who(e.demon)} steals ${e.gains.length === 0 ? 'nothing' : e.gains.join(', ')} from ${who(e.victim)}`;
    case 'merged':
      return `${who(e.demon)} absorbs ${who(e.absorbed)} and keeps ${e.capacity}`;
    case 'fizzled':
      return `${who(e.demon)}'s ${e.action} fizzles: ${e.reason}`;
    case 'ended':
      return `END: ${describeResult(e.result, names, e.turn)}; kills ${e.kills[0]}–${e.kills[1]}`;
  }
}

function hits(list: readonly { demon: number; damage: number }[], who: (id: number) => string): string {
  return list.length === 0 ? 'nobody in reach' : list.map((h) => `${who(h.demon)} takes ${h.damage}`).join(', ');
}
