/**
 * A replay that lies about who played (issue 39, class 2): a real replay of rusher v cloner with the players' names
 * and code hashes swapped still verifies (the hash chain proves the play, not the players), and fray says so in
 * words and in --json. Signed by the organiser's key, the same lie is refused with --key; the control shows that
 * without the signature check the lie passes.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const demo = (b: string) => join(ROOT, 'examples/summoners', b);

interface Player {
  name: string;
  sha256?: string;
}

/** The replay's text with its two players (names and code hashes) swapped, and nothing else changed. */
function swapPlayers(text: string): string {
  const r = JSON.parse(text) as { players: [Player, Player] };
  const [a, b] = r.players;
  const swapped = text.split(JSON.stringify(r.players)).join(JSON.stringify([b, a]));
  if (swapped === text) throw new Error('swapPlayers: players not found in the text');
  return swapped;
}

describe('what replay --verify proves', () => {
  let dir: string;
  beforeAll(() => {
    dir = tempDir();
    const r = fray(
      ['summoner', 'match', demo('rusher.ts'), demo('cloner.ts'), '--seed', '1', '--trusted', '--replay', 'm.json'],
      {
        cwd: dir,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    writeFileSync(join(dir, 'swapped.json'), swapPlayers(readFileSync(join(dir, 'm.json'), 'utf8')));
  }, 120_000);

  it('a replay with the players swapped verifies, and --verify says the players are claims, not proofs', () => {
    const v = fray(['summoner', 'replay', 'swapped.json', '--verify'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    const [play, players, ...rest] = v.stdout.trimEnd().split('\n');
    expect(play).toMatch(/^swapped\.json: verified: \d+ steps over \d+ turns; .*: the play is proven$/);
    expect(players).toMatch(
      /^swapped\.json: players claimed, not proven: cloner \(code [0-9a-f]{12}…\) v rusher \(code [0-9a-f]{12}…\); the players' names and code hashes are claims the file makes, not proofs/,
    );
    expect(rest).toEqual([]);
  });

  it('--json says it field by field: the play verified, the players not, and why', () => {
    const j = JSON.parse(fray(['summoner', 'replay', 'swapped.json', '--json'], { cwd: dir }).stdout) as Record<
      string,
      unknown
    >;
    expect(j).toMatchObject({ verified: true, verifiedPlay: true, verifiedPlayers: false, signature: null });
    expect(j.claims).toMatch(/not proofs/);
  });

  it('refuses a code hash that is not 64 hexadecimal digits, naming file, line and column', () => {
    const text = readFileSync(join(dir, 'm.json'), 'utf8');
    const sha = (JSON.parse(text) as { players: Player[] }).players[1]!.sha256!;
    writeFileSync(join(dir, 'bad.json'), text.replace(sha, `${sha.slice(0, 60)}\\u001b]0;x`));
    const line = text.slice(0, text.indexOf(sha)).split('\n').length;
    const column = text.indexOf(sha) - text.lastIndexOf('\n', text.indexOf(sha)) - 1;
    expectBadInput(
      fray(['summoner', 'replay', 'bad.json'], { cwd: dir }),
      new RegExp(
        `^fray: bad\\.json:${line}:${column}: players\\[1\\]\\.sha256: a code hash is 64 lower-case hexadecimal digits \\(SHA-256\\), got "[0-9a-f]{60}\\\\u001b\\]0;x"\\n$`,
      ),
    );
  });
});

describe('replays signed by the organiser', () => {
  let dir: string;
  let replay: string;
  beforeAll(() => {
    dir = tempDir();
    expect(fray(['summoner', 'key', 'new', 'org'], { cwd: dir }).code).toBe(0);
    expect(fray(['summoner', 'key', 'new', 'other'], { cwd: dir }).code).toBe(0);
    const t = fray(
      [
        'summoner',
        'tournament',
        demo('rusher.ts'),
        demo('cloner.ts'),
        '--seed',
        '1',
        '--trusted',
        '--workers',
        '1',
        '--replays',
        'r',
        '--sign',
        'org.key',
      ],
      { cwd: dir },
    );
    expect(t.code, t.stderr).toBe(0);
    replay = join(dir, 'r/match-0001-rusher-v-cloner.json');
    writeFileSync(join(dir, 'swapped.json'), swapPlayers(readFileSync(replay, 'utf8')));
  }, 120_000);

  it('key new writes a private key only its owner reads and a public key, and never overwrites them', () => {
    expect(statSync(join(dir, 'org.key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'org.pub'), 'utf8')).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const before = readFileSync(join(dir, 'org.key'), 'utf8');
    expectBadInput(fray(['summoner', 'key', 'new', 'org'], { cwd: dir }), /org\.(pub|key): already exists/);
    expect(readFileSync(join(dir, 'org.key'), 'utf8')).toBe(before);
  });

  it('--verify --key checks a signed replay and says what the signature proves', () => {
    const v = fray(['summoner', 'replay', replay, '--verify', '--key', 'org.pub'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toMatch(
      /: signed by key [0-9a-f]{64} \(org\.pub\): every byte, names and code hashes included, is as that key's holder wrote it\n$/,
    );
    const j = JSON.parse(fray(['summoner', 'replay', replay, '--json', '--key', 'org.pub'], { cwd: dir }).stdout) as {
      signature: unknown;
    };
    expect(j.signature).toEqual({ key: expect.stringMatching(/^[0-9a-f]{64}$/), checked: true, valid: true });
    // Without --key, the signature is named, and said to be unchecked.
    expect(fray(['summoner', 'replay', replay, '--verify'], { cwd: dir }).stdout).toMatch(
      /signed by key [0-9a-f]{64}, not checked/,
    );
  });

  it('refuses the swapped replay with --key, one signed by another key, and an unsigned one', () => {
    expectBadInput(
      fray(['summoner', 'replay', 'swapped.json', '--verify', '--key', 'org.pub'], { cwd: dir }),
      /^fray: swapped\.json: its signature by key [0-9a-f]{64} does not match its content: it was changed after it was signed, or the signature is forged\n$/,
    );
    expectBadInput(
      fray(['summoner', 'replay', replay, '--verify', '--key', 'other.pub'], { cwd: dir }),
      /is signed by key [0-9a-f]{64}, not by other\.pub \(key [0-9a-f]{64}\)\n$/,
    );
    const plain = tempDir();
    fray(
      ['summoner', 'match', demo('rusher.ts'), demo('cloner.ts'), '--seed', '1', '--trusted', '--replay', 'u.json'],
      { cwd: plain },
    );
    expectBadInput(
      fray(['summoner', 'replay', 'u.json', '--verify', '--key', join(dir, 'org.pub')], { cwd: plain }),
      /u\.json: is not signed, so .*org\.pub cannot vouch for it/,
    );
  });

  it('refuses, in one line each, --sign without a replay, a key that is not one, and a key of the wrong kind', () => {
    const bots = [demo('rusher.ts'), demo('cloner.ts'), '--seed', '1', '--trusted', '--max-turns', '3'];
    expectBadInput(
      fray(['summoner', 'match', ...bots, '--sign', 'org.key'], { cwd: dir }),
      /^fray: --sign signs the replay: give --replay FILE too\n$/,
    );
    expectBadInput(
      fray(['summoner', 'tournament', ...bots, '--sign', 'org.key'], { cwd: dir }),
      /^fray: --sign signs the replays: give --replays DIR too\n$/,
    );
    writeFileSync(join(dir, 'junk.key'), 'not a key\n');
    expectBadInput(
      fray(['summoner', 'match', ...bots, '--replay', 'j.json', '--sign', 'junk.key'], { cwd: dir }),
      /^fray: junk\.key: is not a private key \(expected the NAME\.key that `fray summoner key new NAME` wrote\)\n$/,
    );
    expectBadInput(
      fray(['summoner', 'match', ...bots, '--replay', 'j.json', '--sign', 'org.pub'], { cwd: dir }),
      /^fray: org\.pub: is not a private key/,
    );
    expectBadInput(
      fray(['summoner', 'replay', replay, '--verify', '--key', 'junk.key'], { cwd: dir }),
      /^fray: junk\.key: is not a public key \(expected the NAME\.pub that `fray summoner key new NAME` wrote\)\n$/,
    );
    expectBadInput(fray(['summoner', 'replay', replay, '--verify', '--key', 'none.pub'], { cwd: dir }), /none\.pub/);
    expect(fray(['summoner', 'key', 'new', join(dir, 'no/such/folder/k')], { cwd: dir }).code).toBe(2);
  });

  it('control: without the signature check, the swapped signed replay verifies', () => {
    const v = fray(['summoner', 'replay', 'swapped.json', '--verify'], { cwd: dir });
    expect(v.code, v.stderr).toBe(0);
    expect(v.stdout).toMatch(/verified: .*the play is proven/);
  });
});
