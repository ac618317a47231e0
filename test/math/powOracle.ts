/**
 * Where Node's own Math.pow can stand as the oracle for fray's pow, and the digests that stand in for it elsewhere.
 *
 * Node 20 and 22 run fdlibm's pow for Math.pow, so their results are the reference fray's port must give bit for
 * bit. Node 24's V8 computes pow another way and differs in the last bit on some inputs (about 1 pair in 2,000 over
 * all doubles), while its exp, log and log10 still agree. fray's results must not move with the Node line, so on a
 * line whose Math.pow is not fdlibm's, the port is checked against digests of the results Node 20's Math.pow gave.
 */
import { createHash } from 'node:crypto';
import { decodeDoubles } from './compareBits.js';

/** True where the running Node's Math.pow is fdlibm's (Node 20 and 22). */
export const mathPowIsFdlibm = Number(process.versions.node.split('.')[0]) <= 22;

/** SHA-256 of the doubles in `b64` (base64 of a Float64Array), every NaN counted as one NaN. */
export function digestDoubles(b64: string): string {
  const xs = Float64Array.from(decodeDoubles(b64), (x) => (Number.isNaN(x) ? NaN : x));
  const bytes = new Uint8Array(xs.buffer);
  const view = new DataView(xs.buffer);
  // One NaN pattern whatever the engine wrote: the language cannot tell NaNs apart, so neither may the digest.
  for (let i = 0; i < xs.length; i++) if (Number.isNaN(xs[i])) view.setFloat64(i * 8, NaN);
  return createHash('sha256').update(bytes).digest('hex');
}

/** Digests of fray's pow over the seeded sets of samples.ts, as Node 20's Math.pow gave them, by `n/seed` and set. */
export const POW_DIGESTS: Record<string, Record<string, string>> = {
  '20000/2026': {
    'pow, any doubles': '628bf2a32351e56005cd1448872b89fed9ef76d482a0b64e765ceaa9b185909b',
    'pow, x in (0, 10], y in [−100, 100]': 'ee0b9a5fdfd371150f540522cba9da487b54ec38ac516acfe6be9b7f7518658a',
    'pow, Night Soil A in (1, 1000], B − x in [−2, 2]':
      '2b74bfc7256ed2b590cf0790bd33db4555335819a884d6b1a191c02b9432fca1',
    'pow, 10^k for whole k in [−350, 350]': 'b563e4b002a1b4b8d7eedf766fae63edea32fd4aeb6fcc708c85cedb2be45183',
  },
  '50000/156': {
    'pow, any doubles': '3dd6fe4c51fdaa053e52d5d4ef73bf7123fa8146e84eb1ed09c11bbdfa711e1c',
    'pow, x in (0, 10], y in [−100, 100]': '9f5c1dff3594eecb0310431688ad39244c012e9ce0a2d90be2eae74790720dd9',
    'pow, Night Soil A in (1, 1000], B − x in [−2, 2]':
      'c7934577dd3b58e043d4f037781481c6be9e57e5cc8d9937240095657a1626f3',
    'pow, 10^k for whole k in [−350, 350]': '3f322665a5b4d0a3ba19b1a0150e90334412e840f80c0d336c708410433af475',
  },
};

/**
 * Checks one seeded set of samples.ts: against the engine's Math where that is the oracle, else (pow on Node 24 and
 * later) against the recorded digest. Returns a description of the mismatch, or '' when the set agrees.
 */
export function sampleMismatch(
  key: string,
  s: { name: string; fdlibm: string; math: string },
  count: (a: string, b: string) => number,
): string {
  if (!s.name.startsWith('pow') || mathPowIsFdlibm) {
    const n = count(s.fdlibm, s.math);
    return n === 0 ? '' : `${s.name}: ${n} results differ from the engine's Math`;
  }
  const want = POW_DIGESTS[key]?.[s.name];
  if (want === undefined) return `${s.name}: no recorded digest for ${key}`;
  return digestDoubles(s.fdlibm) === want ? '' : `${s.name}: results differ from Node 20's Math.pow (digest)`;
}
