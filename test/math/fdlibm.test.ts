import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fdlibmExp } from '../../src/math/exp.js';
import { fdlibmLog } from '../../src/math/log.js';
import { fdlibmLog10 } from '../../src/math/log10.js';
import { fdlibmPow } from '../../src/math/pow.js';
import { fromWords, highWord, lowWord, withHighWord, withLowWord } from '../../src/math/words.js';
import { sampleBits } from './samples.js';
import { countDifferences } from './compareBits.js';
import { digestDoubles, mathPowIsFdlibm, sampleMismatch } from './powOracle.js';

const MIN_SUBNORMAL = 5e-324;
const MAX_SUBNORMAL = 2.225073858507201e-308;
const MIN_NORMAL = 2.2250738585072014e-308;
const MAX = Number.MAX_VALUE;

// Same value, with +0 and −0 told apart and every NaN alike (the language cannot tell NaNs apart).
const same = (a: number, b: number): boolean => Object.is(a, b);

describe('words', () => {
  it('splits and rebuilds doubles by their high and low words', () => {
    expect(highWord(1)).toBe(0x3ff00000);
    expect(lowWord(1)).toBe(0);
    expect(highWord(-2)).toBe(0xc0000000 | 0);
    expect(lowWord(MIN_SUBNORMAL)).toBe(1);
    expect(lowWord(-1 - Number.EPSILON)).toBe(1);
    expect(fromWords(0x7ff00000, 0)).toBe(Infinity);
    expect(fromWords(0x3ff00000, 1)).toBe(1 + Number.EPSILON);
    expect(withLowWord(1 + Number.EPSILON, 0)).toBe(1);
    expect(withHighWord(1, 0x40000000)).toBe(2);
    expect(lowWord(withLowWord(Math.PI, 0xffffffff))).toBe(0xffffffff);
  });
});

describe('fdlibmExp', () => {
  it('gives the special values of ECMAScript Math.exp', () => {
    expect(fdlibmExp(NaN)).toBeNaN();
    expect(fdlibmExp(0)).toBe(1);
    expect(fdlibmExp(-0)).toBe(1);
    expect(fdlibmExp(Infinity)).toBe(Infinity);
    expect(same(fdlibmExp(-Infinity), 0)).toBe(true);
    expect(fdlibmExp(710)).toBe(Infinity);
    expect(same(fdlibmExp(-746), 0)).toBe(true);
    expect(fdlibmExp(MIN_SUBNORMAL)).toBe(1);
    expect(fdlibmExp(-MIN_SUBNORMAL)).toBe(1);
    expect(fdlibmExp(1)).toBe(Math.E);
  });

  it('agrees with Node at the edges: overflow, underflow into subnormals, the k = ±1 band', () => {
    const xs = [
      709.782712893384, 709.7827128933841, 709.78, 709.5, -708.4, -708.39641853226408, -720, -744.44,
      -745.1332191019411, -745.1332191019412, 0.34657359027997264, 0.3465735902799727, 1.0397207708399179,
      1.039720770839918, -1, 2, -0.5, 1e-9, -1e-9, 3.725290298461914e-9, 3.7252902984619136e-9,
    ];
    for (const x of xs) expect(same(fdlibmExp(x), Math.exp(x)), `exp(${x})`).toBe(true);
  });
});

describe.each([
  ['fdlibmLog', fdlibmLog],
  ['fdlibmLog10', fdlibmLog10],
])('%s', (_, log) => {
  it('gives the special values of ECMAScript Math.log and Math.log10', () => {
    for (const x of [NaN, -1, -Infinity, -MIN_SUBNORMAL]) expect(log(x), `log(${x})`).toBeNaN();
    expect(log(0)).toBe(-Infinity);
    expect(log(-0)).toBe(-Infinity);
    expect(same(log(1), 0)).toBe(true);
    expect(log(Infinity)).toBe(Infinity);
  });
});

describe('fdlibmLog', () => {
  it('agrees with Node on subnormals, the largest double and near 1', () => {
    const xs = [
      MIN_SUBNORMAL,
      MAX_SUBNORMAL,
      MIN_NORMAL,
      MAX,
      Math.E,
      2,
      0.5,
      1 + Number.EPSILON,
      1 - Number.EPSILON / 2,
    ];
    for (const x of xs) expect(same(fdlibmLog(x), Math.log(x)), `log(${x})`).toBe(true);
    expect(fdlibmLog(MIN_SUBNORMAL)).toBeCloseTo(-744.44007192138, 10);
  });
});

describe('fdlibmLog10', () => {
  it('is exact on the powers of ten a double holds exactly, and agrees with Node on subnormals', () => {
    for (let n = 0; n <= 22; n++) expect(fdlibmLog10(Number(`1e${n}`))).toBe(n);
    for (const x of [MIN_SUBNORMAL, MAX_SUBNORMAL, MIN_NORMAL, MAX, 1e-5, 0.1, 2]) {
      expect(same(fdlibmLog10(x), Math.log10(x)), `log10(${x})`).toBe(true);
    }
  });
});

/** Awkward values for pow: zeros, ±1, subnormals, the largest doubles, integers around 2^31 and 2^53, infinities, NaN. */
const SPECIALS = [
  0,
  -0,
  1,
  -1,
  2,
  -2,
  0.5,
  -0.5,
  3,
  -3,
  1.5,
  10,
  1 / 3,
  Math.PI,
  -Math.PI,
  1 + Number.EPSILON,
  1 - Number.EPSILON / 2,
  -1 - Number.EPSILON,
  MIN_SUBNORMAL,
  -MIN_SUBNORMAL,
  MAX_SUBNORMAL,
  MIN_NORMAL,
  MAX,
  -MAX,
  2 ** 31,
  2 ** 31 + 1,
  -(2 ** 31) - 1,
  2 ** 52 + 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 64,
  2 ** 64 * 3,
  -(2 ** 65),
  1023,
  1024,
  -1074,
  -1075,
  1074.5,
  1e300,
  1e-300,
  Infinity,
  -Infinity,
  NaN,
];

/** SHA-256 of pow over SPECIALS × SPECIALS, row by row, as Node 20's Math.pow gave it (every NaN as one NaN). */
const SPECIALS_DIGEST = '1cc915d72aa3e1b46f7495d1ffcd83eb38aefe4720784a8f7313e04635cba186';

describe('fdlibmPow', () => {
  it('follows ECMAScript Number::exponentiate for NaN, zeros and infinities', () => {
    expect(fdlibmPow(NaN, 0)).toBe(1);
    expect(fdlibmPow(NaN, -0)).toBe(1);
    expect(fdlibmPow(NaN, 1)).toBeNaN();
    expect(fdlibmPow(1, NaN)).toBeNaN();
    expect(fdlibmPow(Infinity, 0.5)).toBe(Infinity);
    expect(same(fdlibmPow(Infinity, -0.5), 0)).toBe(true);
    expect(fdlibmPow(-Infinity, 3)).toBe(-Infinity);
    expect(fdlibmPow(-Infinity, 2)).toBe(Infinity);
    expect(fdlibmPow(-Infinity, 0.5)).toBe(Infinity);
    expect(same(fdlibmPow(-Infinity, -3), -0)).toBe(true);
    expect(same(fdlibmPow(-Infinity, -2), 0)).toBe(true);
    expect(same(fdlibmPow(0, 3), 0)).toBe(true);
    expect(fdlibmPow(0, -3)).toBe(Infinity);
    expect(same(fdlibmPow(-0, 3), -0)).toBe(true);
    expect(same(fdlibmPow(-0, 2), 0)).toBe(true);
    expect(same(fdlibmPow(-0, 0.5), 0)).toBe(true);
    expect(fdlibmPow(-0, -3)).toBe(-Infinity);
    expect(fdlibmPow(-0, -2)).toBe(Infinity);
    expect(fdlibmPow(-0, -0.5)).toBe(Infinity);
    expect(fdlibmPow(2, Infinity)).toBe(Infinity);
    expect(same(fdlibmPow(0.5, Infinity), 0)).toBe(true);
    expect(same(fdlibmPow(2, -Infinity), 0)).toBe(true);
    expect(fdlibmPow(-0.5, -Infinity)).toBe(Infinity);
    // ECMAScript keeps NaN here, where IEEE 754's pow would give 1.
    expect(fdlibmPow(1, Infinity)).toBeNaN();
    expect(fdlibmPow(-1, -Infinity)).toBeNaN();
  });

  it('gives NaN for a negative base and a non-integer exponent, and signs odd integer powers', () => {
    expect(fdlibmPow(-8, 1 / 3)).toBeNaN();
    expect(fdlibmPow(-1, 0.5)).toBeNaN();
    expect(fdlibmPow(-2, 3)).toBe(-8);
    expect(fdlibmPow(-2, -3)).toBe(-0.125);
    expect(fdlibmPow(-2, 2 ** 53)).toBe(Infinity);
    expect(fdlibmPow(-1, 2 ** 53 + 2)).toBe(1);
    expect(fdlibmPow(-1, 2 ** 31 + 1)).toBe(-1);
    expect(fdlibmPow(-3, 2 ** 52 + 1)).toBe(-Infinity);
    expect(same(fdlibmPow(-0.5, 1075), -0)).toBe(true);
  });

  it('takes the shortcuts for y = 1, −1, 2 and 1/2', () => {
    expect(fdlibmPow(Math.PI, 1)).toBe(Math.PI);
    expect(fdlibmPow(3, -1)).toBe(1 / 3);
    expect(fdlibmPow(1.1, 2)).toBe(1.1 * 1.1);
    expect(fdlibmPow(2, 0.5)).toBe(Math.SQRT2);
  });

  it('is exact for integer powers whose result a double holds, and reaches the subnormals', () => {
    expect(fdlibmPow(3, 20)).toBe(3486784401);
    expect(fdlibmPow(10, 22)).toBe(1e22);
    expect(fdlibmPow(7, 18)).toBe(1628413597910449);
    expect(fdlibmPow(2, 1023)).toBe(8.98846567431158e307);
    expect(fdlibmPow(2, 1024)).toBe(Infinity);
    expect(fdlibmPow(2, -1074)).toBe(MIN_SUBNORMAL);
    expect(same(fdlibmPow(2, -1075), 0)).toBe(true);
    expect(fdlibmPow(2, -1023)).toBe(MIN_NORMAL / 2);
    expect(fdlibmPow(MIN_SUBNORMAL, 0.5)).toBe(Math.sqrt(MIN_SUBNORMAL));
    // Not correctly rounded (1e-5 is nearer), and this is the value Node's Math.pow gives: the port keeps it.
    expect(fdlibmPow(10, -5)).toBe(0.000009999999999999999);
  });

  it('gives the same bits whether or not the last call had the same base (its log2 is kept for the next call)', () => {
    const ys = [0.3, -1.7, 3, 0.3, 2.5, -3];
    const calls = ys.flatMap((y) => [
      [100, y],
      [100, y],
      [-100, y],
      [7, y],
      [100, -y],
      [MIN_SUBNORMAL, y / 1000],
    ]);
    for (const [x, y] of calls) {
      const got = fdlibmPow(x!, y!);
      fdlibmPow(12345.678, 0.25); // another base: the next call computes its log2 afresh
      expect(same(got, fdlibmPow(x!, y!)), `pow(${x}, ${y})`).toBe(true);
      if (mathPowIsFdlibm) expect(same(got, Math.pow(x!, y!)), `pow(${x}, ${y}) vs Math.pow`).toBe(true);
    }
  });

  it('gives on every pair of awkward values the bits Node 20’s Math.pow gave (digest; any Node line)', () => {
    const out = new Float64Array(SPECIALS.flatMap((x) => SPECIALS.map((y) => fdlibmPow(x, y))));
    expect(digestDoubles(Buffer.from(out.buffer).toString('base64'))).toBe(SPECIALS_DIGEST);
  });

  it.runIf(mathPowIsFdlibm)('agrees with Node on every pair of awkward values (Node 20 and 22: fdlibm’s pow)', () => {
    for (const x of SPECIALS) {
      for (const y of SPECIALS) expect(same(fdlibmPow(x, y), Math.pow(x, y)), `pow(${x}, ${y})`).toBe(true);
    }
  });
});

describe('agreement with Node’s Math (V8 ran fdlibm for all four up to Node 22, for exp and the logs since)', () => {
  const double = fc.double();
  it('exp, log and log10 on any double', () => {
    fc.assert(
      fc.property(double, (x) => same(fdlibmExp(x), Math.exp(x))),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(double, (x) => same(fdlibmLog(x), Math.log(x))),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(double, (x) => same(fdlibmLog10(x), Math.log10(x))),
      { numRuns: 20_000 },
    );
  });

  it.runIf(mathPowIsFdlibm)('pow on any doubles, on integers and near 1 with huge exponents', () => {
    fc.assert(
      fc.property(double, double, (x, y) => same(fdlibmPow(x, y), Math.pow(x, y))),
      { numRuns: 20_000 },
    );
    const int = fc.integer({ min: -1100, max: 1100 });
    fc.assert(
      fc.property(int, int, (x, y) => same(fdlibmPow(x, y), Math.pow(x, y))),
      { numRuns: 20_000 },
    );
    const nearOne = fc.double({ min: 0.999999, max: 1.000001, noNaN: true });
    const huge = fc.double({ min: -1e12, max: 1e12, noNaN: true });
    fc.assert(
      fc.property(nearOne, huge, (x, y) => same(fdlibmPow(x, y), Math.pow(x, y))),
      { numRuns: 20_000 },
    );
  });

  it('on the seeded sets the Chromium test also runs, over all doubles and the rules’ ranges', () => {
    // pow on Node 24 and later: against the digests of Node 20's results (powOracle.ts says why).
    for (const s of sampleBits(20_000, 2026)) expect(sampleMismatch('20000/2026', s, countDifferences)).toBe('');
  });
});
