// Counts, per function, the seeded arguments on which Chromium's Math.exp, log, log10, pow and sqrt give other bits
// than this Node's: the measurement behind src/math (docs/rules/night-soil.md, "Hit chance").
// Usage: node scripts/mathEngines.js [arguments per range, default 200000]
import { Buffer } from 'node:buffer';
import { chromium } from 'playwright-core';

const n = Number(process.argv[2] ?? 200_000);

/** Each range's results as base64 of a Float64Array; runs as is in Node and, through page.evaluate, in Chromium. */
function compute(n) {
  // A 32-bit xorshift: integer operations only, so both engines draw the same arguments.
  let s = 0x9e3779b9;
  const u32 = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s >>> 0;
  };
  const u = () => (u32() * 2097152 + (u32() >>> 11)) / 9007199254740992;
  const view = new DataView(new ArrayBuffer(8));
  const positive = () => {
    view.setUint32(0, u32() & 0x7fffffff);
    view.setUint32(4, u32());
    const x = view.getFloat64(0);
    return x === x ? x : 1;
  };
  const ranges = {
    'exp, [-745, 710]': () => Math.exp(-745 + 1455 * u()),
    'exp, [-1, 1]': () => Math.exp(2 * u() - 1),
    'exp, Bradley-Terry [-30, 30]': () => Math.exp(60 * u() - 30),
    'log, any positive double': () => Math.log(positive()),
    'log, [0.5, 2]': () => Math.log(0.5 + 1.5 * u()),
    'log, (0, 1e6)': () => Math.log(1e6 * u()),
    'log10, any positive double': () => Math.log10(positive()),
    'log10, (0, 1e6)': () => Math.log10(1e6 * u()),
    'pow, any positive x, y in [-20, 20]': () => Math.pow(positive(), 40 * u() - 20),
    'pow, x in (0, 10], y in [-100, 100]': () => Math.pow(10 * u(), 200 * u() - 100),
    'pow, Night Soil A in (1, 1000], y in [-2, 2]': () => Math.pow(1 + 999 * u(), 4 * u() - 2),
    'pow, Night Soil A = 100, y in [-1, 1]': () => Math.pow(100, 2 * u() - 1),
    'pow, 10^k for whole k in [-300, 300]': () => Math.pow(10, Math.floor(601 * u()) - 300),
    'sqrt, any positive double': () => Math.sqrt(positive()),
    'sqrt, [0, 1e6]': () => Math.sqrt(1e6 * u()),
  };
  const out = {};
  for (const [name, f] of Object.entries(ranges)) {
    const r = new Float64Array(n);
    for (let i = 0; i < n; i++) r[i] = f();
    const bytes = new Uint8Array(r.buffer);
    let text = '';
    for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    out[name] = globalThis.btoa(text);
  }
  return out;
}

const node = compute(n);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const version = browser.version();
let page;
try {
  page = await (await browser.newPage()).evaluate(compute, n);
} finally {
  await browser.close();
}
const doubles = (b64) => {
  const b = Buffer.from(b64, 'base64');
  return new BigUint64Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
};
process.stdout.write(`Node ${process.version} against Chromium ${version}, ${n} arguments per range\n`);
for (const name of Object.keys(node)) {
  const a = doubles(node[name]),
    b = doubles(page[name]);
  let differ = 0,
    most = 0n;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    differ++;
    const d = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
    if (d > most) most = d;
  }
  const pct = ((100 * differ) / a.length).toFixed(2);
  process.stdout.write(`${name.padEnd(46)} ${String(differ).padStart(8)} differ (${pct}%), at most ${most} ulp\n`);
}
