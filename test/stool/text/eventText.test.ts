import { describe, expect, it } from 'vitest';
import { PLAYER } from '../../../src/stool/rules/clocks.js';
import { eventText } from '../../../src/stool/text/eventText.js';
import type { GameEvent } from '../../../src/stool/rules/events.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { newGame } from '../../../src/stool/rules/newGame.js';
import { SCROLLS } from '../../../src/stool/content/scrolls.js';

const s = newGame(1);
const meal = {
  life: { recharge: 10, grew: true },
  strength: { recharge: 0, grew: false },
  iq: { recharge: 2, grew: false },
};

describe('eventText', () => {
  it('tells the player what happened, in words and percentages', () => {
    const cases: [GameEvent, string][] = [
      [
        {
          kind: 'swing',
          by: PLAYER,
          at: 0,
          hit: true,
          p: 0.66,
          energy: 1.2,
          damage: 3.94,
          absorbed: 0,
          aimGain: 0.03,
          armourGain: 0,
        },
        'You hit the rat for 3.9 (66%).',
      ],
      [
        {
          kind: 'swing',
          by: 0,
          at: PLAYER,
          hit: false,
          p: 0.34,
          energy: 0,
          damage: 0,
          absorbed: 0,
          aimGain: 0,
          armourGain: 0.03,
        },
        'The rat misses you (34%).',
      ],
      [
        {
          kind: 'cast',
          by: PLAYER,
          at: 0,
          scroll: 'firebolt',
          effect: 'bolt',
          success: true,
          p: 0.73,
          damage: 5,
          absorbed: 0,
          iqSpent: 5,
        },
        'You read firebolt at the rat: 5.0 damage (73%).',
      ],
      [
        {
          kind: 'cast',
          by: PLAYER,
          at: PLAYER,
          scroll: 'ward',
          effect: 'ward',
          success: false,
          p: 0.4,
          damage: 0,
          absorbed: 0,
          iqSpent: 6,
        },
        'You read ward, but it fizzles (40%).',
      ],
      [{ kind: 'ate', name: 'ration', meal }, 'You eat the ration: life +10.0, iq +2.0. Your max life grows!'],
      [{ kind: 'died', by: 'orc' }, 'You die, killed by an orc.'],
      [{ kind: 'descended', depth: 1 }, 'You go down the stairs to level 2.'],
      [
        {
          kind: 'pickedUp',
          thing: {
            kind: 'scroll',
            scroll: { name: 'ward', iq: 6, effect: 'ward', rounds: 4, prepare: 0, range: 0, count: 2 },
          },
          count: 2,
        },
        `You pick up 2 scrolls labelled ${s.labels.ward ?? '?'}.`,
      ],
      [
        { kind: 'pickedUp', thing: { kind: 'scroll', scroll: { ...SCROLLS.firebolt!, count: 1 } }, count: 1 },
        'You pick up a scroll of firebolt.',
      ],
      [{ kind: 'identified', name: 'ward', label: 'ZELGOMER' }, 'The scroll labelled ZELGOMER is ward.'],
      [{ kind: 'turns', who: 0, why: 'cornered' }, 'The rat is cornered and turns to fight!'],
      [{ kind: 'turns', who: 0, why: 'gaveUp' }, 'The rat gives up running and turns on you!'],
      [{ kind: 'escaped', who: 0, up: false }, 'The rat escapes down the stairs.'],
      [{ kind: 'drained', by: 0, amount: 2.5 }, 'The rat drinks your strength: -2.5 str.'],
      [{ kind: 'cannot', reason: 'There is a wall in the way.' }, 'There is a wall in the way.'],
    ];
    for (const [e, text] of cases) expect(eventText(e, s)).toBe(text);
  });

  it('has a line for every kind of event the player can see, and keeps quiet about unseen monsters', () => {
    const hidden = (): boolean => false;
    expect(eventText({ kind: 'prepare', by: 0, scroll: 'meteor' }, s, hidden)).toBeNull();
    expect(eventText({ kind: 'prepare', by: 0, scroll: 'meteor' }, s)).toBe('The rat begins to read meteor!');
    expect(
      eventText(
        {
          kind: 'swing',
          by: 0,
          at: PLAYER,
          hit: true,
          p: 0.5,
          energy: 0,
          damage: 1,
          absorbed: 0,
          aimGain: 0,
          armourGain: 0,
        },
        s,
        hidden,
      ),
    ).toBe('Something hits you for 1.0 (50%).');
  });

  it('writes English: lists with commas and "and", "a pair of" boots and gloves, never "0.0" for a real amount', () => {
    const all = {
      life: { recharge: 1, grew: true },
      strength: { recharge: 1, grew: true },
      iq: { recharge: 1, grew: true },
    };
    expect(eventText({ kind: 'ate', name: 'ration', meal: all }, s)).toBe(
      'You eat the ration: life +1.0, strength +1.0, iq +1.0. Your max life, strength and iq grow!',
    );
    const two = { ...all, iq: { recharge: 0, grew: false } };
    expect(eventText({ kind: 'ate', name: 'apple', meal: two }, s)).toMatch(/Your max life and strength grow!$/);
    for (const [name, phrase] of [
      ['soft boots', 'a pair of soft boots'],
      ['archer gloves', 'a pair of archer gloves'],
      ['gauntlets', 'a pair of gauntlets'],
      ['iron helm', 'an iron helm'],
      ['sling', 'a sling'],
      ['leather armour', 'a suit of leather armour'],
      ['chain mail', 'a coat of chain mail'],
    ] as const)
      expect(eventText({ kind: 'pickedUp', thing: { kind: 'gear', item: gearNamed(name) } }, s)).toBe(
        `You pick up ${phrase}.`,
      );
    const bite = { kind: 'swing', by: 0, at: PLAYER, hit: true, p: 0.5, energy: 0, aimGain: 0, armourGain: 0 } as const;
    expect(eventText({ ...bite, damage: 0.04, absorbed: 0 }, s)).toBe('The rat hits you for 0.04 (50%).');
    expect(eventText({ ...bite, damage: 0, absorbed: 1.24 }, s)).toBe(
      'The rat hits you, but a ward takes all of it (1.2) (50%).',
    );
    expect(eventText({ kind: 'died', by: 'your own spell' }, s)).toBe('You die, killed by your own spell.');
    const removed = [gearNamed('buckler'), gearNamed('long sword')];
    expect(eventText({ kind: 'wore', item: gearNamed('battle axe'), removed }, s)).toBe(
      'You wield the battle axe (buckler and long sword into the pack).',
    );
  });

  it('a monster that noticed you and stepped out of sight before your turn is told as gone, not as in view', () => {
    expect(eventText({ kind: 'noticed', who: 0 }, s)).toBe('The rat notices you.');
    expect(eventText({ kind: 'noticed', who: 0 }, s, () => false)).toBe(
      'The rat notices you, then slips out of sight.',
    );
  });
});
