/**
 * `fray --version`, `fray --help` and a bare `fray` are answered by bin/fray.js from dist/quickAnswers.json, without
 * commander: the answers must be commander's own text, byte for byte, for a pipe and for a terminal of any width.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as program from '../../src/cli/program.js';
import { commanderAnswer, QUICK_FORMS } from '../../scripts/quickAnswers.js';
import { quickAnswer } from '../../bin/quickAnswer.js';
import { ROOT, tempDir } from '../helpers/cli.js';

/** Bytes, exit code and errors of `node <entry> <form>` with stdout a pipe. */
function run(entry: string, form: string): { code: number | null; stdout: Buffer; stderr: string } {
  const r = spawnSync(process.execPath, [join(ROOT, entry), ...(form === '' ? [] : [form])], { cwd: tempDir() });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr.toString() };
}

describe('quick answers', () => {
  it.each(QUICK_FORMS)("'fray %s' prints what the bundle's commander prints, byte for byte", (form) => {
    const quick = run('bin/fray.js', form);
    const commander = run('dist/fray.js', form); // the bundle itself, which never reads the table
    expect(quick.stderr).toBe('');
    expect(quick.code).toBe(0);
    expect(commander.code).toBe(0);
    expect(quick.stdout.equals(commander.stdout)).toBe(true);
    expect(quick.stdout.length).toBeGreaterThan(0);
  });

  it("answers as commander does on a terminal of any width (from the installed table, against src's commander)", async () => {
    for (const form of QUICK_FORMS) {
      const args = form === '' ? [] : [form];
      for (const columns of [0, 1, 39, 40, 41, 50, 60, 79, 80, 81, 100, 120, 132, 200, 250, 300, 398, 399, 400, 1000]) {
        const quick = quickAnswer(args, { isTTY: true, columns });
        expect(quick, `fray ${form} at ${columns} columns`).toBe(await commanderAnswer(program, form, columns));
      }
      // A terminal of unknown width is 80 columns wide to commander, as a pipe is.
      const piped = await commanderAnswer(program, form, undefined);
      expect(quickAnswer(args, { isTTY: true, columns: undefined })).toBe(piped);
      expect(quickAnswer(args, { isTTY: false })).toBe(piped);
    }
  });

  it('leaves every other command line to commander', () => {
    for (const args of [['--help', 'mfd'], ['mfd'], ['help'], ['--versions'], ['-v'], ['--version', '--help']])
      expect(quickAnswer(args, { isTTY: false })).toBeUndefined();
  });

  it('leaves them to commander when the table is missing (a bundle built without it)', () => {
    expect(quickAnswer(['--help'], { isTTY: false }, join(tempDir(), 'quickAnswers.json'))).toBeUndefined();
    expect(quickAnswer(['--help'], { isTTY: false })).toBeDefined();
  });
});
