import { describe, expect, it } from 'vitest';
import { botPortOf } from '../../../src/summoner/match/botPortOf.js';
import { DEFAULT_RULES } from '../../../src/summoner/rules/rules.js';
import { runMatch } from '../../../src/summoner/match/runMatch.js';
import type { Summoner } from '../../../src/summoner/api.js';

const idle: Summoner = {
  setup: () => ({ demons: [{ capacity: 'eat', attack: 2 }] }),
  enhance: () => [],
  battle: () => [],
};

describe('botPortOf', () => {
  it('copies answers, so a bot mutating what it returned changes nothing', async () => {
    const order = { demons: [{ capacity: 'eat', attack: 2 }] };
    const port = botPortOf({ ...idle, setup: () => order as never });
    const r = await port.setup({} as never);
    order.demons.length = 0;
    expect(r).toEqual({ ok: true, value: { demons: [{ capacity: 'eat', attack: 2 }] } });
  });

  it('turns a throw or a rejection into a failed call with its reason', async () => {
    const port = botPortOf({
      ...idle,
      enhance: () => {
        throw new TypeError('boom');
      },
      battle: () => Promise.reject(new Error('late')),
    });
    expect(await port.enhance({} as never)).toEqual({ ok: false, kind: 'error', reason: 'TypeError: boom' });
    expect(await port.battle({} as never)).toEqual({ ok: false, kind: 'error', reason: 'Error: late' });
  });

  it('lets two objects play a whole match in process', async () => {
    const m = await runMatch([botPortOf(idle), botPortOf(idle)], { rules: DEFAULT_RULES, seed: 5 });
    expect(m.final.phase).toBe('over');
  });
});
