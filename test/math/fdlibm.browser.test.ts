import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { build } from 'esbuild';
import { hasChromium, withPage } from '../helpers/browser.js';
import { ROOT } from '../helpers/cli.js';
import { runsHere } from '../helpers/runsHere.js';
import { countDifferences } from './compareBits.js';
import type { SampleBits } from './samples.js';
import { sampleMismatch } from './powOracle.js';

/** The sampler (and fray's ports with it) as one script that defines `fdlibmSamples`, for Node and the page alike. */
async function samplerScript(): Promise<string> {
  const out = await build({
    entryPoints: [join(ROOT, 'test/math/samples.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'fdlibmSamples',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  });
  return out.outputFiles[0]!.text;
}

interface Sampler {
  sampleBits(n: number, seed: number): SampleBits[];
}

const N = 50_000;
const SEED = 156;

describe.runIf(runsHere(hasChromium()))('fray’s exp, log, log10 and pow in Chromium', () => {
  it('give, bit for bit, the results they give in Node, and those are Node’s Math.* results', async () => {
    const script = await samplerScript();
    const inNode = (new Function(`${script}\nreturn fdlibmSamples;`) as () => Sampler)().sampleBits(N, SEED);
    const inPage = await withPage('<!doctype html><title>fdlibm</title>', async (page) => {
      await page.addScriptTag({ content: script });
      return page.evaluate(
        ([n, seed]) => (window as unknown as { fdlibmSamples: Sampler }).fdlibmSamples.sampleBits(n, seed),
        [N, SEED] as const,
      );
    });
    expect(inPage.map((s) => s.name)).toEqual(inNode.map((s) => s.name));
    for (const [i, node] of inNode.entries()) {
      const page = inPage[i]!;
      expect(countDifferences(page.fdlibm, node.fdlibm), `${node.name}: page vs Node`).toBe(0);
      expect(sampleMismatch(`${N}/${SEED}`, node, countDifferences), `${node.name}: fray vs Node's Math`).toBe('');
    }
  });
});
