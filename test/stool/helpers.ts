/** Shared helpers for the game's tests: a seeded game with monsters and things put where a test needs them. */
import type { MobState } from '../../src/nightsoil/mob.js';
import type { Command } from '../../src/stool/rules/commands.js';
import type { GameEvent } from '../../src/stool/rules/events.js';
import { DIR_OFFSETS } from '../../src/stool/level/grid.js';
import type { Direction } from '../../src/core/direction.js';
import { newGame } from '../../src/stool/rules/newGame.js';
import type { GameState, Monster, Thing } from '../../src/stool/rules/state.js';
import { gameRng, playCommand, stepGame } from '../../src/stool/rules/stepGame.js';
import { botCommand } from '../../src/stool/autopilot/bot.js';

/** A new game of seed 1 (the player in the middle of the first room, every neighbouring cell floor). */
export function fresh(seed = 1): GameState {
  return newGame(seed);
}

/** The first monster of `build` on the player's level. */
export function firstOf(s: GameState, build: string): Monster {
  const m = s.monsters.find((o) => o.level === s.depth && o.build === build && o.fighter.life > 0);
  if (m === undefined) throw new Error(`no ${build} on level ${s.depth}`);
  return m;
}

/** A copy of `s` with monster `id` awake next to the player in direction `dir`, its fighter changed by `over`. */
export function beside(s: GameState, id: number, dir: Direction, over: Partial<MobState> = {}): GameState {
  const c = structuredClone(s);
  const m = c.monsters[id] as Monster;
  const [dx, dy] = DIR_OFFSETS[dir];
  m.x = c.player.x + dx;
  m.y = c.player.y + dy;
  m.awake = true;
  Object.assign(m.fighter, over);
  return c;
}

/** A copy of `s` with the player's fighter changed by `over`. */
export function withPlayer(s: GameState, over: Partial<MobState>): GameState {
  const c = structuredClone(s);
  Object.assign(c.player.fighter, over);
  return c;
}

/** A copy of `s` with `thing` lying on the player's cell. */
export function lying(s: GameState, thing: Thing): GameState {
  const c = structuredClone(s);
  const l = c.levels[c.depth];
  if (l === undefined) throw new Error('no level');
  l.items.push({ x: c.player.x, y: c.player.y, thing });
  return c;
}

/** Plays commands one after the other with the state's own stream; returns the last state and every event. */
export function play(s: GameState, commands: readonly Command[]): { state: GameState; events: GameEvent[] } {
  const rng = gameRng(s);
  let state = s;
  const events: GameEvent[] = [];
  for (const c of commands) {
    const r = stepGame(state, c, rng);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The events of one kind. */
export function ofKind<K extends GameEvent['type']>(
  events: readonly GameEvent[],
  kind: K,
): Extract<GameEvent, { type: K }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: K }> => e.type === kind);
}

/** The bot's first `n` commands of game `seed`, and the state they lead to. */
export function botGame(seed: number, n: number): { commands: Command[]; state: GameState } {
  let state = newGame(seed);
  const commands: Command[] = [];
  for (let i = 0; i < n && state.over === null; i++) {
    const c = botCommand(state);
    commands.push(c);
    state = playCommand(state, c).state;
  }
  return { commands, state };
}
