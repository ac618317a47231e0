import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { winnerWord } from '../../../src/mfd/winner.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/core/rng.js';
import { loadTeams } from '../../../src/adapters/mfd/loadTeams.js';
import { parseMfdReplay, verifyMfdReplay } from '../../../src/mfd/replay.js';
import { runBattle } from '../../../src/mfd/runBattle.js';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';
import { MFD_TEAMS } from './fixtures.js';

describe('fray mfd fight --replay FILE', () => {
  it('writes the whole battle beside the other outputs, the same bytes for the same seed', () => {
    const [a, b] = [tempDir(), tempDir()];
    const args = ['mfd', 'fight', ...MFD_TEAMS, '--seed', '7', '--out-dir', 'out', '--replay', 'battle.json'];
    const ra = fray(args, { cwd: a }),
      rb = fray(args, { cwd: b });
    expect([ra.code, rb.code]).toEqual([0, 0]);
    expect(ra.stderr.split('\n').at(-2)).toBe(
      'Wrote out/BattleLog.txt, out/Heroes-final.csv, out/Villains-final.csv and battle.json.',
    );
    const text = readFileSync(join(a, 'battle.json'), 'utf8');
    expect(text).toBe(readFileSync(join(b, 'battle.json'), 'utf8'));
    const replay = parseMfdReplay(JSON.parse(text), 'battle.json');
    if (!replay.ok) throw new Error(replay.problem.message);
    expect(verifyMfdReplay(replay.value)).toEqual({ ok: true, rounds: replay.value.rounds });
    // The same battle as the log: the same seed fought by the engine ends the same way.
    const loaded = loadTeams(join(ROOT, 'examples/mfd/Heroes.csv'), join(ROOT, 'examples/mfd/Villains.csv'));
    if (!loaded.ok) throw new Error(loaded.problem.message);
    const result = runBattle(loaded.value.teams, createRng(7));
    // The file keeps Marked for Death's words for the winner ('villains'); the library says side 1.
    expect({ winner: replay.value.winner, rounds: replay.value.rounds }).toEqual({
      winner: winnerWord(result),
      rounds: result.rounds,
    });
    expect(readFileSync(join(a, 'out/BattleLog.txt'), 'utf8')).toContain(`Seed: 7`);
  });

  it('says so with --quiet, and prints only the JSON with --json', () => {
    const dir = tempDir();
    const q = fray(['mfd', 'fight', ...MFD_TEAMS, '--seed', '7', '--quiet', '--replay', 'r.json'], { cwd: dir });
    expect(q.stderr).toMatch(/ Wrote BattleLog\.txt, Heroes-final\.csv, Villains-final\.csv and r\.json\.\n$/);
    const j = fray(['mfd', 'fight', ...MFD_TEAMS, '--seed', '7', '--json', '--replay', 'r2.json'], { cwd: dir });
    expect(JSON.parse(j.stdout)).toMatchObject({ seed: 7 });
    expect(existsSync(join(dir, 'r2.json'))).toBe(true);
  });

  it('writes nothing at all, replay included, when a team file is bad', () => {
    const dir = tempDir();
    const r = fray(
      [
        'mfd',
        'fight',
        '--heroes',
        'missing.csv',
        '--villains',
        join(ROOT, 'examples/mfd/Villains.csv'),
        '--replay',
        'r.json',
      ],
      { cwd: dir },
    );
    expectBadInput(r, /^fray: missing\.csv: no such file\n$/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is a file fray view shows', () => {
    const dir = tempDir();
    fray(['mfd', 'fight', ...MFD_TEAMS, '--seed', '3', '-m', '2', '--quiet', '--replay', 'r.json'], { cwd: dir });
    const r = fray(['view', 'r.json', '--out', 'r.html'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readFileSync(join(dir, 'r.html'), 'utf8')).toContain('"maxRounds":2');
  });
});
