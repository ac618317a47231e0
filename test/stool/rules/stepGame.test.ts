import { describe, expect, it } from 'vitest';
import { DEFAULT_PARAMS } from '../../../src/nightsoil/params.js';
import { aimOf, armourOf, refit } from '../../../src/nightsoil/mob.js';
import { hitChance } from '../../../src/nightsoil/sigmoid.js';
import { PLAYER } from '../../../src/stool/rules/clocks.js';
import { foodNamed } from '../../../src/stool/content/food.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { scrollNamed } from '../../../src/stool/content/scrolls.js';
import { STAIRS } from '../../../src/stool/level/grid.js';
import { PACK_SIZE } from '../../../src/stool/rules/playerTurn.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { gameRng, playCommand, stepGame } from '../../../src/stool/rules/stepGame.js';
import { createRng } from '../../../src/core/rng.js';
import { beside, firstOf, fresh, lying, ofKind, play, withPlayer } from '../helpers.js';

const RATION = { kind: 'food', name: 'ration', food: foodNamed('ration').food, rotsAt: null } as const;

/** A state with monster `build` awake next to the player (east), sturdy enough not to die by accident. */
function facing(build: string, over: Parameters<typeof beside>[3] = {}, s: GameState = fresh()): GameState {
  return beside(s, firstOf(s, build).id, 'E', { life: 1000, maxLife: 1000, ...over });
}

describe('the stream', () => {
  it("refuses any stream but the state's own, as a programmer's error", () => {
    const s = fresh();
    expect(() => stepGame(s, { kind: 'wait' }, createRng(12345))).toThrow(RangeError);
    const own = stepGame(s, { kind: 'wait' }, gameRng(s));
    // The stream a step leaves is the one the next step takes.
    expect(() => stepGame(own.state, { kind: 'wait' }, gameRng(own.state))).not.toThrow();
  });
});

describe('moving', () => {
  it('steps one cell on a step turn, explores, and leaves the given state untouched', () => {
    const s = fresh();
    const before = JSON.stringify(s);
    const r = playCommand(s, { kind: 'move', dir: 'E' });
    expect(JSON.stringify(s)).toBe(before);
    expect([r.state.player.x, r.state.player.y]).toEqual([s.player.x + 1, s.player.y]);
    expect(r.state.turns).toBe(1);
    expect(r.state.now).not.toEqual(s.now);
  });

  it("takes three steps a round at the player's move rate of 3: the game stands at the same slot one round later", () => {
    const s = fresh();
    const r = play(s, [
      { kind: 'move', dir: 'E' },
      { kind: 'move', dir: 'W' },
      { kind: 'move', dir: 'E' },
    ]);
    expect(r.state.now).toEqual({ round: s.now.round + 1, slot: s.now.slot });
  });

  it('refuses to walk into a wall: the same state, no time, nothing drawn', () => {
    let s = fresh();
    for (let i = 0; i < 30; i++) s = playCommand(s, { kind: 'move', dir: 'N' }).state;
    const r = playCommand(s, { kind: 'move', dir: 'N' });
    expect(r.state).toBe(s);
    expect(r.events).toEqual([{ type: 'cannot', reason: 'There is a wall in the way.' }]);
  });
});

describe('attacking', () => {
  it('walking into a monster swings at it with the sigmoid chance of aim against armour, spending strength', () => {
    const s = facing('rat');
    const rat = firstOf(s, 'rat');
    const r = playCommand(s, { kind: 'move', dir: 'E' });
    const mine = ofKind(r.events, 'swing').filter((e) => e.by === PLAYER);
    expect(mine).toHaveLength(1);
    const sw = mine[0]!;
    expect(sw.at).toBe(rat.id);
    expect(sw.p).toBeCloseTo(hitChance(aimOf(s.player.fighter), armourOf(rat.fighter), DEFAULT_PARAMS).p, 12);
    expect(r.state.player.x).toBe(s.player.x);
    expect(r.state.player.fighter.strength).toBeCloseTo(s.player.fighter.strength * (1 - DEFAULT_PARAMS.C * sw.p), 9);
    expect(r.state.monsters[rat.id]!.fighter.life).toBeCloseTo(1000 - sw.damage, 9);
  });

  it('a kill leaves a corpse that rots, and counts', () => {
    const s = facing('rat', { life: 0.01, maxLife: 5 }, withPlayer(fresh(), { maxAim: 1000, gearAim: 1000 }));
    const rat = firstOf(s, 'rat');
    let r = playCommand(s, { kind: 'move', dir: 'E' });
    for (let i = 0; i < 10 && ofKind(r.events, 'killed').length === 0; i++)
      r = playCommand(r.state, { kind: 'fire', target: rat.id });
    expect(ofKind(r.events, 'killed')).toEqual([{ type: 'killed', who: rat.id, by: PLAYER }]);
    expect(r.state.kills).toBe(1);
    const corpse = r.state.levels[0]!.items.find(
      (t) => t.x === s.player.x + 1 && t.y === s.player.y && t.thing.kind === 'food',
    );
    expect(corpse?.thing).toMatchObject({ kind: 'food', name: 'rat corpse', food: { life: 2.5, strength: 5, iq: 0 } });
  });

  it("a fast rat really does act twice: four swings a round against the player's two", () => {
    const s = facing('rat');
    const rat = firstOf(s, 'rat');
    const r = play(
      s,
      Array.from({ length: 20 }, () => ({ kind: 'fire', target: rat.id }) as const),
    );
    const mine = ofKind(r.events, 'swing').filter((e) => e.by === PLAYER).length;
    const its = ofKind(r.events, 'swing').filter((e) => e.by === rat.id).length;
    expect(mine).toBe(20);
    expect(Math.abs(its - 2 * mine)).toBeLessThanOrEqual(2);
  });

  it('fire reaches as far as the weapon: a dagger only next door, a sling three cells', () => {
    const base = fresh();
    const rat = firstOf(base, 'rat');
    const far = structuredClone(beside(base, rat.id, 'E', { life: 1000, maxLife: 1000 }));
    far.monsters[rat.id]!.x += 1;
    const refused = playCommand(far, { kind: 'fire', target: rat.id });
    expect(refused.events).toEqual([{ type: 'cannot', reason: 'The rat is 2 cells away; your reach is 1.' }]);
    const slung = play(lying(far, { kind: 'gear', item: gearNamed('sling') }), [{ kind: 'pickUp' }]).state;
    const armed = play(slung, [{ kind: 'wear', index: slung.player.pack.length - 1 }]).state;
    expect(armed.player.fighter.reach).toBe(3);
    const shot = playCommand(armed, { kind: 'fire', target: rat.id });
    expect(ofKind(shot.events, 'swing').filter((e) => e.by === PLAYER)).toHaveLength(1);
  });

  it('a spent player squeezes past a monster instead of swinging', () => {
    const s = facing('rat', {}, withPlayer(fresh(), { strength: 0.5 }));
    const rat = firstOf(s, 'rat');
    const r = playCommand(s, { kind: 'move', dir: 'E' });
    expect(ofKind(r.events, 'squeezed')).toEqual([{ type: 'squeezed', who: rat.id }]);
    expect(r.state.player.x).toBe(s.player.x + 1);
    expect(r.state.monsters[rat.id]!.x).toBe(s.player.x);
  });
});

describe('eating', () => {
  it('recharges from the pack, life first, and uses the food up', () => {
    const s = withPlayer(fresh(), { life: 10 });
    const r = playCommand(s, { kind: 'eat', from: 'pack', index: 0 });
    const ate = ofKind(r.events, 'ate')[0]!;
    expect(ate.name).toBe('ration');
    expect(ate.meal.life.recharge).toBe(10);
    expect(ate.meal.strength.recharge).toBe(0);
    expect(r.state.player.fighter.life).toBe(20);
    expect(r.state.player.pack).toHaveLength(s.player.pack.length - 1);
  });

  it('eats what lies underfoot, which is then gone', () => {
    const s = lying(withPlayer(fresh(), { strength: 20 }), {
      kind: 'food',
      name: 'rat corpse',
      food: { life: 2.5, strength: 5, iq: 0 },
      rotsAt: 40,
    });
    const r = playCommand(s, { kind: 'eat', from: 'floor', index: 0 });
    expect(r.state.player.fighter.strength).toBe(25);
    expect(r.state.levels[0]!.items.some((t) => t.thing.kind === 'food' && t.thing.name === 'rat corpse')).toBe(false);
  });

  it('refuses food that is not there', () => {
    const s = fresh();
    expect(playCommand(s, { kind: 'eat', from: 'pack', index: 9 }).events).toEqual([
      { type: 'cannot', reason: 'You have no such food.' },
    ]);
    expect(playCommand(s, { kind: 'eat', from: 'floor', index: 0 }).events).toEqual([
      { type: 'cannot', reason: 'There is no such food here.' },
    ]);
  });

  it('corpses rot away at their round', () => {
    const s = lying(fresh(), { kind: 'food', name: 'rat corpse', food: { life: 2.5, strength: 5, iq: 0 }, rotsAt: 1 });
    const r = play(
      s,
      Array.from({ length: 6 }, () => ({ kind: 'wait' }) as const),
    );
    expect(ofKind(r.events, 'rotted')).toEqual([{ type: 'rotted', name: 'rat corpse', inPack: false }]);
    expect(r.state.levels[0]!.items.some((t) => t.thing.kind === 'food' && t.thing.name === 'rat corpse')).toBe(false);
  });
});

describe('reading', () => {
  it('a bolt at a monster in view and range: the iq is paid and the scroll used up', () => {
    const s = facing('rat');
    const rat = firstOf(s, 'rat');
    const r = playCommand(s, { kind: 'read', scroll: 0, target: rat.id });
    const cast = ofKind(r.events, 'cast')[0]!;
    expect(cast).toMatchObject({ by: PLAYER, at: rat.id, scroll: 'firebolt', effect: 'bolt', iqSpent: 5 });
    expect(r.state.player.fighter.iq).toBe(s.player.fighter.iq - 5);
    expect(r.state.player.fighter.scrollsLeft[0]).toBe(1);
    expect(r.state.monsters[rat.id]!.fighter.life).toBe(cast.success ? 995 : 1000);
  });

  it('a bolt needs a target in view', () => {
    expect(playCommand(fresh(), { kind: 'read', scroll: 0 }).events).toEqual([
      { type: 'cannot', reason: 'The firebolt scroll needs a monster in view to read it at.' },
    ]);
  });

  it('a bolt or a strike at a monster out of sight names it (the target stepped out), and one at the dead says so', () => {
    const s = fresh();
    const rat = firstOf(s, 'rat');
    expect(playCommand(s, { kind: 'read', scroll: 0, target: rat.id }).events).toEqual([
      { type: 'cannot', reason: 'The rat is out of sight: firebolt not read.' },
    ]);
    expect(playCommand(s, { kind: 'fire', target: rat.id }).events).toEqual([
      { type: 'cannot', reason: 'The rat is out of sight.' },
    ]);
    const dead = structuredClone(s);
    dead.monsters[rat.id]!.fighter.life = 0;
    expect(playCommand(dead, { kind: 'fire', target: rat.id }).events).toEqual([
      { type: 'cannot', reason: 'The rat is dead.' },
    ]);
    expect(playCommand(s, { kind: 'fire', target: 9999 }).events).toEqual([
      { type: 'cannot', reason: 'There is nothing there to strike at.' },
    ]);
  });

  it('a ward read on oneself absorbs blows', () => {
    const s = play(
      lying(withPlayer(fresh(), { iq: 1000, maxIq: 1000 }), { kind: 'scroll', scroll: scrollNamed('ward', 1) }),
      [{ kind: 'pickUp' }],
    ).state;
    const i = s.player.fighter.scrolls.findIndex((x) => x.name === 'ward');
    expect(s.player.fighter.scrollsLeft[i]).toBe(1);
    const r = playCommand(s, { kind: 'read', scroll: i });
    expect(ofKind(r.events, 'cast')[0]).toMatchObject({ effect: 'ward', success: true });
    expect(r.state.player.fighter.effects.map((e) => e.kind)).toEqual(['ward']);
  });

  it('a prepared spell goes off a round later, in the same command, when nothing breaks it', () => {
    let s = play(
      lying(withPlayer(fresh(), { iq: 1000, maxIq: 1000 }), { kind: 'scroll', scroll: scrollNamed('meteor', 1) }),
      [{ kind: 'pickUp' }],
    ).state;
    s = facing('rat', { strength: 0 }, s);
    const rat = firstOf(s, 'rat');
    const i = s.player.fighter.scrolls.findIndex((x) => x.name === 'meteor');
    const r = playCommand(s, { kind: 'read', scroll: i, target: rat.id });
    expect(r.events.map((e) => e.type).filter((k) => k === 'prepare' || k === 'cast')).toEqual(['prepare', 'cast']);
    expect(r.state.now.round).toBeGreaterThanOrEqual(s.now.round + 1);
    expect(r.state.player.fighter.preparing).toBeNull();
    expect(r.state.player.fighter.scrollsLeft[i]).toBe(0);
  });

  it('a blow breaks a preparation: the time is lost, the scroll and the iq kept', () => {
    let s = play(lying(fresh(), { kind: 'scroll', scroll: scrollNamed('meteor', 1) }), [{ kind: 'pickUp' }]).state;
    s = facing('rat', { strength: 100, maxStrength: 100, maxAim: 1000, gearAim: 1000 }, s);
    const rat = firstOf(s, 'rat');
    const i = s.player.fighter.scrolls.findIndex((x) => x.name === 'meteor');
    const r = playCommand(s, { kind: 'read', scroll: i, target: rat.id });
    expect(ofKind(r.events, 'interrupted')).toEqual([{ type: 'interrupted', who: PLAYER }]);
    expect(ofKind(r.events, 'cast')).toEqual([]);
    expect(r.state.player.fighter.scrollsLeft[i]).toBe(1);
    expect(r.state.player.fighter.iq).toBe(s.player.fighter.iq);
  });
});

describe('equipment', () => {
  it('wielding from the pack refits the fighter and puts the old weapon in the pack', () => {
    const s = play(lying(fresh(), { kind: 'gear', item: gearNamed('short sword') }), [{ kind: 'pickUp' }]).state;
    const r = playCommand(s, { kind: 'wear', index: s.player.pack.length - 1 });
    expect(r.state.player.loadout.weapon?.name).toBe('short sword');
    expect(r.state.player.fighter.offence).toBeCloseTo(1.7, 12);
    expect(r.state.player.pack.some((t) => t.kind === 'gear' && t.item.name === 'dagger')).toBe(true);
    expect(ofKind(r.events, 'wore')[0]).toMatchObject({ item: { name: 'short sword' }, removed: [{ name: 'dagger' }] });
  });

  it('a two-handed weapon takes the shield off too', () => {
    let s = play(
      lying(lying(fresh(), { kind: 'gear', item: gearNamed('buckler') }), { kind: 'gear', item: gearNamed('longbow') }),
      [{ kind: 'pickUp' }],
    ).state;
    s = playCommand(s, {
      kind: 'wear',
      index: s.player.pack.findIndex((t) => t.kind === 'gear' && t.item.name === 'buckler'),
    }).state;
    expect(s.player.loadout.shield?.name).toBe('buckler');
    const r = playCommand(s, {
      kind: 'wear',
      index: s.player.pack.findIndex((t) => t.kind === 'gear' && t.item.name === 'longbow'),
    });
    expect(r.state.player.loadout.shield).toBeUndefined();
    expect(r.state.player.fighter.reach).toBe(5);
    expect(
      ofKind(r.events, 'wore')[0]!
        .removed.map((i) => i.name)
        .sort(),
    ).toEqual(['buckler', 'dagger']);
  });

  it('taking off and dropping', () => {
    const s = fresh();
    const off = playCommand(s, { kind: 'remove', slot: 'body' });
    expect(off.state.player.loadout.body).toBeUndefined();
    expect(off.state.player.fighter.defence).toBe(1);
    expect(off.state.player.fighter.gearArmour).toBe(0);
    const i = off.state.player.pack.findIndex((t) => t.kind === 'gear');
    const dropped = playCommand(off.state, { kind: 'drop', index: i });
    expect(
      dropped.state.levels[0]!.items.filter((t) => t.x === s.player.x && t.y === s.player.y).map((t) => t.thing),
    ).toEqual([{ kind: 'gear', item: gearNamed('leather armour') }]);
    expect(playCommand(s, { kind: 'remove', slot: 'feet' }).events).toEqual([
      { type: 'cannot', reason: 'You wear nothing there.' },
    ]);
  });
});

describe('picking up', () => {
  it('scrolls join the stacks; food goes in the pack until it is full', () => {
    const s = lying(lying(fresh(), { kind: 'scroll', scroll: scrollNamed('firebolt', 2) }), RATION);
    const r = playCommand(s, { kind: 'pickUp' });
    expect(r.state.player.fighter.scrollsLeft[0]).toBe(4);
    expect(r.state.player.pack).toHaveLength(s.player.pack.length + 1);
    const full = structuredClone(s);
    while (full.player.pack.length < PACK_SIZE) full.player.pack.push(RATION);
    const r2 = playCommand(full, { kind: 'pickUp' });
    expect(ofKind(r2.events, 'packFull')).toHaveLength(1);
    expect(r2.state.levels[0]!.items.filter((t) => t.x === s.player.x && t.y === s.player.y)).toHaveLength(1);
  });

  it('refuses when nothing lies here', () => {
    expect(playCommand(fresh(), { kind: 'pickUp' }).events).toEqual([
      { type: 'cannot', reason: 'There is nothing here to pick up.' },
    ]);
  });
});

describe('the stairs, death and the stool', () => {
  it("descending from the stairs puts the player at the next level's arrival", () => {
    const s = structuredClone(fresh());
    const y = s.levels[0]!.tiles.findIndex((r) => r.includes(STAIRS));
    s.player.x = s.levels[0]!.tiles[y]!.indexOf(STAIRS);
    s.player.y = y;
    const r = playCommand(s, { kind: 'descend' });
    expect(r.state.depth).toBe(1);
    expect({ x: r.state.player.x, y: r.state.player.y }).toEqual(s.levels[1]!.arrival);
    expect(r.state.levels[1]!.explored.join('')).toContain('1');
    expect(ofKind(r.events, 'descended')).toEqual([{ type: 'descended', depth: 1 }]);
    expect(playCommand(fresh(), { kind: 'descend' }).events).toEqual([
      { type: 'cannot', reason: 'There are no stairs down here.' },
    ]);
  });

  it("ascending from a level's up stairs puts the player on the stairs down above, where its monsters still are", () => {
    const s = structuredClone(fresh());
    const y = s.levels[0]!.tiles.findIndex((r) => r.includes(STAIRS));
    const stairs = { x: s.levels[0]!.tiles[y]!.indexOf(STAIRS), y };
    Object.assign(s.player, stairs);
    const down = playCommand(s, { kind: 'descend' }).state;
    const rat = firstOf(s, 'rat');
    // A rat of the level above waits on the stairs: it makes room.
    Object.assign(down.monsters[rat.id]!, stairs);
    const up = playCommand(down, { kind: 'ascend' });
    expect(up.state.depth).toBe(0);
    expect({ x: up.state.player.x, y: up.state.player.y }).toEqual(stairs);
    expect(ofKind(up.events, 'ascended')).toEqual([{ type: 'ascended', depth: 0 }]);
    const moved = up.state.monsters[rat.id]!;
    expect(Math.max(Math.abs(moved.x - stairs.x), Math.abs(moved.y - stairs.y))).toBeGreaterThanOrEqual(1);
    expect(playCommand(fresh(), { kind: 'ascend' }).events).toEqual([
      { type: 'cannot', reason: 'There are no stairs up here.' },
    ]);
    expect(playCommand(up.state, { kind: 'ascend' }).events).toEqual([
      { type: 'cannot', reason: 'There are no stairs up here.' },
    ]);
  });

  it('dying ends the game; nothing more can be done', () => {
    const s = facing(
      'rat',
      { strength: 1000, maxStrength: 1000, maxAim: 1000, gearAim: 1000 },
      withPlayer(fresh(), { life: 0.1 }),
    );
    let r = playCommand(s, { kind: 'wait' });
    for (let i = 0; i < 10 && r.state.over === null; i++) r = playCommand(r.state, { kind: 'wait' });
    expect(r.state.over).toMatchObject({ result: 'dead', by: 'rat' });
    expect(ofKind(r.events, 'died')).toEqual([{ type: 'died', by: 'rat' }]);
    expect(r.state.player.fighter.life).toBe(0);
    const after = playCommand(r.state, { kind: 'wait' });
    expect(after.state).toBe(r.state);
    expect(after.events).toEqual([{ type: 'cannot', reason: 'The game is over.' }]);
  });

  it('lifting the golden stool wins', () => {
    const r = playCommand(lying(fresh(), { kind: 'stool' }), { kind: 'pickUp' });
    expect(r.state.over).toMatchObject({ result: 'won' });
    expect(r.events.map((e) => e.type)).toEqual(['pickedUp', 'won']);
  });
});

describe('monsters act by the Night Soil moods', () => {
  it('a sleeping monster out of sight stays put; one that has noticed the player closes in', () => {
    const s = fresh();
    const rat = firstOf(s, 'rat');
    const asleep = play(s, [{ kind: 'wait' }, { kind: 'wait' }]).state;
    expect([asleep.monsters[rat.id]!.x, asleep.monsters[rat.id]!.y]).toEqual([rat.x, rat.y]);
    const woken = structuredClone(s);
    woken.monsters[rat.id]!.awake = true;
    const d0 = Math.max(Math.abs(rat.x - s.player.x), Math.abs(rat.y - s.player.y));
    const after = play(woken, [{ kind: 'wait' }, { kind: 'wait' }]).state.monsters[rat.id]!;
    expect(Math.max(Math.abs(after.x - s.player.x), Math.abs(after.y - s.player.y))).toBeLessThan(d0);
  });

  it('a goblin with a sling steps back from a player who can only strike next door, and shoots', () => {
    // Without firebolts: a scroll that reaches 5 cells would outreach the sling, and the goblin would stand its ground.
    const base = withPlayer(fresh(), { scrollsLeft: [0] });
    const s = beside(base, firstOf(base, 'goblin').id, 'E');
    const g = firstOf(s, 'goblin');
    const r = play(s, [{ kind: 'wait' }, { kind: 'wait' }, { kind: 'wait' }]);
    const m = r.state.monsters[g.id]!;
    expect(Math.max(Math.abs(m.x - s.player.x), Math.abs(m.y - s.player.y))).toBeGreaterThan(1);
    expect(ofKind(r.events, 'swing').some((e) => e.by === g.id)).toBe(true);
  });
});

describe('shooting roots you', () => {
  it('after a shot from afar the next step turn passes (the game stands next at a swing turn); after a blow next door it does not', () => {
    const s = structuredClone(fresh());
    s.player.loadout = { ...s.player.loadout, weapon: gearNamed('sling') };
    refit(s.player.fighter, s.player.loadout);
    const rat = firstOf(s, 'rat');
    /** The rat asleep (so it does nothing meanwhile) `cells` east of the player; the sling fired at it. */
    const shootAt = (cells: number): GameState => {
      const g = beside(s, rat.id, 'E', { life: 1000, maxLife: 1000 });
      g.monsters[rat.id]!.x += cells - 1;
      g.monsters[rat.id]!.awake = false;
      const r = playCommand(g, { kind: 'fire', target: rat.id });
      expect(ofKind(r.events, 'swing')).toHaveLength(1);
      return r.state;
    };
    const at = (g: GameState): number => g.now.round * 1000 + g.now.slot;
    const near = shootAt(1);
    const far = shootAt(2);
    expect(at(far)).toBeGreaterThan(at(near));
    // Where the far shot's game stands is a swing turn: a swing given there is done without waiting.
    const swung = playCommand(far, { kind: 'fire', target: rat.id });
    expect(ofKind(swung.events, 'swing')[0]).toBeDefined();
    expect(far.steadying).toEqual([]);
  });
});
