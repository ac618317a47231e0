// Issue 32 item 1: a stack trace's tab-indented frames (Java's) read as indented lines, not as \u{9}; every other
// control character is still made visible.
import { describe, expect, it } from 'vitest';
import { visibleLines } from '../../../src/summoner/match/faultText.js';

describe('visibleLines', () => {
  it('shows a Java stack trace as lines, its tabs as four spaces', () => {
    const trace = 'java.lang.IllegalStateException: boom\n\tat Bot.battle(Bot.java:42)\n\tat Main.main(Main.java:7)';
    expect(visibleLines(trace, '\n').split('\n')).toEqual([
      'java.lang.IllegalStateException: boom',
      '    at Bot.battle(Bot.java:42)',
      '    at Main.main(Main.java:7)',
    ]);
  });

  it('still escapes every other control character (control: a tab is the only one turned into spaces)', () => {
    expect(visibleLines('a\u001b[2Jb\rc\u202ed')).toBe('a\\u001b[2Jb\\rc\\u202ed');
    expect(visibleLines('x\ty')).toBe('x    y');
  });
});
