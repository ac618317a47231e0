/** Test bots as plain objects, turned into the ports a match calls (no files, no compiling). */
import type { BattleOrder, EnhanceOrder, SetupInfo, SetupOrder, View } from '../../src/summoner/api.js';
import type { BotPort, CallResult } from '../../src/summoner/match/runMatch.js';

/** A bot written inline: any method may throw or return anything (tests of bad bots need that). */
export interface TestBot {
  setup(info: SetupInfo): unknown;
  enhance(view: View): unknown;
  battle(view: View): unknown;
}

/** Wraps a test bot: a throw becomes a failed call with the error's message. */
export function port(bot: TestBot): BotPort {
  const call =
    (m: keyof TestBot) =>
    async (arg: unknown): Promise<CallResult> => {
      try {
        return { ok: true, value: await (bot[m] as (a: unknown) => unknown)(arg) };
      } catch (e) {
        return { ok: false, kind: 'error', reason: (e as Error).message };
      }
    };
  return { setup: call('setup'), enhance: call('enhance'), battle: call('battle') };
}

/**
 * Walks every demon toward the nearest foe and strikes (eat when it can, else attack) when adjacent; raises attack.
 * Each step goes to a free cell no other of its demons has claimed this phase (two steps into one cell both fail).
 */
export function charger(setup: SetupOrder): TestBot {
  return {
    setup: () => setup,
    enhance: (v): EnhanceOrder[] =>
      v.mine[0] && v.points > 0 ? [{ type: 'raise', demon: v.mine[0].id, stat: 'attack', amount: v.points }] : [],
    battle: (v): BattleOrder[] => {
      const claimed = new Set<string>();
      return v.mine.flatMap((d): BattleOrder[] => {
        const foe = [...v.foes].sort((a, b) => dist(a, d) - dist(b, d))[0];
        if (!foe) return [];
        if (dist(foe, d) === 1)
          return [{ demon: d.id, action: d.capacity === 'eat' ? 'eat' : 'attack', dir: toward(d, foe) }];
        const free = DIRS.map((dir) => ({ dir, to: stepFrom(d, dir) }))
          .filter(
            ({ to }) =>
              to.x >= 0 &&
              to.y >= 0 &&
              to.x < v.width &&
              to.y < v.height &&
              v.board[to.y]?.[to.x] === 0 &&
              !claimed.has(`${to.x},${to.y}`),
          )
          .sort((a, b) => dist(a.to, foe) - dist(b.to, foe))[0];
        if (!free || dist(free.to, foe) >= dist(d, foe)) return [];
        claimed.add(`${free.to.x},${free.to.y}`);
        return [{ demon: d.id, action: 'move', dir: free.dir }];
      });
    },
  };
}

const DIRS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const DELTA: Record<(typeof DIRS)[number], [number, number]> = {
  N: [0, -1],
  NE: [1, -1],
  E: [1, 0],
  SE: [1, 1],
  S: [0, 1],
  SW: [-1, 1],
  W: [-1, 0],
  NW: [-1, -1],
};

function stepFrom(c: { x: number; y: number }, d: (typeof DIRS)[number]): { x: number; y: number } {
  return { x: c.x + DELTA[d][0], y: c.y + DELTA[d][1] };
}

function toward(from: { x: number; y: number }, to: { x: number; y: number }): (typeof DIRS)[number] {
  return DIRS.find((d) => stepFrom(from, d).x === to.x && stepFrom(from, d).y === to.y) ?? 'E';
}

/** A bot that summons `setup` and then does nothing. */
export function idle(setup: SetupOrder = { demons: [{ capacity: 'heal', life: 10 }] }): TestBot {
  return { setup: () => setup, enhance: () => [], battle: () => [] };
}

function dist(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}
