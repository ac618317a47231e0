/**
 * `fray summoner replay FILE --verify --bots A B` (issue 39.2): a replay's hash chain proves the play, not who played
 * it. Asking the bots again with every recorded view shows who did: a real replay (rusher against cloner, which
 * cloner won) with the two players' names and code hashes swapped still verifies, and is caught here.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectBadInput, fray, ROOT, tempDir } from '../../helpers/cli.js';

const DEMOS = join(ROOT, 'examples/summoners');
const RUSHER = join(DEMOS, 'rusher.ts');
const CLONER = join(DEMOS, 'cloner.ts');
let dir = '';

interface Verified {
  winner: number | null;
  players: { name: string }[];
  verified: boolean;
  verifiedPlayers: boolean;
  claims: string | null;
  bots?: {
    answersAsRecorded: boolean;
    seats: {
      seat: string;
      claimed: { name: string; sha256?: string };
      bot: { file: string; name: string; sha256: string };
      hashMatchesClaim: boolean;
      calls: number;
      same: number;
      different: number;
      unknown: number;
      answersAsRecorded: boolean;
      firstDifference?: { turn: number; phase: string; recorded: string; answered: string };
    }[];
  };
}

beforeAll(() => {
  dir = tempDir();
  const m = fray(['summoner', 'match', RUSHER, CLONER, '--seed', '3', '--replay', 'm.json'], { cwd: dir });
  expect(m.code, m.stderr).toBe(0);
  // The lie: the same play, with the two players' names and code hashes swapped, so the loser is named winner.
  const r = JSON.parse(readFileSync(join(dir, 'm.json'), 'utf8')) as { players: unknown[] };
  r.players.reverse();
  writeFileSync(join(dir, 'swapped.json'), JSON.stringify(r));
});

describe('fray summoner replay --verify --bots', () => {
  it('passes the bots that played, in their seats: every call answered as recorded, their hashes as claimed', () => {
    const r = fray(['summoner', 'replay', 'm.json', '--verify', '--bots', RUSHER, CLONER], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^m\.json: verified: /);
    expect(r.stdout).toMatch(
      /^first seat \(the replay names "rusher"\): .*rusher\.ts: answered all (\d+) comparable calls of \1 as recorded; its code hash is the one the replay claims$/m,
    );
    expect(r.stdout).toMatch(/^m\.json: both bots given answer every recorded call as the replay says$/m);
    // Answers as recorded and the hashes the replay claims: the players are proven, in the proof's own words.
    expect(r.stdout).toMatch(
      /^m\.json: players proven: rusher \(code [0-9a-f]{12}…\) v cloner \(code [0-9a-f]{12}…\) answered every recorded view as the replay says$/m,
    );
    expect(r.stdout).not.toMatch(/players claimed/);
    const j = JSON.parse(
      fray(['summoner', 'replay', 'm.json', '--verify', '--json', '--bots', RUSHER, CLONER], { cwd: dir }).stdout,
    ) as Verified;
    expect(j.bots?.answersAsRecorded).toBe(true);
    expect(j).toMatchObject({ verified: true, verifiedPlayers: true, claims: null });
    for (const s of j.bots?.seats ?? []) expect(s).toMatchObject({ different: 0, unknown: 0, hashMatchesClaim: true });
    expect(j.bots?.seats.map((s) => [s.seat, s.claimed.name, s.bot.name])).toEqual([
      ['first', 'rusher', 'rusher'],
      ['second', 'cloner', 'cloner'],
    ]);
  });

  it('catches the swapped names: the bots as the replay names them do not answer as it records (exit 1)', () => {
    // The control: the hash chain alone passes the lie, naming the loser as winner.
    const plain = fray(['summoner', 'replay', 'swapped.json', '--verify', '--json'], { cwd: dir });
    expect(plain.code).toBe(0);
    const lie = JSON.parse(plain.stdout) as Verified;
    expect(lie.verified).toBe(true);
    expect(lie.players[lie.winner as number]?.name).toBe('rusher');
    // The organiser asks the bots the replay names, in the seats it names them: cloner first, rusher second.
    const r = fray(['summoner', 'replay', 'swapped.json', '--verify', '--bots', CLONER, RUSHER], { cwd: dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^first seat \(the replay names "cloner"\): .*cloner\.ts: answered \d+ of its \d+ calls differently; first on turn 0, setup: recorded setup /m,
    );
    expect(r.stdout).toMatch(
      /^swapped\.json: the bots given do not answer as the replay says: these are not the bots that played, or not in these seats$/m,
    );
    const j = JSON.parse(
      fray(['summoner', 'replay', 'swapped.json', '--verify', '--json', '--bots', CLONER, RUSHER], { cwd: dir }).stdout,
    ) as Verified;
    expect(j.verified).toBe(true);
    expect(j.bots?.answersAsRecorded).toBe(false);
    expect(j.verifiedPlayers).toBe(false);
    // The hashes match the (swapped) claims: only asking the bots shows the lie.
    expect(j.bots?.seats.map((s) => s.hashMatchesClaim)).toEqual([true, true]);
    expect(j.bots?.seats.every((s) => s.different > 0)).toBe(true);
    // Given in the seats they really played, they pass: the play was theirs, the names were not. So the players
    // stay claims: their answers match, their hashes are not the ones the replay claims for those seats.
    const real = fray(['summoner', 'replay', 'swapped.json', '--verify', '--bots', RUSHER, CLONER], { cwd: dir });
    expect(real.code).toBe(0);
    expect(real.stdout).toMatch(/^swapped\.json: players claimed, not proven: cloner .* v rusher /m);
    expect(real.stdout).toMatch(/its code hash is NOT the one the replay claims$/m);
    const realJson = JSON.parse(
      fray(['summoner', 'replay', 'swapped.json', '--verify', '--json', '--bots', RUSHER, CLONER], { cwd: dir }).stdout,
    ) as Verified;
    expect(realJson.bots?.answersAsRecorded).toBe(true);
    expect(realJson).toMatchObject({ verifiedPlayers: false });
    expect(realJson.claims).toMatch(/claims the file makes/);
  });

  it('refuses bad usage with one line, exit 2', () => {
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--bots', RUSHER, CLONER], { cwd: dir }),
      /^fray: --bots goes with --verify \(and not with --turn\): the bots to ask again with every recorded call\n$/,
    );
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--verify', '--bots', RUSHER], { cwd: dir }),
      /^fray: --bots takes two bots, the first seat's and the second's; got 1\n$/,
    );
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--verify', '--bots', RUSHER, 'nope.ts'], { cwd: dir }),
      /nope\.ts/,
    );
    expectBadInput(
      fray(['summoner', 'replay', 'm.json', '--verify', '--bots', 'demo:nobody', RUSHER], { cwd: dir }),
      /^fray: 'demo:nobody' is no demo: the demos are demo:cloner, demo:exploder, demo:healers, demo:random, demo:rusher\n$/,
    );
  });
});
