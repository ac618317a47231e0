// docs/bot-guide.md walks a bot author from `fray summoner new` to a tournament: every command in its `sh` blocks
// runs, in order, in one folder (where `examples/` is this repository's), and exits 0; a `text` block right after a
// `sh` block is the exact output of that block's last command. Its TypeScript example type-checks and plays.
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fray, ROOT } from '../helpers/cli.js';

const guide = readFileSync(join(ROOT, 'docs/bot-guide.md'), 'utf8');

/** Each ```sh block's commands, with the ```text block that follows it, if any. */
function blocks(markdown: string): { commands: string[]; output?: string }[] {
  const found: { commands: string[]; output?: string }[] = [];
  const re = /^```sh\n([\s\S]*?)^```\n(?:\s*^```text\n([\s\S]*?)^```$)?/gm;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) {
    const commands = (m[1] ?? '').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    found.push({ commands, ...(m[2] === undefined ? {} : { output: m[2] }) });
  }
  return found;
}

/** A command's words: `fray` then plain arguments (the guide's commands use no quoting, pipes or variables). */
function words(command: string): string[] {
  const w = command.trim().split(/\s+/);
  if (w[0] !== 'fray') throw new Error(`a guide command starts with fray: ${command}`);
  if (w.some((x) => /["'`$|&;<>\\]/.test(x))) throw new Error(`a guide command is plain words: ${command}`);
  return w.slice(1);
}

describe('docs/bot-guide.md', () => {
  const all = blocks(guide);

  it('walks from new to a tournament', () => {
    const commands = all.flatMap((b) => b.commands);
    expect(commands[0]).toBe('fray summoner new mybot');
    expect(commands.some((c) => c.startsWith('fray summoner check '))).toBe(true);
    expect(commands.some((c) => / --turn \d+ --seat /.test(c))).toBe(true);
    expect(commands.at(-1)).toMatch(/^fray summoner tournament /);
  });

  it('runs every command, in order, each exiting 0 with the output shown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fray-guide-'));
    symlinkSync(join(ROOT, 'examples'), join(dir, 'examples'));
    const env = { XDG_CACHE_HOME: join(dir, '.cache') };
    for (const block of all) {
      let last = '';
      for (const command of block.commands) {
        const r = fray(words(command), { cwd: dir, env });
        expect(r.code, `${command}\n${r.stderr}`).toBe(0);
        last = r.stdout;
      }
      if (block.output !== undefined) expect(last).toBe(block.output);
    }
  }, 240_000);

  it('its TypeScript example passes `fray summoner check`', () => {
    const code = /^```ts\n([\s\S]*?)^```$/m.exec(guide)?.[1];
    expect(code).toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'fray-guide-'));
    writeFileSync(join(dir, 'example.ts'), code as string);
    const r = fray(['summoner', 'check', 'example.ts', '--turns', '5', '--json'], { cwd: dir });
    const j = JSON.parse(r.stdout) as { problems: { kind: string }[] };
    // Type errors and load errors would be the guide's fault; how well the example plays is not its point.
    expect(j.problems.filter((p) => p.kind === 'type' || p.kind === 'load')).toEqual([]);
  });
});
