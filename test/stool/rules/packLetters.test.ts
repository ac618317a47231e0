import { describe, expect, it } from 'vitest';
import { refit } from '../../../src/nightsoil/mob.js';
import { gearNamed } from '../../../src/stool/content/gear.js';
import { lettersOf } from '../../../src/stool/rules/packLetters.js';
import { wearPreview } from '../../../src/stool/text/wearPreview.js';
import { fresh, lying, play } from '../helpers.js';

describe('pack letters', () => {
  it('a thing keeps its letter while it is in the pack; a new one takes the first free letter; the floor takes none', () => {
    const s0 = lying(fresh(), { kind: 'gear', item: gearNamed('buckler') });
    expect(lettersOf(s0.player)).toEqual(['a', 'b']);
    const picked = play(s0, [{ kind: 'pickUp' }]).state;
    expect(lettersOf(picked.player)).toEqual(['a', 'b', 'c']);
    // Eating the first ration leaves b and c where they were; the next thing picked up fills a.
    const ate = play(picked, [{ kind: 'eat', from: 'pack', index: 0 }]).state;
    expect(ate.player.pack.map((t) => (t.kind === 'gear' ? t.item.name : t.kind))).toEqual(['food', 'buckler']);
    expect(lettersOf(ate.player)).toEqual(['b', 'c']);
    const again = play(lying(ate, { kind: 'gear', item: gearNamed('sling') }), [{ kind: 'pickUp' }]).state;
    expect(lettersOf(again.player)).toEqual(['b', 'c', 'a']);
  });
});

describe('wearPreview', () => {
  it('says what would change, and that armour over the skill maximum does nothing', () => {
    const s = structuredClone(fresh());
    expect(wearPreview(s.player.loadout, s.player.fighter, gearNamed('chain mail'))).toBe(
      'armour 5.0 → 8.0; def x1.20 → x1.60; replaces leather armour',
    );
    s.player.loadout = { ...s.player.loadout, body: gearNamed('chain mail') };
    refit(s.player.fighter, s.player.loadout);
    expect(wearPreview(s.player.loadout, s.player.fighter, gearNamed('iron helm'))).toBe(
      'def x1.60 → x2.08; 3.0 armour over your skill 8.0 does nothing',
    );
    expect(wearPreview(s.player.loadout, s.player.fighter, gearNamed('sling'))).toBe(
      'aim 8.0 → 10.0; off x1.40 → x1.35; reach 1 → 3; replaces dagger',
    );
  });
});
