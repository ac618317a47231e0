// docs/library.md is a promise to library users: each TypeScript example in it runs, against the library's entry
// files, and prints exactly the output shown in the text block under it.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { guideExamples as examples } from '../helpers/guideExamples.js';

const SYSTEMS = ['core', 'report', 'mfd', 'nightsoil', 'skirmish', 'summoner', 'stool'];

/** The example bundled as a user's bundler would see it: `fray` and `fray/<system>` are the entry files. */
async function bundle(code: string): Promise<string> {
  const alias: Record<string, string> = { fray: join(ROOT, 'src/index.ts') };
  for (const s of SYSTEMS) alias[`fray/${s}`] = join(ROOT, `src/${s}/index.ts`);
  const out = await build({
    stdin: { contents: code, loader: 'ts', resolveDir: ROOT, sourcefile: 'example.ts' },
    bundle: true, platform: 'node', format: 'esm', target: 'node20', write: false, alias, logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
}

const guide = readFileSync(join(ROOT, 'docs/library.md'), 'utf8');

describe('docs/library.md', () => {
  const all = examples(guide);
  it('has an example for every system', () => {
    expect(all.map((e) => e.heading.split(':')[0])).toEqual(['Core', 'Marked for Death', 'Night Soil', 'Skirmish', 'Summoner War', 'The Golden Stool']);
  });

  for (const ex of all) {
    it(`"${ex.heading}" prints what the guide shows`, async () => {
      const js = await bundle(ex.code);
      const r = spawnSync(process.execPath, ['--input-type=module'], { input: js, encoding: 'utf8', cwd: ROOT });
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(ex.output);
    }, 60_000);
  }
});
