import { describe, expect, it } from 'vitest';
import type { BotPort, CallResult } from '../../../src/summoner/match/runMatch.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import { askAgain } from '../../../src/summoner/replay/askAgain.js';
import { formatReplay, parseReplay, replayOf, type Replay } from '../../../src/summoner/replay/replay.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { charger, idle, port } from '../botPorts.js';

const rules = { ...DEFAULT_RULES, maxTurns: 6 };
const eater = () => charger({ demons: [{ capacity: 'eat', life: 2, attack: 4, range: 2 }] });

/** A port whose battle calls on turn `turn` answer `r` instead of asking the bot. */
function with_(p: BotPort, turn: number, r: CallResult): BotPort {
  return { ...p, battle: (v) => (v.turn === turn ? Promise.resolve(r) : p.battle(v)) };
}

async function replay(bots: [BotPort, BotPort]): Promise<Replay> {
  const record = await runMatch(bots, { rules, seed: 2, maxConsecutiveFaults: 3 });
  const r = parseReplay(JSON.parse(formatReplay(replayOf(record, [{ name: 'a' }, { name: 'b' }]))));
  if (!r.ok) throw new Error(r.problem.message);
  return r.value;
}

const timeout: CallResult = { ok: false, kind: 'timeout', reason: 'no answer within 200 ms' };
const error: CallResult = { ok: false, kind: 'error', reason: 'Error: at /home/me/bot.ts:3:1' };

describe('askAgain', () => {
  it('finds every call of the bots that played answered as recorded, and the first call a changed bot answers otherwise', async () => {
    const r = await replay([port(eater()), port(idle())]);
    const same = await askAgain([port(eater()), port(idle())], r);
    if (!same.ok) throw new Error(same.problem.message);
    for (const s of same.value) expect(s).toMatchObject({ different: 0, unknown: 0 });
    expect(same.value[0].calls).toBe(same.value[0].same);
    // Asked the other way round, every call differs from the first: the setups.
    const swapped = await askAgain([port(idle()), port(eater())], r);
    if (!swapped.ok) throw new Error(swapped.problem.message);
    expect(swapped.value[0].firstDifference).toMatchObject({ turn: 0, phase: 'setup', step: 0 });
    expect(swapped.value[0].firstDifference?.recorded).toMatch(/^setup \{"demons":\[\{"capacity":"eat"/);
    // Only the seats given are asked.
    const one = await askAgain([undefined, port(idle())], r);
    expect(one.ok && one.value[0].calls).toBe(0);
  });

  it('cannot compare a timeout (it depends on the machine), compares faults by kind, and takes a failure for a forfeit', async () => {
    const r = await replay([with_(port(eater()), 2, timeout), with_(port(idle()), 3, error)]);
    // The same bots, except the timeout now answers in time, and the error is another error (another message).
    const again = await askAgain(
      [port(eater()), with_(port(idle()), 3, { ...error, reason: 'Error: at C:\\\\bot.ts:3:1' })],
      r,
    );
    if (!again.ok) throw new Error(again.problem.message);
    expect(again.value[0]).toMatchObject({ unknown: 1, different: 0 });
    expect(again.value[1]).toMatchObject({ unknown: 0, different: 0 });
    // A bot that fails where the record has orders differs; one that fails where the record has a forfeit agrees.
    const failing = await askAgain([with_(port(eater()), 1, error), undefined], r);
    expect(failing.ok && failing.value[0].firstDifference).toMatchObject({ turn: 1, phase: 'battle' });
    const thrower = {
      ...idle(),
      battle: () => {
        throw new Error('boom');
      },
    };
    const forfeited = await replay([port(idle()), port(thrower)]);
    expect(forfeited.steps.at(-1)?.input.type).toBe('forfeit');
    const asked = await askAgain([undefined, port(thrower)], forfeited);
    expect(asked.ok && asked.value[1]).toMatchObject({ different: 0, unknown: 0, same: 1 + 2 * 3 });
  });
});
