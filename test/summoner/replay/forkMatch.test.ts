import { describe, expect, it } from 'vitest';
import type { BattleOrder, Summoner, View } from '../../../src/summoner/api.js';
import { botPortOf } from '../../../src/summoner/match/botPortOf.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { forkMatch, stepsBeforeTurn } from '../../../src/summoner/replay/forkMatch.js';
import { formatReplay, parseReplay, replayOf, type Replay } from '../../../src/summoner/replay/replay.js';
import { verifyReplay } from '../../../src/summoner/replay/verifyReplay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';

/**
 * A bot that keeps state between calls: it counts its battle calls and only strikes or steps on every third one,
 * and raises a stat that depends on the count. Asked a call without its past, it answers differently.
 */
function counter(): Summoner {
  let battles = 0;
  let enhances = 0;
  return {
    setup: () => ({
      demons: [
        { capacity: 'eat', attack: 2, life: 2, range: 1 },
        { capacity: 'heal', attack: 1, life: 2 },
      ],
    }),
    enhance: (v: View) => {
      enhances++;
      const d = v.mine[enhances % Math.max(1, v.mine.length)];
      return d === undefined ? [] : [{ type: 'raise', demon: d.id, stat: enhances % 2 ? 'life' : 'attack', amount: 1 }];
    },
    battle: (v: View): BattleOrder[] => {
      battles++;
      if (battles % 3 !== 0) return [];
      return v.mine.map((d) => {
        const foe = v.foes.find((f) => Math.max(Math.abs(f.x - d.x), Math.abs(f.y - d.y)) === 1);
        if (foe === undefined) return { demon: d.id, action: 'move', dir: 'E' };
        const dx = Math.sign(foe.x - d.x);
        const dy = Math.sign(foe.y - d.y);
        const dir = `${dy < 0 ? 'N' : dy > 0 ? 'S' : ''}${dx > 0 ? 'E' : dx < 0 ? 'W' : ''}` as BattleOrder['dir'];
        return { demon: d.id, action: 'attack', dir };
      });
    },
  };
}

/** The counter, but it never strikes: a changed bot. */
function pacifist(): Summoner {
  const c = counter();
  return { ...c, battle: (v) => (c.battle(v) as BattleOrder[]).map((o) => ({ ...o, action: 'move', dir: 'E' })) };
}

const rules = { ...DEFAULT_RULES, maxTurns: 40 };

async function original(): Promise<Replay> {
  const record = await runMatch([botPortOf(counter()), botPortOf(counter())], {
    rules,
    seed: 11,
    maxConsecutiveFaults: 3,
  });
  const r = parseReplay(JSON.parse(formatReplay(replayOf(record, [{ name: 'a' }, { name: 'b' }]))));
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

describe('forkMatch', () => {
  it('with both bots unchanged, brought to the turn by the warm-up, gives the original hashes from that turn on', async () => {
    const r = await original();
    expect(r.turns).toBeGreaterThan(20);
    const fork = await forkMatch([botPortOf(counter()), botPortOf(counter())], r, {
      turn: 20,
      maxConsecutiveFaults: 3,
    });
    if (!fork.ok) throw new Error(fork.problem.message);
    expect(fork.value.keptSteps).toBe(stepsBeforeTurn(r, 20));
    expect(fork.value.record.hashes).toEqual(r.hashes);
    // Every warm-up call was answered as recorded: the bots are the ones that played.
    for (const seat of fork.value.warmUp) expect(seat).toMatchObject({ different: 0, unknown: 0 });
    expect(fork.value.warmUp[0].calls).toBe(1 + 2 * 19);
    const again = replayOf(fork.value.record, [{ name: 'a' }, { name: 'b' }]);
    expect(JSON.stringify(again.steps)).toBe(JSON.stringify(r.steps));
  });

  it('without the warm-up a stateful bot would not give the same match (the control)', async () => {
    const r = await original();
    // Ports that answer the warm-up's calls with nothing, without asking the bots: bots with no past.
    const warmUpCalls = 1 + 2 * 19;
    const bare = await forkMatch([skipping(counter(), warmUpCalls), skipping(counter(), warmUpCalls)], r, {
      turn: 20,
      maxConsecutiveFaults: 3,
    });
    if (!bare.ok) throw new Error(bare.problem.message);
    expect(bare.value.record.hashes.slice(0, 20)).toEqual(r.hashes.slice(0, 20));
    expect(bare.value.record.hashes.slice(20)).not.toEqual(r.hashes.slice(20));
    // Forked at turn 1 there is nothing to warm up but the setup: the match is the original's.
    const fromStart = await forkMatch([botPortOf(counter()), botPortOf(counter())], r, {
      turn: 1,
      maxConsecutiveFaults: 3,
    });
    if (!fromStart.ok) throw new Error(fromStart.problem.message);
    expect(fromStart.value.record.hashes).toEqual(r.hashes);
  });

  it('with one bot changed, keeps the turns before the fork, diverges after, and its replay verifies', async () => {
    const r = await original();
    const fork = await forkMatch([botPortOf(counter()), botPortOf(pacifist())], r, {
      turn: 20,
      maxConsecutiveFaults: 3,
    });
    if (!fork.ok) throw new Error(fork.problem.message);
    const { record, warmUp } = fork.value;
    expect(record.hashes.slice(0, 20)).toEqual(r.hashes.slice(0, 20));
    expect(record.hashes.slice(20)).not.toEqual(r.hashes.slice(20));
    expect(warmUp[1].different).toBeGreaterThan(0);
    expect(warmUp[1].firstDifference).toMatchObject({ phase: 'battle' });
    const replay = replayOf(record, [{ name: 'a' }, { name: 'pacifist' }], {
      forkedFrom: { turn: 20, players: r.players, finalHash: r.hashes.at(-1) as string },
    });
    const parsed = parseReplay(JSON.parse(formatReplay(replay)));
    if (!parsed.ok) throw new Error(parsed.problem.message);
    expect(verifyReplay(parsed.value)).toMatchObject({ ok: true });
    expect(parsed.value.forkedFrom).toMatchObject({ turn: 20, players: [{ name: 'a' }, { name: 'b' }] });
  });

  it('refuses a turn the match did not begin', async () => {
    const r = await original();
    const bots = [botPortOf(counter()), botPortOf(counter())] as const;
    for (const turn of [0, r.turns + 1, 2.5]) expect(await forkMatch(bots, r, { turn })).toMatchObject({ ok: false });
  });
});

/** A port that answers its calls 2 to `n` with nothing, without asking the bot (setup still reaches it): a bot that missed its past. */
function skipping(bot: Summoner, n: number) {
  const port = botPortOf(bot);
  let calls = 0;
  const skip =
    <A>(call: (a: A) => ReturnType<typeof port.setup>) =>
    (a: A) =>
      ++calls <= n && calls > 1 ? Promise.resolve({ ok: true as const, value: [] }) : call(a);
  return { setup: skip(port.setup), enhance: skip(port.enhance), battle: skip(port.battle) };
}

describe('a replay fork origin', () => {
  it('is read back as written, and a malformed one is refused naming the field', async () => {
    const r = await original();
    const base = JSON.parse(formatReplay(r)) as Record<string, unknown>;
    const origin = {
      turn: 3,
      players: [{ name: 'x', sha256: 'a'.repeat(64) }, { name: 'y' }],
      finalHash: 'abc123',
      sha256: 'b'.repeat(64),
    };
    const ok = parseReplay({ ...base, forkedFrom: origin });
    expect(ok.ok && ok.value.forkedFrom).toEqual(origin);
    for (const [bad, message] of [
      [{ ...origin, turn: 0 }, /"forkedFrom": "turn" must be a whole number from 1/],
      [{ ...origin, turn: r.turns + 1 }, /"turn" must be/],
      [{ ...origin, players: [{ name: 'x' }] }, /"players" must be two objects/],
      [{ ...origin, finalHash: 'NOT HEX' }, /"finalHash" must be a hash/],
      [{ ...origin, sha256: 'short' }, /"sha256" must be 64 lowercase hexadecimal digits/],
      ['turn 3', /expected \{turn, players, finalHash\}/],
    ] as const) {
      const p = parseReplay({ ...base, forkedFrom: bad });
      expect(p.ok, JSON.stringify(bad)).toBe(false);
      if (!p.ok) expect(p.problem.message).toMatch(message);
    }
  });
});
