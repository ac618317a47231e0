import { describe, expect, it } from 'vitest';
import { keepRunning, MAX_RUN } from '../../../src/stool/autopilot/keepRunning.js';
import { DIR_OFFSETS, walkable } from '../../../src/stool/level/grid.js';
import type { Direction } from '../../../src/core/direction.js';
import type { GameState } from '../../../src/stool/rules/state.js';
import { playCommand, type GameStep } from '../../../src/stool/rules/stepGame.js';
import { visibleMonsters } from '../../../src/stool/rules/view.js';
import { beside, firstOf, fresh } from '../helpers.js';

/** Runs from `s` in `dir` as a front end does; returns every step played. */
function run(s: GameState, dir: Direction): GameStep[] {
  const steps: GameStep[] = [];
  let state = s;
  for (let n = 1; ; n++) {
    const r = playCommand(state, { kind: 'move', dir });
    steps.push(r);
    if (n >= MAX_RUN || !keepRunning(state, r, dir)) return steps;
    state = r.state;
  }
}

describe('running', () => {
  it('goes on while nothing happens and stops before a wall, without bumping into it', () => {
    const s = fresh(7);
    for (const dir of ['N', 'W', 'S', 'E'] as const) {
      const steps = run(s, dir);
      const last = steps[steps.length - 1] as GameStep;
      expect(steps.every((r, i) => r.state !== (i === 0 ? s : steps[i - 1]?.state))).toBe(true);
      const quiet = last.events.length === 0 && visibleMonsters(last.state).length === 0;
      const [dx, dy] = DIR_OFFSETS[dir];
      const p = last.state.player;
      // It stopped either because something happened or came into view, or because the way ahead is shut.
      if (quiet) expect(walkable(last.state.levels[0]!.tiles, p.x + dx, p.y + dy)).toBe(false);
      expect(steps.flatMap((r) => r.events).some((e) => e.type === 'cannot')).toBe(false);
    }
  });

  it('seed 7, east from the start: runs down the corridor until a rat comes into view', () => {
    const s = fresh(7);
    const steps = run(s, 'E');
    const last = steps[steps.length - 1] as GameStep;
    expect(steps.length).toBeGreaterThan(5);
    expect(last.events).toContainEqual(expect.objectContaining({ type: 'noticed' }));
    expect(last.state.player.x).toBe(s.player.x + steps.length);
  });

  it('takes one step only when a monster is in view', () => {
    const s0 = fresh(1);
    const s = beside(s0, firstOf(s0, 'rat').id, 'N');
    expect(run(s, 'S')).toHaveLength(1);
  });
});
