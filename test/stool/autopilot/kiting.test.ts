/** The kiting problem, measured where it is worst: an open hall, a kiter with a sling, one orc. */
import { describe, expect, it } from 'vitest';
import { refit } from '../../../src/nightsoil/mob.js';
import { botCommand } from '../../../src/stool/autopilot/bot.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { gameRng, stepGame } from '../../../src/stool/rules/stepGame.js';

/** Game `seed` with level 1 turned into one open 58 × 20 hall: the hero in the middle with a sling, an orc 3 cells east. */
function hall(seed: number): { state: GameState; orc: number } {
  const s = structuredClone(newGame(seed));
  const W = 60;
  const H = 22;
  const tiles = Array.from({ length: H }, (_, y) =>
    Array.from({ length: W }, (_, x) => (x === 0 || y === 0 || x === W - 1 || y === H - 1 ? '#' : '.')).join(''),
  );
  s.levels[0] = { ...s.levels[0]!, tiles, explored: tiles.map((r) => '1'.repeat(r.length)), items: [] };
  s.player.x = 30;
  s.player.y = 11;
  s.player.loadout = { ...s.player.loadout, weapon: gearNamed('sling') };
  refit(s.player.fighter, s.player.loadout);
  for (const m of s.monsters) if (m.level === 0) m.fighter.life = 0;
  const orc = s.monsters.find((m) => m.build === 'orc')!;
  Object.assign(orc, { level: 0, x: 33, y: 11, awake: true });
  return { state: s, orc: orc.id };
}

describe('kiting', () => {
  it('a kiter with a sling cannot keep an orc off in an open hall: the orc lands blows in every fight', () => {
    const FIGHTS = 20;
    let withBlows = 0;
    for (let seed = 1; seed <= FIGHTS; seed++) {
      const h = hall(seed);
      const orc = h.orc;
      let s = h.state;
      const rng = gameRng(s);
      let landed = 0;
      for (let k = 0; k < 400 && s.over === null && s.monsters[orc]!.fighter.life > 0 && landed === 0; k++) {
        const r = stepGame(s, botCommand(s, 'ranged'), rng);
        landed += r.events.filter((e) => e.type === 'swing' && e.by === orc && e.hit).length;
        s = r.state;
      }
      if (landed > 0) withBlows++;
    }
    // Before the change (orcs 2 steps a round, shots free) this was 0 of 20: a perfect kite.
    expect(withBlows).toBe(FIGHTS);
  });
});
