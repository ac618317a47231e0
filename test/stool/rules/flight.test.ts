/**
 * Fights that end (docs/rules/stool.md, "Fights that end"; src/stool/rules/flight.ts): a fleeing monster runs for the
 * stairs and leaves by them, is cornered, or gives up; the stool's guards hold their ground; auto-explore and travel
 * go on past monsters that run from you. Menders and drainers (the other rules' parts) are here too.
 */
import { describe, expect, it } from 'vitest';
import { fighterOf } from '../../../src/nightsoil/mob.js';
import { monsterNamed } from '../../../src/stool/content/monsters.js';
import { FLOOR, ROCK, STAIRS } from '../../../src/stool/level/grid.js';
import { GIVE_UP_ROUNDS } from '../../../src/stool/rules/flight.js';
import { GUARD_LEASH } from '../../../src/stool/rules/monsterTurn.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { ESCAPED, type GameState, type Level, type Monster } from '../../../src/stool/rules/state.js';
import { playCommand } from '../../../src/stool/rules/stepGame.js';
import { chebyshev } from '../../../src/core/chebyshev.js';
import { keepTravelling, threatsInView, travelCommand } from '../../../src/stool/autopilot/travel.js';
import { ofKind, play } from '../helpers.js';
import type { GameEvent } from '../../../src/stool/rules/events.js';

/**
 * Seed 1 with level 1 made one room from (1, 1) to (w, h) (plus `stairs` if given), the player at `you`, every other
 * monster of the level dead, and monster 0 turned into an awake `build` at `at`, at `share` of its life.
 */
function arena(o: {
  w: number;
  h: number;
  you: { x: number; y: number };
  at: { x: number; y: number };
  build?: string;
  share?: number;
  stairs?: { x: number; y: number };
}): { s: GameState; m: Monster } {
  const s = structuredClone(newGame(1));
  const l = s.levels[0] as Level & { tiles: string[]; explored: string[] };
  l.tiles = l.tiles.map((row, y) =>
    [...row]
      .map((_, x) => {
        if (o.stairs !== undefined && x === o.stairs.x && y === o.stairs.y) return STAIRS;
        return x >= 1 && y >= 1 && x <= o.w && y <= o.h ? FLOOR : ROCK;
      })
      .join(''),
  );
  l.explored = l.tiles.map((r) => '1'.repeat(r.length));
  (l as { items: unknown[] }).items = [];
  for (const m of s.monsters) if (m.level === 0) m.fighter.life = 0;
  const m = s.monsters[0] as Monster & { build: string };
  m.build = o.build ?? 'goblin';
  m.fighter = fighterOf(monsterNamed(m.build).spec);
  m.fighter.life = m.fighter.maxLife * (o.share ?? 0.1);
  m.awake = true;
  Object.assign(m, o.at);
  Object.assign(s.player, o.you);
  return { s, m };
}

/** Waits (the player does nothing) up to `n` times, until `done`; every event on the way. */
function waitUntil(s0: GameState, n: number, done: (s: GameState) => boolean): { s: GameState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  for (let i = 0; i < n && s.over === null && !done(s); i++) {
    const r = play(s, [{ kind: 'wait' }]);
    s = r.state;
    events.push(...r.events);
  }
  return { s, events };
}

describe('fights that end', () => {
  it('a fleeing goblin runs for the stairs and leaves the dungeon by them: no corpse, no kill', () => {
    const { s } = arena({ w: 20, h: 8, you: { x: 3, y: 4 }, at: { x: 5, y: 4 }, stairs: { x: 10, y: 4 } });
    const { s: after, events } = waitUntil(s, 60, (t) => t.monsters[0]!.level === ESCAPED);
    expect(after.monsters[0]!.level).toBe(ESCAPED);
    expect(ofKind(events, 'escaped')).toEqual([{ kind: 'escaped', who: 0, up: false }]);
    expect(ofKind(events, 'killed')).toEqual([]);
    expect(after.kills).toBe(0);
    // Gone is gone: it is in no list of the level, and auto-explore no longer minds it.
    expect(threatsInView(after)).toEqual([]);
  });

  it('a fleeing monster with nowhere farther to step is cornered, turns at bay and flees no more', () => {
    const { s } = arena({ w: 10, h: 6, you: { x: 2, y: 2 }, at: { x: 1, y: 1 } });
    const { s: after, events } = waitUntil(s, 10, (t) => t.monsters[0]!.fighter.fleeBelow === 0);
    expect(ofKind(events, 'turns')).toEqual([{ kind: 'turns', who: 0, why: 'cornered' }]);
    expect(after.monsters[0]!.fighter.fleeBelow).toBe(0);
    expect(threatsInView(after).map((m) => m.id)).toEqual([0]);
  });

  it(`one that cannot get away (no stairs) gives up running after ${GIVE_UP_ROUNDS} rounds and turns on you`, () => {
    const { s } = arena({ w: 30, h: 8, you: { x: 2, y: 4 }, at: { x: 7, y: 4 } });
    const { s: after, events } = waitUntil(s, 200, (t) => t.monsters[0]!.fighter.fleeBelow === 0);
    const turned = ofKind(events, 'turns');
    expect(turned).toEqual([{ kind: 'turns', who: 0, why: 'gaveUp' }]);
    expect(after.now.round).toBeGreaterThanOrEqual(GIVE_UP_ROUNDS);
    expect(after.now.round).toBeLessThanOrEqual(GIVE_UP_ROUNDS + 2);
  });

  it('auto-explore and travel go on while every monster in view flees, and stop when one turns', () => {
    const { s } = arena({ w: 30, h: 8, you: { x: 2, y: 4 }, at: { x: 7, y: 4 } });
    const l = s.levels[0] as Level & { explored: string[] };
    l.explored = l.explored.map((r, y) => (y <= 4 ? r : '0'.repeat(r.length)));
    expect(threatsInView(s)).toEqual([]);
    const c = travelCommand(s, { kind: 'explore' });
    expect('refused' in c).toBe(false);
    // The same monster, not fleeing: a threat, and no journey starts.
    const calm = structuredClone(s);
    calm.monsters[0]!.fighter.life = calm.monsters[0]!.fighter.maxLife;
    expect(travelCommand(calm, { kind: 'explore' })).toEqual({ refused: 'Not with a monster in view.' });
    // A step after which all in view still flee goes on; once one turns at bay the journey stops.
    const one = playCommand(s, { kind: 'wait' });
    expect(threatsInView(one.state)).toEqual([]);
    expect(keepTravelling(s, { state: one.state, events: [] }, { kind: 'explore' })).toBe(true);
    const { s: turned } = waitUntil(s, 200, (t) => t.monsters[0]!.fighter.fleeBelow === 0);
    expect(keepTravelling(s, { state: turned, events: [] }, { kind: 'explore' })).toBe(false);
  });

  it("the stool's guards have the stool as their post, and never flee", () => {
    const s = newGame(7);
    const last = s.levels.length - 1;
    const guards = s.monsters.filter((m) => m.level === last && m.post !== undefined);
    expect(guards.map((m) => m.build).sort()).toEqual(['orc', 'orc', 'wizard']);
    const stool = s.levels[last]!.items.find((t) => t.thing.kind === 'stool')!;
    for (const g of guards) {
      expect(g.post).toEqual({ x: stool.x, y: stool.y });
      expect(g.fighter.fleeBelow).toBe(0);
    }
    expect(s.monsters.filter((m) => m.post !== undefined)).toHaveLength(3);
  });

  it(`a guard does not follow you more than ${GUARD_LEASH} cells from its post, wounded or not`, () => {
    const { s, m } = arena({ w: 30, h: 8, you: { x: 17, y: 4 }, at: { x: 10, y: 4 }, build: 'orc', share: 0.1 });
    m.fighter.fleeBelow = 0;
    (m as { post?: { x: number; y: number } }).post = { x: 10, y: 4 };
    let t = s;
    let farthest = 0;
    for (let i = 0; i < 30; i++) {
      t = playCommand(t, { kind: 'wait' }).state;
      farthest = Math.max(farthest, chebyshev(t.monsters[0]!, { x: 10, y: 4 }));
    }
    expect(farthest).toBe(GUARD_LEASH);
    expect(ofKind(play(t, [{ kind: 'wait' }]).events, 'flees')).toEqual([]);
  });
});

describe('menders and drainers', () => {
  it('a shaman mends a wounded ally it sees: life as a meal, its iq paid', () => {
    const { s, m } = arena({ w: 20, h: 8, you: { x: 6, y: 4 }, at: { x: 12, y: 4 }, build: 'shaman', share: 1 });
    // A wounded goblin (monster 1) beside the shaman.
    const g = s.monsters[1] as Monster & { build: string };
    g.build = 'goblin';
    g.level = 0;
    g.fighter = fighterOf(monsterNamed('goblin').spec);
    g.fighter.life = 2;
    g.fighter.fleeBelow = 0;
    g.awake = true;
    Object.assign(g, { x: 13, y: 4 });
    const iq0 = m.fighter.iq;
    const { s: after, events } = waitUntil(s, 6, (t) => t.monsters[1]!.fighter.life > 2);
    const mended = ofKind(events, 'mended');
    expect(mended.length).toBeGreaterThan(0);
    expect(mended[0]).toMatchObject({ by: 0, at: 1 });
    expect(after.monsters[0]!.fighter.iq).toBeLessThanOrEqual(iq0 - monsterNamed('shaman').mends!.iq);
    expect(after.monsters[1]!.fighter.life).toBeGreaterThan(2);
  });

  it("a vampire bat's bite drinks the player's strength, and the bat gains it", () => {
    const { s } = arena({ w: 20, h: 8, you: { x: 5, y: 4 }, at: { x: 6, y: 4 }, build: 'vampire bat', share: 1 });
    s.monsters[0]!.fighter.strength = 5;
    const { s: after, events } = waitUntil(s, 30, (t) => t.player.fighter.strength < 70 - 1);
    const drained = ofKind(events, 'drained');
    expect(drained.length).toBeGreaterThan(0);
    const bites = ofKind(events, 'swing').filter((e) => e.at === -1 && e.hit);
    const taken = drained.reduce((t, e) => t + e.amount, 0);
    expect(taken).toBeCloseTo(
      bites.reduce((t, e) => t + e.damage * monsterNamed('vampire bat').drains!, 0),
      9,
    );
    expect(after.player.fighter.strength).toBeLessThan(s.player.fighter.strength);
    // The life it took is counted against the bat, for the end screen's "most damage".
    expect(after.harm['vampire bat']).toBeCloseTo(
      bites.reduce((t, e) => t + e.damage, 0),
      9,
    );
  });
});
