import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const FIX = join(ROOT, 'test/fixtures/summoners');
const bots = ['striker.ts', 'idle.js', 'thrower.js'].map((f) => join(FIX, f));

interface Standing {
  name: string;
  wins: number;
  losses: number;
  draws: number;
  kills: number;
  errors: number;
  loadError?: string;
}
interface TournamentJson {
  seed: number;
  matches: number;
  standings: Standing[];
}

const run = (args: string[], cwd?: string) =>
  fray(['summoner', 'tournament', ...args], cwd === undefined ? {} : { cwd });

describe('fray summoner tournament', () => {
  it('plays every pair twice and ranks by wins, then kills', () => {
    const r = run([...bots, '--seed', '3', '--max-turns', '60', '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as TournamentJson;
    expect(j.seed).toBe(3);
    expect(j.matches).toBe(6);
    expect(j.standings.map((s) => s.name)[0]).toBe('striker');
    expect(j.standings.find((s) => s.name === 'striker')).toMatchObject({ wins: 4, losses: 0 });
    expect(j.standings.find((s) => s.name === 'thrower')?.errors).toBeGreaterThan(0);
    for (const s of j.standings) expect(s.wins + s.losses + s.draws).toBe(4);
  });

  it('gives the same result with one worker or two', () => {
    const one = run([...bots, '--seed', '8', '--max-turns', '40', '--json', '--workers', '1']);
    const two = run([...bots, '--seed', '8', '--max-turns', '40', '--json', '--workers', '2']);
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
  });

  it('lists a bot that does not load, with the reason, and it loses every match', () => {
    const r = run([
      join(FIX, 'idle.js'),
      join(FIX, 'noexport.js'),
      join(FIX, 'missing.ts'),
      '--seed',
      '1',
      '--max-turns',
      '5',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/warning: noexport cannot play and loses its matches: .*has no default export/);
    expect(r.stderr).toMatch(/warning: missing cannot play .*no such file/);
    const j = JSON.parse(r.stdout) as TournamentJson;
    expect(j.standings[0]).toMatchObject({ name: 'idle', wins: 4, losses: 0 });
    const broken = j.standings.find((s) => s.name === 'noexport');
    expect(broken).toMatchObject({ wins: 0, losses: 2, draws: 2 });
    expect(broken?.loadError).toMatch(/has no default export/);
  });

  it('prints standings as text with the seed, and writes a report and replays that verify', () => {
    const dir = tempDir();
    const r = run(
      [...bots, '--seed', '2', '--max-turns', '30', '--report', 'out/t.html', '--replays', 'out/replays'],
      dir,
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('striker');
    const replays = readdirSync(join(dir, 'out/replays')).sort();
    expect(replays).toHaveLength(6);
    expect(replays[0]).toBe('match-0001-striker-v-idle.json');
    const html = readFileSync(join(dir, 'out/t.html'), 'utf8');
    expect(html).toContain('href="replays/match-0001-striker-v-idle.json"');
    const v = fray(['summoner', 'replay', join(dir, 'out/replays', replays[0]!), '--verify']);
    expect(v.code).toBe(0);
  });

  it('loses only the matches of a bot that kills its worker: each is retried once, then listed as failed', () => {
    const crasher = join(FIX, 'crasher.js');
    const r = run([
      join(FIX, 'idle.js'),
      join(FIX, 'striker.ts'),
      crasher,
      '--seed',
      '1',
      '--max-turns',
      '10',
      '--trusted',
      '--json',
      '--workers',
      '2',
    ]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as TournamentJson & { failed: { index: number; seats: string[]; error: string }[] };
    expect(j.matches).toBe(2);
    expect(j.failed.map((f) => f.index)).toEqual([2, 3, 4, 5]);
    expect(j.failed[0]?.error).toMatch(/exit code 3/);
    expect(j.standings.find((s) => s.name === 'crasher')).toMatchObject({ wins: 0, losses: 0, draws: 0 });
    // Sandboxed, the same bot cannot reach the process at all: it forfeits its matches and nothing fails.
    const s = run([join(FIX, 'idle.js'), crasher, '--seed', '1', '--max-turns', '10', '--json']);
    const k = JSON.parse(s.stdout) as TournamentJson & { failed: unknown[] };
    expect(k.failed).toEqual([]);
    expect(k.standings.find((x) => x.name === 'crasher')).toMatchObject({ losses: 2 });
  });

  it('refuses fewer than two bots, and a report that is not HTML', () => {
    expectBadInput(run([join(FIX, 'idle.js')]), /^fray: a tournament needs at least two bots\n$/);
    const dir = tempDir();
    expectBadInput(run([...bots, '--report', 'r.txt'], dir), /--report writes an HTML file/);
    expect(existsSync(join(dir, 'r.txt'))).toBe(false);
  });
});
