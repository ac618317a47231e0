/**
 * Who writes to the terminal (issue 30, class 1): only src/cli/io.ts prints a command's text, and it passes every
 * byte through escapeUnsafe. Any other module that reaches the process's standard streams or the console is listed
 * here with the reason it is safe, and must escape what it writes; a new one fails this test until it is looked at.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

/** Modules allowed to reach stdout, stderr or the console, and why what they write is safe. */
const WRITERS: Record<string, { why: string; escapes: boolean }> = {
  'src/cli/io.ts': { why: 'printOut, printErr and printJson: everything through escapeUnsafe', escapes: true },
  'src/cli/main.ts': { why: "fray's help, and each error message through oneLine (escapeUnsafe)", escapes: true },
  'src/cli/summoner/watch.ts': {
    why: "--watch frames: fray's own cursor moves and colours, names and notes through escapeUnsafe",
    escapes: true,
  },
  'src/cli/progressBar.ts': { why: "cli-progress on stderr, with fray's own labels and numbers", escapes: false },
  'src/adapters/sandbox/isolateHost.ts': {
    why: "an isolate host's 'ready' or 'unavailable' line and its own start-up failures, on pipes the controller reads, never a terminal",
    escapes: false,
  },
  'src/adapters/workers/isolateHost.worker.ts': {
    why: 'the host started without its pipes (by hand, not by fray): a fixed line of its own',
    escapes: false,
  },
  'src/cli/play/index.ts': {
    why: "the game's terminal, drawn by play/session from the library's screens: fray's own text, and names and messages from a save escaped where they are read",
    escapes: false,
  },
};

/** Comments name streams in prose; only code counts. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

/** True when `text` (a module's source) reaches a standard stream or the console. */
export function reachesTerminal(text: string): boolean {
  return /\bprocess\.(stdout|stderr)\b|\bconsole\.(log|error|warn|info|debug|dir|table|trace)\b/.test(code(text));
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('terminal writers', () => {
  it('only the listed modules reach stdout, stderr or the console, and those that print strangers escape', () => {
    const found = sources(join(ROOT, 'src'))
      .filter((p) => reachesTerminal(readFileSync(p, 'utf8')))
      .map((p) => relative(ROOT, p).split('\\').join('/'))
      .sort();
    expect(found).toEqual(Object.keys(WRITERS).sort());
    for (const [file, w] of Object.entries(WRITERS))
      if (w.escapes) expect(code(readFileSync(join(ROOT, file), 'utf8')), file).toMatch(/\b(escapeUnsafe|oneLine)\(/);
  });

  it('control: a module that prints a name straight to stdout or the console is found', () => {
    expect(reachesTerminal('export function show(name: string) { process.stdout.write(name); }')).toBe(true);
    expect(reachesTerminal('export const say = (s: string) => console.log(s);')).toBe(true);
    expect(reachesTerminal('// process.stdout is only named here\nexport const x = 1;')).toBe(false);
  });
});
