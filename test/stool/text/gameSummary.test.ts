import { describe, expect, it } from 'vitest';
import { growthText, headline, killedText, scoreOf, summaryOf } from '../../../src/stool/text/gameSummary.js';
import { morgueText } from '../../../src/stool/text/morgueText.js';
import { firstOf, fresh } from '../helpers.js';

describe('the summary of a game', () => {
  it('counts kills by kind, growth of each maximum, gear and pack; the score rewards depth, kills, growth and the stool', () => {
    const s = structuredClone(fresh());
    expect(scoreOf(s)).toBe(0);
    s.monsters[firstOf(s, 'rat').id]!.fighter.life = 0;
    s.monsters[firstOf(s, 'rat').id]!.fighter.life = 0;
    s.monsters[firstOf(s, 'goblin').id]!.fighter.life = 0;
    s.kills = 3;
    s.depth = 2;
    s.player.fighter.maxLife += 4;
    s.over = { result: 'dead', by: 'orc', round: 120 };
    const sum = summaryOf(s);
    expect(sum.killed).toEqual([
      ['rat', 2],
      ['goblin', 1],
    ]);
    expect(killedText(sum.killed)).toBe('2 rats and a goblin');
    expect(growthText(sum.growth)).toBe('life +4.0');
    expect(sum.worn).toEqual(['weapon: dagger', 'body: leather armour']);
    expect(sum.carried).toEqual(['a ration (x2)', '2 scrolls of firebolt']);
    expect(headline(sum)).toBe(`Killed by an orc on level 3 of 4 in round ${s.now.round}.`);
    expect(sum.score).toBe(250 * 2 + 25 * 3 + 10 * 4);
    const won = { ...structuredClone(s), over: { result: 'won', round: 120 } as const };
    expect(scoreOf(won)).toBe(sum.score + 2000);
  });

  it('the morgue file holds the headline, the last blow, the level as explored and the messages', () => {
    const s = structuredClone(fresh());
    s.over = { result: 'dead', by: 'rat', round: 3 };
    const text = morgueText(s, { messages: ['one', 'two'], blow: 'The rat hits you for 1.0 (50%).', date: 'D' });
    expect(text).toMatch(/^The Quest for the Golden Stool — seed 1 — D\n\nKilled by a rat on level 1 of 4/);
    expect(text).toContain('The last blow: The rat hits you for 1.0 (50%).');
    expect(text).toMatch(/Level 1 as explored:\n[\s\S]*@[\s\S]*Messages:\n {2}one\n {2}two\n$/);
  });
});
