// fray's own exp, log and pow (src/math) against the engine's Math.*, side by side, on the arguments the rules
// give them: the Night Soil sigmoid's power (A = 100, contest x in [−1, 1]) and the Bradley–Terry fit's exp and log;
// and pow with a new base every call, its worst case.
import { fdlibmExp } from '../src/math/exp.js';
import { fdlibmLog } from '../src/math/log.js';
import { fdlibmPow } from '../src/math/pow.js';
import { createRng } from '../src/core/rng.js';
import type { BenchResult } from './types.js';

const N = 4096;

/** Calls per second of `f` over `xs` (and `ys`), the sum kept so the JIT cannot drop the calls. */
function callsPerSecond(f: (x: number, y: number) => number, xs: Float64Array, ys: Float64Array, ms = 1000): number {
  let sink = 0;
  const pass = (): void => {
    for (let i = 0; i < N; i++) sink += f(xs[i]!, ys[i]!);
  };
  for (let i = 0; i < 200; i++) pass(); // warm up the JIT
  let done = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    pass();
    done += N;
  }
  if (sink === 0.123) console.log(sink);
  return done / ((performance.now() - t0) / 1000);
}

function filled(draw: () => number): Float64Array {
  return Float64Array.from({ length: N }, draw);
}

/** Millions of calls per second for each function, Math's and fray's, and fray's cost as a ratio. */
export async function run(): Promise<BenchResult[]> {
  const rng = createRng(7);
  const contest = filled(() => 2 * rng.next() - 1);
  const hundred = filled(() => 100);
  const bases = filled(() => 1 + 999 * rng.next());
  const logStrength = filled(() => 20 * rng.next() - 10);
  const strength = filled(() => 1e-3 + 1e3 * rng.next());
  const cases: [
    string,
    (x: number, y: number) => number,
    (x: number, y: number) => number,
    Float64Array,
    Float64Array,
  ][] = [
    ['pow(100, x), the Night Soil sigmoid', (a, b) => Math.pow(a, b), fdlibmPow, hundred, contest],
    // The same cost when the base changes on every call, so src/math's cache of log2(base) never helps.
    ['pow(A, x), a new A in (1, 1000] every call', (a, b) => Math.pow(a, b), fdlibmPow, bases, contest],
    ['exp(θ), Bradley–Terry strengths', (a) => Math.exp(a), (a) => fdlibmExp(a), logStrength, logStrength],
    ['log(γ), Bradley–Terry log-strengths', (a) => Math.log(a), (a) => fdlibmLog(a), strength, strength],
  ];
  const rows: BenchResult[] = [];
  for (const [name, math, ours, xs, ys] of cases) {
    // Alternate the two, twice, and keep each one's best, so a busy machine's noise lands on both alike.
    let m = 0,
      f = 0;
    for (let round = 0; round < 2; round++) {
      m = Math.max(m, callsPerSecond(math, xs, ys));
      f = Math.max(f, callsPerSecond(ours, xs, ys));
    }
    rows.push(
      { name: `${name}: Math`, value: Math.round(m / 1e4) / 100, unit: 'M calls/s' },
      { name: `${name}: src/math`, value: Math.round(f / 1e4) / 100, unit: 'M calls/s' },
      { name: `${name}: fdlibm time / Math time`, value: Math.round((m / f) * 100) / 100, unit: '×' },
    );
  }
  return rows;
}
