/** Comparing two runs of results sent as base64 of Float64Arrays. */

/** The doubles in `b64`, base64 of a Float64Array's bytes. */
export function decodeDoubles(b64: string): Float64Array {
  const bytes = Buffer.from(b64, 'base64');
  return new Float64Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/** How many results differ: bit for bit, except that any NaN matches any NaN (the language cannot tell them apart). */
export function countDifferences(a: string, b: string): number {
  const x = decodeDoubles(a),
    y = decodeDoubles(b);
  if (x.length !== y.length) return Math.max(x.length, y.length);
  let n = 0;
  for (let i = 0; i < x.length; i++) if (!Object.is(x[i], y[i])) n++;
  return n;
}
