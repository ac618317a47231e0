import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkName,
  MAX_NAME_LENGTH,
  MAX_ORDERS,
  parseBattleOrders,
  parseEnhanceOrders,
  parseSetupOrder,
} from '../../../src/summoner/match/parseOrders.js';
import { battleOrderArb, enhanceOrderArb, setupOrderArb } from '../arbitraries.js';
import { problemOf, unwrap } from '../helpers.js';

/** Names a terminal could be tricked by: escapes, controls, invisible formatting, line separators. */
const CONTROL_NAMES = [
  '\u001b[2J',
  'a\nb',
  'tab\there',
  'bell\u0007',
  'del\u007f',
  'c1\u0085',
  'zero\u200bwidth',
  'bidi\u202e',
  'ls\u2028',
  'ps\u2029',
  '\u0000',
];

describe('names', () => {
  it('accept up to 32 printable characters, any script', () => {
    expect(MAX_NAME_LENGTH).toBe(32);
    for (const n of ['', 'Azazel', 'Démon', '鬼', 'x'.repeat(32), 'with spaces and punctuation!?'])
      expect(unwrap(checkName(n, 'p'))).toBe(n);
  });

  it('count characters, not UTF-16 code units: 32 emoji are 32 characters', () => {
    expect(unwrap(checkName('\u{1F608}'.repeat(32), 'p'))).toHaveLength(64);
  });

  it('refuse a lone surrogate, which is not a printable character', () => {
    expect(checkName('a\uD800b', 'p').ok).toBe(false);
  });

  it('refuse more than 32 characters', () => {
    expect(problemOf(checkName('x'.repeat(33), 'p'))).toMatch(/^p: .*32/);
  });

  it.each(CONTROL_NAMES)('refuse control and formatting characters (%j)', (n) => {
    expect(problemOf(checkName(n, 'setup.demons[0].name'))).toMatch(/^setup\.demons\[0\]\.name: .*control/);
  });

  it('refuse anything that is not a string', () => {
    for (const v of [1, null, [], {}, true]) expect(problemOf(checkName(v, 'p'))).toMatch(/^p: expected a string/);
  });
});

describe('parseSetupOrder', () => {
  it('accepts a well-formed setup and keeps only what was given', () => {
    const v = unwrap(
      parseSetupOrder({ demons: [{ capacity: 'heal', life: 2, name: 'Medic', slot: 3 }, { capacity: 'eat' }] }),
    );
    expect(v).toEqual({ demons: [{ capacity: 'heal', life: 2, name: 'Medic', slot: 3 }, { capacity: 'eat' }] });
  });

  it('accepts every well-formed setup unchanged', () => {
    fc.assert(
      fc.property(setupOrderArb(), (o) => {
        expect(unwrap(parseSetupOrder(JSON.parse(JSON.stringify(o))))).toEqual(o);
      }),
    );
  });

  const malformed: [string, unknown][] = [
    ['setup', null],
    ['setup', []],
    ['setup', 'demons'],
    ['setup', { demons: [], extra: 1 }],
    ['setup.demons', {}],
    ['setup.demons', { demons: 'x' }],
    ['setup.demons', { demons: Array.from({ length: MAX_ORDERS + 1 }, () => ({ capacity: 'eat' })) }],
    ['setup.demons[0]', { demons: [3] }],
    ['setup.demons[1]', { demons: [{ capacity: 'eat' }, null] }],
    ['setup.demons[0]', { demons: [{ capacity: 'eat', speed: 3 }] }],
    ['setup.demons[0].capacity', { demons: [{}] }],
    ['setup.demons[0].capacity', { demons: [{ capacity: 'fly' }] }],
    ['setup.demons[0].capacity', { demons: [{ capacity: 'EAT' }] }],
    ['setup.demons[0].life', { demons: [{ capacity: 'eat', life: -1 }] }],
    ['setup.demons[0].attack', { demons: [{ capacity: 'eat', attack: 1.5 }] }],
    ['setup.demons[0].defense', { demons: [{ capacity: 'eat', defense: '2' }] }],
    ['setup.demons[0].range', { demons: [{ capacity: 'eat', range: null }] }],
    ['setup.demons[0].range', { demons: [{ capacity: 'eat', range: 1e12 }] }],
    ['setup.demons[0].name', { demons: [{ capacity: 'eat', name: 7 }] }],
    ['setup.demons[0].name', { demons: [{ capacity: 'eat', name: '\u001b]0;pwned\u0007' }] }],
    ['setup.demons[0].slot', { demons: [{ capacity: 'eat', slot: 0 }] }],
    ['setup.demons[0].slot', { demons: [{ capacity: 'eat', slot: -1 }] }],
    ['setup.demons[2].slot', { demons: [{ capacity: 'eat' }, { capacity: 'eat' }, { capacity: 'eat', slot: 2.5 }] }],
  ];
  it.each(malformed)('names the path %s of a malformed setup', (path, raw) => {
    const msg = problemOf(parseSetupOrder(raw));
    expect(msg.startsWith(`${path}: `)).toBe(true);
    expect(msg).not.toContain('\n');
  });
});

describe('parseEnhanceOrders', () => {
  it('accepts raise (amount 1 by default), clone and rename', () => {
    expect(
      unwrap(
        parseEnhanceOrders([
          { type: 'raise', demon: 1, stat: 'life' },
          { type: 'raise', demon: 2, stat: 'range', amount: 4 },
          { type: 'clone', demon: 1, dir: 'NE', name: 'Twin' },
          { type: 'clone', demon: 1, dir: 'S' },
          { type: 'rename', demon: 2, name: 'Bob' },
        ]),
      ),
    ).toEqual([
      { type: 'raise', demon: 1, stat: 'life', amount: 1 },
      { type: 'raise', demon: 2, stat: 'range', amount: 4 },
      { type: 'clone', demon: 1, dir: 'NE', name: 'Twin' },
      { type: 'clone', demon: 1, dir: 'S' },
      { type: 'rename', demon: 2, name: 'Bob' },
    ]);
  });

  it('accepts an empty list', () => {
    expect(unwrap(parseEnhanceOrders([]))).toEqual([]);
  });

  it('accepts every well-formed list of orders', () => {
    fc.assert(
      fc.property(fc.array(enhanceOrderArb(20)), (orders) => {
        const parsed = unwrap(parseEnhanceOrders(JSON.parse(JSON.stringify(orders))));
        expect(parsed).toHaveLength(orders.length);
      }),
    );
  });

  const malformed: [string, unknown][] = [
    ['orders', null],
    ['orders', { orders: [] }],
    ['orders', Array.from({ length: MAX_ORDERS + 1 }, () => ({ type: 'rename', demon: 1, name: 'a' }))],
    ['orders[0]', ['raise']],
    ['orders[0].type', [{ demon: 1, stat: 'life' }]],
    ['orders[0].type', [{ type: 'boost', demon: 1 }]],
    ['orders[0].demon', [{ type: 'raise', stat: 'life' }]],
    ['orders[0].demon', [{ type: 'raise', demon: 0, stat: 'life' }]],
    ['orders[0].demon', [{ type: 'raise', demon: '1', stat: 'life' }]],
    ['orders[0].demon', [{ type: 'raise', demon: 1.5, stat: 'life' }]],
    ['orders[0].stat', [{ type: 'raise', demon: 1, stat: 'hp' }]],
    ['orders[0].amount', [{ type: 'raise', demon: 1, stat: 'life', amount: 0 }]],
    ['orders[0].amount', [{ type: 'raise', demon: 1, stat: 'life', amount: -3 }]],
    ['orders[0]', [{ type: 'raise', demon: 1, stat: 'life', dir: 'N' }]],
    ['orders[0].dir', [{ type: 'clone', demon: 1 }]],
    ['orders[0].dir', [{ type: 'clone', demon: 1, dir: 'SELF' }]],
    ['orders[0].dir', [{ type: 'clone', demon: 1, dir: 'n' }]],
    ['orders[0].name', [{ type: 'clone', demon: 1, dir: 'N', name: 'a\u0000' }]],
    ['orders[0]', [{ type: 'clone', demon: 1, dir: 'N', stat: 'life' }]],
    ['orders[0].name', [{ type: 'rename', demon: 1 }]],
    ['orders[0].name', [{ type: 'rename', demon: 1, name: 'x'.repeat(33) }]],
    ['orders[0].name', [{ type: 'rename', demon: 1, name: '\u001b[31mred' }]],
    [
      'orders[2].stat',
      [
        { type: 'rename', demon: 1, name: 'a' },
        { type: 'raise', demon: 1, stat: 'life' },
        { type: 'raise', demon: 1, stat: 'Life' },
      ],
    ],
  ];
  it.each(malformed)('names the path %s of a malformed enhance answer', (path, raw) => {
    const msg = problemOf(parseEnhanceOrders(raw));
    expect(msg.startsWith(`${path}: `)).toBe(true);
    expect(msg).not.toContain('\n');
  });
});

describe('parseBattleOrders', () => {
  it('accepts each action with the direction it needs, SELF only for cross, keep only for merge', () => {
    const orders = [
      { demon: 1, action: 'move', dir: 'N' },
      { demon: 2, action: 'attack', dir: 'SW' },
      { demon: 3, action: 'explode' },
      { demon: 4, action: 'heal' },
      { demon: 5, action: 'cross', dir: 'SELF' },
      { demon: 6, action: 'cross', dir: 'NE' },
      { demon: 7, action: 'eat', dir: 'E' },
      { demon: 8, action: 'merge', dir: 'W', keep: 'other' },
      { demon: 9, action: 'merge', dir: 'W' },
    ];
    expect(unwrap(parseBattleOrders(orders))).toEqual(orders);
  });

  it('accepts every well-formed list of orders unchanged', () => {
    fc.assert(
      fc.property(fc.array(battleOrderArb(20)), (orders) => {
        expect(unwrap(parseBattleOrders(JSON.parse(JSON.stringify(orders))))).toEqual(orders);
      }),
    );
  });

  const malformed: [string, unknown][] = [
    ['orders', undefined],
    ['orders', 'attack'],
    ['orders', Array.from({ length: MAX_ORDERS + 1 }, () => ({ demon: 1, action: 'explode' }))],
    ['orders[0]', [null]],
    ['orders[0]', [{ demon: 1, action: 'explode', why: 'because' }]],
    ['orders[0].demon', [{ action: 'explode' }]],
    ['orders[0].demon', [{ demon: -1, action: 'explode' }]],
    ['orders[0].action', [{ demon: 1 }]],
    ['orders[0].action', [{ demon: 1, action: 'fly' }]],
    ['orders[0].dir', [{ demon: 1, action: 'move' }]],
    ['orders[0].dir', [{ demon: 1, action: 'move', dir: 'SELF' }]],
    ['orders[0].dir', [{ demon: 1, action: 'attack', dir: 'UP' }]],
    ['orders[0].dir', [{ demon: 1, action: 'eat', dir: 'SELF' }]],
    ['orders[0].dir', [{ demon: 1, action: 'merge', dir: 'SELF' }]],
    ['orders[0].dir', [{ demon: 1, action: 'cross' }]],
    ['orders[0].dir', [{ demon: 1, action: 'explode', dir: 'N' }]],
    ['orders[0].dir', [{ demon: 1, action: 'heal', dir: 'SELF' }]],
    ['orders[0].keep', [{ demon: 1, action: 'attack', dir: 'N', keep: 'merge' }]],
    ['orders[0].keep', [{ demon: 1, action: 'merge', dir: 'N', keep: 'heal' }]],
    [
      'orders[1].action',
      [
        { demon: 1, action: 'explode' },
        { demon: 2, action: 'Move', dir: 'N' },
      ],
    ],
  ];
  it.each(malformed)('names the path %s of a malformed battle answer', (path, raw) => {
    const msg = problemOf(parseBattleOrders(raw));
    expect(msg.startsWith(`${path}: `)).toBe(true);
    expect(msg).not.toContain('\n');
  });
});

describe('every parser, on any JSON', () => {
  it('returns a result naming a path under setup or orders, and never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        for (const [parse, root] of [
          [parseSetupOrder, 'setup'],
          [parseEnhanceOrders, 'orders'],
          [parseBattleOrders, 'orders'],
        ] as const) {
          const r = parse(v);
          if (!r.ok) expect(r.problem.message.startsWith(root)).toBe(true);
        }
      }),
    );
  });

  it('treats a list of random objects as orders or refuses it, never throws', () => {
    const loose = fc.array(
      fc.record(
        {
          demon: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.string()),
          action: fc.constantFrom('move', 'attack', 'explode', 'heal', 'cross', 'eat', 'merge', 'x'),
          type: fc.constantFrom('raise', 'clone', 'rename', 'x'),
          dir: fc.constantFrom('N', 'SELF', 'q', 3),
          stat: fc.constantFrom('life', 'attack', 'hp'),
          name: fc.string(),
          keep: fc.constantFrom('merge', 'other', 'x'),
          amount: fc.integer({ min: -2, max: 5 }),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(loose, (v) => {
        expect(typeof parseEnhanceOrders(v).ok).toBe('boolean');
        expect(typeof parseBattleOrders(v).ok).toBe('boolean');
      }),
    );
  });
});
