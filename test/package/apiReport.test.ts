// The library's public API against its reports in api/ (scripts/apiReport.js, API Extractor): a change to what an
// entry exports, or to a signature, fails here until `npm run api` writes the report again and the change is
// reviewed as a change to that file. The control edits a copy of the declarations and sees the check refuse it.
import { appendFileSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from '../helpers/cli.js';

const ENTRIES = ['fray', 'core', 'report', 'mfd', 'nightsoil', 'skirmish', 'summoner', 'stool'];
const reportOf = (entry: string): string =>
  join(ROOT, 'api', entry === 'fray' ? 'fray.api.md' : `fray-${entry}.api.md`);
const declarations = join(tempDir(), 'lib');

function apiReport(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, ['scripts/apiReport.js', ...args], { cwd: ROOT, encoding: 'utf8' });
}

/** The names a report says its entry exports. */
function exported(entry: string): string[] {
  const text = readFileSync(reportOf(entry), 'utf8');
  return [
    ...text.matchAll(
      /^export (?:declare )?(?:abstract )?(?:function|const|let|class|interface|type|enum|namespace) (\w+)/gm,
    ),
  ]
    .map((m) => m[1] ?? '')
    .filter((n, i, all) => all.indexOf(n) === i);
}

describe('the API reports (api/*.api.md)', () => {
  let before: string[] = [];
  let check: ReturnType<typeof apiReport>;
  beforeAll(() => {
    before = ENTRIES.map((e) => readFileSync(reportOf(e), 'utf8'));
    check = apiReport('--check', '--declarations', declarations);
  }, 600_000);

  it('match the public API of every entry; checking writes nothing', () => {
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
    expect(ENTRIES.map((e) => readFileSync(reportOf(e), 'utf8'))).toEqual(before);
  });

  it('list public names only: none that fray/internal exports, and no type left unexported', () => {
    const internal = readFileSync(join(declarations, 'internal.d.ts'), 'utf8');
    const internalNames = new Set(
      [...internal.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) =>
        (m[1] ?? '').split(',').map(
          (n) =>
            n
              .trim()
              .split(/\s+as\s+/)
              .pop() ?? '',
        ),
      ),
    );
    expect(internalNames.size).toBeGreaterThan(50);
    for (const e of ENTRIES) {
      expect(exported(e).length, e).toBeGreaterThan(3);
      expect(
        exported(e).filter((n) => internalNames.has(n)),
        e,
      ).toEqual([]);
      expect(readFileSync(reportOf(e), 'utf8'), e).not.toContain('ae-forgotten-export');
    }
    // The root entry is every system's entry under one name.
    const union = new Set(ENTRIES.slice(1).flatMap(exported));
    expect(new Set(exported('fray'))).toEqual(union);
  });

  it('fail when the API changes without the report, naming the report and the command that updates it', () => {
    appendFileSync(join(declarations, 'core/index.d.ts'), '\nexport declare function sneaky(x: number): number;\n');
    const changed = apiReport('--check', '--declarations', declarations, '--only', 'core');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain('+export function sneaky(x: number): number;');
    expect(changed.stderr).toContain(
      'apiReport: the public API differs from api/fray-core.api.md; if the change is meant, run `npm run api`',
    );
    expect(readFileSync(reportOf('core'), 'utf8')).toBe(before[1]);
  }, 300_000);
});
