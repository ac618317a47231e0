/**
 * Seeded inputs for exp, log, log10 and pow, over all doubles and over the ranges fray's rules use, with the results
 * of fray's ports and of the engine's Math.* as bits. Bundled and run alike in Node and in Chromium, so both draw
 * the same inputs from the same code.
 */
import { fdlibmExp } from '../../src/math/exp.js';
import { fdlibmLog } from '../../src/math/log.js';
import { fdlibmLog10 } from '../../src/math/log10.js';
import { fdlibmPow } from '../../src/math/pow.js';
import { createRng, type Rng } from '../../src/core/rng.js';

/** One set of inputs: the results of fray's function and of the engine's Math.*, each as base64 of a Float64Array. */
export interface SampleBits {
  name: string;
  fdlibm: string;
  math: string;
}

type Draw = (rng: Rng) => [number, number];

/** A uniform double in [0, 1) with 53 random bits. */
function uniform(rng: Rng): number {
  return (rng.nextU32() * 2097152 + (rng.nextU32() >>> 11)) / 9007199254740992;
}

/** Any double, NaN and infinities included, from 64 random bits. */
function anyDouble(rng: Rng): number {
  const v = new DataView(new ArrayBuffer(8));
  v.setUint32(0, rng.nextU32());
  v.setUint32(4, rng.nextU32());
  return v.getFloat64(0);
}

/** The sets: each function over all doubles, then over its range in the rules. */
const SETS: [string, 'exp' | 'log' | 'log10' | 'pow', Draw][] = [
  ['exp, any double', 'exp', (r) => [anyDouble(r), 0]],
  ['exp, [−746, 711]', 'exp', (r) => [-746 + 1457 * uniform(r), 0]],
  ['exp, Bradley–Terry [−30, 30]', 'exp', (r) => [60 * uniform(r) - 30, 0]],
  ['log, any double', 'log', (r) => [anyDouble(r), 0]],
  ['log, [0.5, 2]', 'log', (r) => [0.5 + 1.5 * uniform(r), 0]],
  ['log, (0, 1e6)', 'log', (r) => [1e6 * uniform(r), 0]],
  ['log10, any double', 'log10', (r) => [anyDouble(r), 0]],
  ['log10, chart spans (0, 1e6)', 'log10', (r) => [1e6 * uniform(r), 0]],
  ['pow, any doubles', 'pow', (r) => [anyDouble(r), anyDouble(r)]],
  ['pow, x in (0, 10], y in [−100, 100]', 'pow', (r) => [10 * uniform(r), 200 * uniform(r) - 100]],
  ['pow, Night Soil A in (1, 1000], B − x in [−2, 2]', 'pow', (r) => [1 + 999 * uniform(r), 4 * uniform(r) - 2]],
  ['pow, 10^k for whole k in [−350, 350]', 'pow', (r) => [10, r.below(701) - 350]],
];

const FDLIBM = { exp: fdlibmExp, log: fdlibmLog, log10: fdlibmLog10, pow: fdlibmPow };
const MATH = { exp: Math.exp, log: Math.log, log10: Math.log10, pow: Math.pow };

function base64(a: Float64Array): string {
  const bytes = new Uint8Array(a.buffer);
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return btoa(s);
}

/** `n` inputs of every set from seed `seed`, through fray's function and the engine's. */
export function sampleBits(n: number, seed: number): SampleBits[] {
  return SETS.map(([name, fn, draw], i) => {
    const rng = createRng(seed).fork(i);
    const ours = new Float64Array(n),
      theirs = new Float64Array(n);
    const f = FDLIBM[fn],
      g = MATH[fn];
    for (let k = 0; k < n; k++) {
      const [a, b] = draw(rng);
      ours[k] = f(a, b);
      theirs[k] = g(a, b);
    }
    return { name, fdlibm: base64(ours), math: base64(theirs) };
  });
}
