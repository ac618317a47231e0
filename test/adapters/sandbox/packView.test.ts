import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIsolateBot } from '../../../src/adapters/sandbox/isolateBot.js';
import { DEFAULT_LIMITS } from '../../../src/adapters/sandbox/limits.js';
import { viewPacker } from '../../../src/adapters/sandbox/packView.js';
import { loadInProcessBot } from '../../../src/adapters/summoner/inProcessBot.js';
import { compileBot } from '../../../src/adapters/sandbox/compileBot.js';
import type { View } from '../../../src/summoner/api.js';
import { runMatch, type BotPort } from '../../../src/summoner/match/runMatch.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { ROOT } from '../../helpers/cli.js';
import { join } from 'node:path';

/** A bot that answers with the JSON of the view it was given, so the test sees exactly what crossed. */
const ECHO = {
  name: 'echo',
  file: 'echo.js',
  code: 'export default { setup: () => ({ demons: [] }), enhance: (v) => JSON.stringify(v), battle: (v) => JSON.stringify(v) };',
  sha256: '',
};

const capacity = fc.constantFrom('heal', 'cross', 'eat', 'explode', 'merge');
const int = fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
const foe = fc.record({
  id: int,
  x: int,
  y: int,
  life: int,
  attack: int,
  defense: int,
  range: int,
  hp: int,
  maxHp: int,
  capacity,
});
const mine = fc
  .tuple(foe, fc.string({ unit: 'binary' }), fc.boolean())
  .map(([d, name, canClone]) => ({ ...d, name, canClone }));
const board = fc
  .tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))
  .chain(([w, h]) => fc.array(fc.array(int, { minLength: w, maxLength: w }), { minLength: h, maxLength: h }));
/** Views of the View shape, with `last` and extra scalars in any order: every one of them is packed. */
const view = fc.record(
  {
    apiVersion: fc.constant(1),
    phase: fc.constantFrom('enhance', 'battle'),
    turn: int,
    board,
    nextId: int,
    mine: fc.array(mine, { maxLength: 8 }),
    foes: fc.array(foe, { maxLength: 8 }),
    last: fc.jsonValue(),
  },
  { requiredKeys: ['board', 'mine', 'foes'] },
);

/** What a view looks like to the bot: the view and the port's `time`, as JSON would carry them. */
function expected(v: object, seen: string): string {
  const time = (JSON.parse(seen) as { time: unknown }).time;
  return JSON.stringify({ ...v, time });
}

describe('packed views', () => {
  let port: BotPort;
  beforeAll(async () => {
    const p = await loadIsolateBot(ECHO, DEFAULT_LIMITS);
    if (!p.ok) throw new Error(p.problem.message);
    port = p.value;
  });
  afterAll(async () => port.dispose?.());

  const seen = async (v: unknown): Promise<string> => {
    const r = await port.battle(v as View);
    if (!r.ok) throw new Error(r.reason);
    return r.value as string;
  };

  it('reach the bot as the same JSON, key for key, for any view of the View shape', async () => {
    const pack = viewPacker();
    await fc.assert(
      fc.asyncProperty(view, async (v) => {
        expect(pack(v)).toBeDefined();
        const s = await seen(v);
        expect(s).toBe(expected(v, s));
      }),
      { numRuns: 200 },
    );
  });

  it('reach the bot as the same JSON all through a long match of hundreds of demons', async () => {
    const c = await compileBot(join(ROOT, 'bench/scenarios/breeder.ts'), { allowBuiltins: false });
    if (!c.ok) throw new Error(c.problem.message);
    const views: View[] = [];
    /** A trusted breeder that keeps every 50th view it is given (with its `last`), as the engine made it. */
    const recording = async (): Promise<BotPort> => {
      const b = await loadInProcessBot(c.value);
      if (!b.ok) throw new Error(b.problem.message);
      const keep = (v: View) => {
        if (v.turn % 50 === 0) views.push(v);
      };
      return {
        ...b.value,
        enhance: (v) => (keep(v), b.value.enhance(v)),
        battle: (v) => (keep(v), b.value.battle(v)),
      };
    };
    const rules = { ...DEFAULT_RULES, width: 48, height: 24, maxTurns: 200 };
    await runMatch([await recording(), await recording()], { rules, seed: 3 });
    expect(Math.max(...views.map((v) => v.mine.length + v.foes.length))).toBeGreaterThan(300);
    for (const v of views) {
      const s = await seen(v);
      expect(s).toBe(expected(v, s));
    }
  });

  it('cross as JSON when they are of another shape, and still arrive unchanged', async () => {
    const pack = viewPacker();
    const d = { id: 1, x: 0, y: 0, life: 1, attack: 1, defense: 0, range: 0, hp: 3, maxHp: 3, capacity: 'heal' };
    const base = { turn: 1, board: [[1, 0]], mine: [], foes: [d] };
    const others: object[] = [
      { ...base, foes: [{ ...d, hp: 2.5 }] },
      { ...base, foes: [{ ...d, extra: 1 }] },
      { ...base, foes: [{ ...d, hp: undefined }] },
      {
        ...base,
        foes: [{ x: 0, id: 1, y: 0, life: 1, attack: 1, defense: 0, range: 0, hp: 3, maxHp: 3, capacity: 'heal' }],
      },
      { ...base, board: [[1, 0], [0]] },
      { ...base, board: [[2 ** 31, 0]] },
      { ...base, mine: [{ ...d, name: 'a', canClone: 1 }] },
      { turn: 1, board: [[0]], mine: [] },
    ];
    for (const v of others) {
      expect(pack(v)).toBeUndefined();
      const s = await seen(v);
      expect(s).toBe(expected(v, s));
    }
  });
});
