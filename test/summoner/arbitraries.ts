/**
 * fast-check generators for Summoner War: random match states built directly as data, and random orders that are
 * well-formed (they pass parseOrders) but may break any rule (wrong demon, no room, off the board, no capacity, ...).
 */
import fc from 'fast-check';
import type { BattleOrder, DemonSpec, EnhanceOrder, SetupOrder } from '../../src/summoner/api.js';
import { DIRS } from '../../src/summoner/rules/grid.js';
import { CAPACITIES, STATS, type Demon, type MatchState } from '../../src/summoner/rules/model.js';
import type { Side } from '../../src/core/side.js';
import { DEFAULT_RULES, type SummonerRules } from '../../src/summoner/rules/rules.js';
import type { SeatSetup } from '../../src/summoner/rules/setup.js';
import type { MatchInput } from '../../src/summoner/rules/stepMatch.js';
import { rulesWith } from './helpers.js';

export const seatArb: fc.Arbitrary<Side> = fc.constantFrom(0, 1);
export const dirArb = fc.constantFrom(...DIRS);
export const capacityArb = fc.constantFrom(...CAPACITIES);
export const statArb = fc.constantFrom(...STATS);

/** A name parseOrders accepts: up to 32 printable characters. */
export const nameArb = fc.string({ maxLength: 32, unit: fc.constantFrom('a', 'Z', ' ', '-', 'é', '鬼', '7', '!') });

/** A demon id: mostly 1..maxId (which may or may not exist or be yours), now and then a larger one. */
const idArb = (maxId: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: Math.max(1, maxId) }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  );

/** One demon of a setup, well-formed, possibly over budget or asking for a taken or missing slot. */
export const demonSpecArb: fc.Arbitrary<DemonSpec> = fc.record(
  {
    capacity: capacityArb,
    life: fc.nat(6),
    attack: fc.nat(6),
    defense: fc.nat(6),
    range: fc.nat(6),
    name: nameArb,
    slot: fc.integer({ min: 1, max: 8 }),
  },
  { requiredKeys: ['capacity'] },
);

/** A well-formed setup (0 to 8 demons), legal or not. */
export function setupOrderArb(): fc.Arbitrary<SetupOrder> {
  return fc.array(demonSpecArb, { maxLength: 8 }).map((demons) => ({ demons }));
}

/** A legal setup under the default rules: 1 to 6 demons, within 12 points, no slot asked. */
export const legalSetupArb: fc.Arbitrary<SetupOrder> = fc.integer({ min: 1, max: 6 }).chain((n) =>
  fc
    .tuple(fc.array(capacityArb, { minLength: n, maxLength: n }), fc.array(statArb, { maxLength: 12 - 2 * n }))
    .map(([caps, points]) => {
      const demons: DemonSpec[] = caps.map((capacity) => ({ capacity }));
      points.forEach((s, i) => {
        const d = demons[i % n] as DemonSpec;
        d[s] = (d[s] ?? 0) + 1;
      });
      return { demons };
    }),
);

/** A well-formed enhance order naming a demon id up to maxId. */
export function enhanceOrderArb(maxId: number): fc.Arbitrary<EnhanceOrder> {
  return fc.oneof(
    fc.record({
      type: fc.constant('raise' as const),
      demon: idArb(maxId),
      stat: statArb,
      amount: fc.integer({ min: 1, max: 12 }),
    }),
    fc.record(
      { type: fc.constant('clone' as const), demon: idArb(maxId), dir: dirArb, name: nameArb },
      { requiredKeys: ['type', 'demon', 'dir'] },
    ),
    fc.record({ type: fc.constant('rename' as const), demon: idArb(maxId), name: nameArb }),
  );
}

/** A well-formed battle order naming a demon id up to maxId: any action, any direction it accepts. */
export function battleOrderArb(maxId: number): fc.Arbitrary<BattleOrder> {
  const demon = idArb(maxId);
  return fc.oneof(
    fc.record({ demon, action: fc.constantFrom('move' as const, 'attack' as const, 'eat' as const), dir: dirArb }),
    fc.record({ demon, action: fc.constantFrom('explode' as const, 'heal' as const) }),
    fc.record({ demon, action: fc.constant('cross' as const), dir: fc.constantFrom(...DIRS, 'SELF' as const) }),
    fc.record(
      {
        demon,
        action: fc.constant('merge' as const),
        dir: dirArb,
        keep: fc.constantFrom('merge' as const, 'other' as const),
      },
      { requiredKeys: ['demon', 'action', 'dir'] },
    ),
  );
}

/** Boards to play on (rules parseRules accepts): the real one, and small ones where demons crowd each other. */
export const BOARDS: readonly Pick<SummonerRules, 'width' | 'height' | 'startCells' | 'maxDemons'>[] = [
  { width: 17, height: 9, startCells: DEFAULT_RULES.startCells.map(([x, y]) => [x, y]), maxDemons: 6 },
  {
    width: 6,
    height: 4,
    startCells: [
      [1, 0],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 1],
      [0, 0],
    ],
    maxDemons: 6,
  },
  {
    width: 4,
    height: 3,
    startCells: [
      [1, 0],
      [1, 1],
      [1, 2],
      [0, 2],
      [0, 1],
      [0, 0],
    ],
    maxDemons: 6,
  },
  {
    width: 3,
    height: 2,
    startCells: [
      [0, 0],
      [0, 1],
    ],
    maxDemons: 2,
  },
];
const boardArb = fc.constantFrom(...BOARDS);

/** A random match in an enhance or battle phase: demons on distinct cells, HP 1..max, ids unique, any rules toggles. */
export function matchStateArb(
  opts: { phases?: readonly MatchState['phase'][]; maxDemons?: number } = {},
): fc.Arbitrary<MatchState> {
  const phases = opts.phases ?? ['enhance', 'battle'];
  return fc
    .record({
      board: boardArb,
      friendlyFire: fc.boolean(),
      explodeMinHpPercent: fc.constantFrom(0, 40, 40, 75, 100),
      maxTurns: fc.integer({ min: 1, max: 1000 }),
      phase: fc.constantFrom(...phases),
      seat: seatArb,
      points: fc.tuple(fc.nat(40), fc.nat(40)),
      kills: fc.tuple(fc.nat(6), fc.nat(6)),
      idGap: fc.nat(3),
    })
    .chain((g) => {
      const cells = g.board.width * g.board.height;
      const maxN = Math.min(cells, opts.maxDemons ?? 10);
      return fc
        .tuple(
          fc.uniqueArray(fc.nat(cells - 1), { minLength: 0, maxLength: maxN }),
          fc.integer({ min: 1, max: g.maxTurns }),
        )
        .chain(([places, turn]) =>
          fc
            .tuple(
              ...places.map((cell, i) =>
                demonArb(i + 1 + (i > 0 ? g.idGap : 0), cell % g.board.width, Math.floor(cell / g.board.width)),
              ),
            )
            .map((demons): MatchState => {
              const rules = rulesWith({
                ...g.board,
                startCells: g.board.startCells.map(([x, y]) => [x, y]),
                friendlyFire: g.friendlyFire,
                explodeMinHpPercent: g.explodeMinHpPercent,
                maxTurns: g.maxTurns,
              });
              const nextId = demons.reduce((m, d) => Math.max(m, d.id), 0) + 1;
              const setup = g.phase === 'setup';
              return {
                rules,
                turn: setup ? 0 : turn,
                phase: g.phase,
                seat: setup ? 0 : g.seat,
                demons: setup ? [] : demons,
                nextId: setup ? 1 : nextId,
                points: g.points,
                kills: g.kills,
                result: null,
              };
            }),
        );
    });
}

/** A demon with the given id on (x, y): random owner, stats, capacity, name; HP between 1 and its maximum (base 2). */
function demonArb(id: number, x: number, y: number): fc.Arbitrary<Demon> {
  return fc
    .record({
      owner: seatArb,
      life: fc.nat(6),
      attack: fc.nat(8),
      defense: fc.nat(6),
      range: fc.nat(10),
      wound: fc.nat(8),
      capacity: capacityArb,
      merged: fc.boolean(),
      name: nameArb,
    })
    .map((r): Demon => {
      const max = 2 + r.life;
      return {
        id,
        owner: r.owner,
        name: r.name,
        x,
        y,
        life: r.life,
        attack: r.attack,
        defense: r.defense,
        range: r.range,
        hp: Math.max(1, max - r.wound),
        capacity: r.capacity,
        merged: r.merged,
      };
    });
}

/** A seat's setup for the reducer: a well-formed order (legal or not), or a fault. */
export const seatSetupArb: fc.Arbitrary<SeatSetup> = fc.oneof(
  { weight: 4, arbitrary: fc.oneof(legalSetupArb, setupOrderArb()).map((order) => ({ order })) },
  { weight: 1, arbitrary: fc.constant({ fault: 'setup failed: it threw' }) },
);

/** Any input to the reducer with well-formed orders, whether or not the match is waiting for it. */
export function matchInputArb(maxId: number): fc.Arbitrary<MatchInput> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(
        {
          type: fc.constant('enhance' as const),
          seat: seatArb,
          orders: fc.array(enhanceOrderArb(maxId), { maxLength: 8 }),
          fault: fc.constant({ kind: 'timeout' as const, reason: 'enhance failed: timeout' }),
        },
        { requiredKeys: ['type', 'seat', 'orders'] },
      ),
    },
    {
      weight: 4,
      arbitrary: fc.record(
        {
          type: fc.constant('battle' as const),
          seat: seatArb,
          orders: fc.array(battleOrderArb(maxId), { maxLength: 12 }),
          fault: fc.constant({ kind: 'error' as const, reason: 'battle failed: threw' }),
        },
        { requiredKeys: ['type', 'seat', 'orders'] },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('setup' as const), setups: fc.tuple(seatSetupArb, seatSetupArb) }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ type: fc.constant('forfeit' as const), seat: seatArb, reason: fc.constant('gave up') }),
    },
  );
}

/** A state and an input made for it: the input is the one the state waits for, with orders for its demons. */
export const stateAndExpectedInputArb: fc.Arbitrary<{ state: MatchState; input: MatchInput }> = matchStateArb().chain(
  (state) => {
    const maxId = state.nextId + 1;
    const input: fc.Arbitrary<MatchInput> =
      state.phase === 'enhance'
        ? fc
            .array(enhanceOrderArb(maxId), { maxLength: 8 })
            .map((orders) => ({ type: 'enhance' as const, seat: state.seat, orders }))
        : fc
            .array(battleOrderArb(maxId), { maxLength: 12 })
            .map((orders) => ({ type: 'battle' as const, seat: state.seat, orders }));
    return input.map((i) => ({ state, input: i }));
  },
);
