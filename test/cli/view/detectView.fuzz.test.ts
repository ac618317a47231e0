/**
 * Fuzz: seeded mutants of a Marked for Death replay (`fray mfd fight --replay`), read as `fray view` reads any file
 * (detectView, in process), and a handful through the built CLI (`fray view FILE --out page.html`): each is shown,
 * or refused with one line and exit code 2, never an internal error.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectView } from '../../../src/cli/view/detectView.js';
import { fray, tempDir } from '../../helpers/cli.js';
import { expectRefused, mutants, outcomeOf, sampleForCli, type Mutant, type Outcome } from '../../helpers/fuzz.js';
import { mfdReplay } from './fixtures.js';

let text = '';
let tried: { m: Mutant; outcome: Outcome }[] = [];

beforeAll(() => {
  text = mfdReplay(tempDir(), 3);
  tried = mutants(text, 250, 26).map((m) => ({ m, outcome: outcomeOf(m, () => detectView('b.json', m.text)) }));
});

describe('fray view of a Marked for Death replay, fuzzed', () => {
  it('shows the replay itself', () => {
    expect(detectView('b.json', text)).toMatchObject({ ok: true, value: { kind: 'page', data: { kind: 'mfd' } } });
  });

  it('refuses most of 250 mutants in one line naming the file, in process', () => {
    const refused = tried.filter((t) => !t.outcome.ok);
    expect(refused.length).toBeGreaterThan(150);
    for (const { m, outcome } of refused) {
      if (outcome.ok) continue;
      expect(outcome.message, m.how).toMatch(/^b\.json(:\d+:\d+)?: /);
      expect(outcome.message, m.how).not.toMatch(/\n|internal error/);
    }
    expect(refused.some((t) => !t.outcome.ok && /nested deeper than 256 levels/.test(t.outcome.message))).toBe(true);
  });

  it('gives the same answer through the built CLI, for a sample', () => {
    const dir = tempDir();
    sampleForCli(tried, 5).forEach(({ m, outcome }, i) => {
      writeFileSync(join(dir, 'b.json'), m.text);
      const run = fray(['view', 'b.json', '--out', `page${i}.html`], { cwd: dir });
      if (outcome.ok) {
        expect(run.code, m.how).toBe(0);
        expect(existsSync(join(dir, `page${i}.html`))).toBe(true);
      } else {
        expectRefused(m, run);
        expect(run.stderr, m.how).toBe(`fray: ${outcome.message}\n`);
        expect(existsSync(join(dir, `page${i}.html`))).toBe(false);
      }
    });
  });
});
