/**
 * No stranger's text reaches a terminal raw (issue 30, class 1). Real bots whose file names carry a window title
 * (OSC 0), a clear-screen, a carriage return that would overwrite a result line, a right-to-left override, OSC 52
 * (which writes the viewer's clipboard) and a C1 CSI; a bot that logs, marks and throws those; a real replay from a
 * stranger with them in names, reasons, log lines and marks; and world, team and skirmish files with them in names.
 * Every printer (match, tournament, replay, --watch, check, logs, reports, view, studio, nightsoil, mfd, skirmish) is
 * run through the real CLI and must print no raw control byte on stdout or stderr, nor into the text files it writes.
 * The control: each case run again through the same CLI bundled with escapeUnsafe bypassed prints raw bytes.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { escapeUnsafe } from '../../src/core/quote.js';
import { ROOT, tempDir, type CliRun } from '../helpers/cli.js';
import { frayFrom, unescapedPackage } from '../helpers/unescapedBuild.js';

const ESC = '\u001b';
const BEL = '\u0007';
/** Everything a stranger would put in a name: title, clear screen, a forged result line, RLO, clipboard, C1 CSI. */
const HOSTILE = `${ESC}]0;pwned${BEL}${ESC}[2J${ESC}[H\r(seat 2) wins\u202eevil${ESC}]52;c;cHduZWQ=${BEL}\u009b31m`;

/**
 * Any character that must not reach a terminal raw. Line breaks and tabs are fray's own (the battle log is
 * tab-separated) and harmless: a tab only moves the cursor forward to a tab stop, so it can neither overwrite nor hide.
 */
const RAW =
  // eslint-disable-next-line no-control-regex -- control characters are what this test looks for
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The raw control characters in `text`, as code points (an empty list when it is safe). */
function rawIn(text: string): string[] {
  const out: string[] = [];
  for (const c of text) if (RAW.test(c)) out.push(`U+${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
  return [...new Set(out)];
}

/** A bot that logs, marks and throws HOSTILE (the random demo underneath). */
function loudBot(): string {
  const random = readFileSync(join(ROOT, 'examples/summoners/random.ts'), 'utf8');
  return random.replace(
    'export default { setup, enhance, battle } satisfies Summoner;',
    `const H = ${JSON.stringify(HOSTILE)};
let calls = 0;
export default {
  setup: (info: SetupInfo) => { console.log(H); return setup(info); },
  enhance: (view: View) => {
    console.log(H);
    const d = view.mine[0];
    return { orders: enhance(view), marks: d === undefined ? [] : [{ type: 'text', demon: d.id, text: H }] };
  },
  battle: (view: View) => { calls++; if (calls === 2) throw new Error(H); return battle(view); },
};`,
  );
}

/** A replay as a stranger would send it: every string the bot made safe made raw again, and the names hostile. */
function hostileReplay(replayText: string): string {
  const asWritten = JSON.stringify(escapeUnsafe(HOSTILE)).slice(1, -1); // made safe when recorded, then JSON
  const raw = replayText.split(asWritten).join(JSON.stringify(HOSTILE).slice(1, -1));
  if (raw === replayText) throw new Error('hostileReplay: the bot left no text in the replay');
  const r = JSON.parse(raw) as { players: { name: string }[] };
  r.players[0]!.name = `${HOSTILE}A`;
  r.players[1]!.name = `${HOSTILE}B`;
  return JSON.stringify(r);
}

interface Case {
  name: string;
  args: string[];
  /** Text files the command writes, also checked. */
  files?: string[];
  /** Exit codes the command may end with (default 0). */
  codes?: number[];
}

describe('no raw control byte from a stranger reaches stdout, stderr or a text file', () => {
  let dir: string;
  let control: string;
  const hostileBot = `${HOSTILE}.ts`;
  const cases: Case[] = [];

  beforeAll(async () => {
    control = await unescapedPackage();
    dir = tempDir();
    writeFileSync(join(dir, hostileBot), loudBot());
    copyFileSync(join(ROOT, 'examples/summoners/rusher.ts'), join(dir, `rusher${HOSTILE}.ts`));
    writeFileSync(join(dir, `broken${HOSTILE}.ts`), 'export default {{{\n');
    // A real replay of the loud bot, then made hostile as a stranger would.
    const made = frayFrom(
      ROOT,
      [
        'summoner',
        'match',
        hostileBot,
        'rusher' + HOSTILE + '.ts',
        '--seed',
        '3',
        '--trusted',
        '--replay',
        'made.json',
      ],
      { cwd: dir },
    );
    expect(made.code, made.stderr).toBe(0);
    writeFileSync(join(dir, `${HOSTILE}.json`), hostileReplay(readFileSync(join(dir, 'made.json'), 'utf8')));
    const badHash = JSON.parse(readFileSync(join(dir, `${HOSTILE}.json`), 'utf8')) as {
      players: { sha256?: string }[];
    };
    badHash.players[0]!.sha256 = `${HOSTILE}`;
    writeFileSync(join(dir, 'bad-hash.json'), JSON.stringify(badHash));
    // Files of the other systems with hostile names.
    const world = JSON.parse(readFileSync(join(ROOT, 'examples/nightsoil/world.json'), 'utf8')) as {
      builds: { name: string }[];
    };
    world.builds[0]!.name = HOSTILE;
    writeFileSync(join(dir, 'world.json'), JSON.stringify(world));
    const skirmish = JSON.parse(readFileSync(join(ROOT, 'examples/skirmish/duel.json'), 'utf8')) as {
      sides: { team: string; combatants: { name: string }[] }[];
    };
    skirmish.sides[0]!.team = HOSTILE;
    skirmish.sides[0]!.combatants[0]!.name = `${HOSTILE}x`;
    writeFileSync(join(dir, 'skirmish.json'), JSON.stringify(skirmish));
    const heroes = readFileSync(join(ROOT, 'examples/mfd/duel-heroes.csv'), 'utf8').split('\n');
    heroes[1] = heroes[1]!.replace(/^[^,]*/, `"${HOSTILE.replace(/"/g, '""')}"`);
    writeFileSync(join(dir, 'heroes.csv'), heroes.join('\n'));
    copyFileSync(join(ROOT, 'examples/mfd/duel-villains.csv'), join(dir, 'villains.csv'));

    const match = ['summoner', 'match', hostileBot, `rusher${HOSTILE}.ts`, '--seed', '1', '--trusted'];
    const tournament = [
      'summoner',
      'tournament',
      hostileBot,
      `rusher${HOSTILE}.ts`,
      join(ROOT, 'examples/summoners/random.ts'),
    ];
    const t = [...tournament, '--seed', '2', '--trusted', '--workers', '1'];
    cases.push(
      { name: 'match', args: match },
      { name: 'match --json --logs', args: [...match, '--json', '--logs'] },
      { name: 'match --watch', args: [...match, '--watch'] },
      {
        name: 'match --log --replay',
        args: [...match, '--log', 'm.log.txt', '--replay', 'm.json'],
        files: ['m.log.txt'],
      },
      { name: 'tournament', args: t },
      { name: 'tournament --json', args: [...t, '--json'] },
      {
        name: 'tournament --replays --logs --report',
        args: [...t, '--replays', 'r', '--logs', '--report', 'r/t.html'],
        files: ['r/*.txt'],
      },
      { name: 'check', args: ['summoner', 'check', hostileBot, '--trusted', '--turns', '5'], codes: [1] },
      {
        name: 'check --json',
        args: ['summoner', 'check', hostileBot, '--trusted', '--turns', '5', '--json'],
        codes: [1],
      },
      {
        name: 'a bot that does not compile',
        args: ['summoner', 'match', `broken${HOSTILE}.ts`, hostileBot, '--trusted'],
        codes: [2],
      },
      { name: 'replay', args: ['summoner', 'replay', `${HOSTILE}.json`] },
      { name: 'replay --verify', args: ['summoner', 'replay', `${HOSTILE}.json`, '--verify'] },
      { name: 'replay --json', args: ['summoner', 'replay', `${HOSTILE}.json`, '--json'] },
      { name: 'replay --watch', args: ['summoner', 'replay', `${HOSTILE}.json`, '--watch'] },
      { name: 'replay --turn', args: ['summoner', 'replay', `${HOSTILE}.json`, '--turn', '2', '--seat', 'first'] },
      { name: 'replay with a hash that is not one', args: ['summoner', 'replay', 'bad-hash.json'], codes: [2] },
      { name: 'view --out', args: ['view', `${HOSTILE}.json`, '--out', `${HOSTILE}.html`] },
      { name: 'studio --out', args: ['studio', '--out', `${HOSTILE}-site`] },
      { name: 'nightsoil arena', args: ['nightsoil', 'arena', 'world.json', '--days', '2', '--seed', '1'] },
      { name: 'skirmish', args: ['skirmish', 'skirmish.json', '--seed', '1'] },
      {
        name: 'mfd fight',
        args: [
          'mfd',
          'fight',
          '--heroes',
          'heroes.csv',
          '--villains',
          'villains.csv',
          '--seed',
          '1',
          '--out-dir',
          'out',
        ],
      },
    );
  }, 600_000);

  /** Runs every case through `pkg`'s bundle; the raw characters each printed (stdout, stderr and its files). */
  function runAll(pkg: string): { name: string; run: CliRun; raw: string[] }[] {
    return cases.map((c) => {
      const cwd = tempDir();
      for (const f of readdirSync(dir)) copyFileSync(join(dir, f), join(cwd, f));
      mkdirSync(join(cwd, 'r'), { recursive: true });
      const run = frayFrom(pkg, c.args, { cwd });
      expect(c.codes ?? [0], `${c.name}: ${run.stderr}`).toContain(run.code);
      let text = run.stdout + run.stderr;
      for (const f of c.files ?? []) {
        const [folder, pattern] = f.includes('*')
          ? [f.slice(0, f.lastIndexOf('/')), f.slice(f.lastIndexOf('/') + 2)]
          : ['.', f];
        const names = readdirSync(join(cwd, folder)).filter((n) => (f.includes('*') ? n.endsWith(pattern) : n === f));
        expect(names.length, `${c.name}: ${f}`).toBeGreaterThan(0);
        for (const n of names) text += readFileSync(join(cwd, folder, n), 'utf8');
      }
      return { name: c.name, run, raw: rawIn(text) };
    });
  }

  it('through fray as built: nothing raw, in any printer', () => {
    const leaks = runAll(ROOT)
      .filter((r) => r.raw.length > 0)
      .map((r) => `${r.name}: ${r.raw.join(' ')}`);
    expect(leaks).toEqual([]);
  }, 600_000);

  it('control: the same cases with escapeUnsafe bypassed print raw control bytes, in every printer', () => {
    const clean = runAll(control)
      .filter((r) => r.raw.length === 0)
      .map((r) => r.name);
    expect(clean).toEqual([]);
  }, 600_000);
});
