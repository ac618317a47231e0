import { describe, expect, it } from 'vitest';
import { newGame, replayGame } from '../../../src/stool/index.js';
import { startUi } from '../../../src/stool/screen/controller.js';
import { pressKey, type Playing } from '../../../src/stool/screen/pressKey.js';

describe('pressKey', () => {
  it('plays the commands keys give, running and travelling included, and records what a replay rebuilds', () => {
    const state = newGame(7);
    const p: Playing = { state, commands: [], ui: startUi(state) };
    const keys = ['l', 'j', 'L', 'o', '.', 'i', 'escape', '?', 'x', 'escape', 'H', 'o', 'o', '>', 'g'];
    for (const k of keys) expect(pressKey(p, k)).toBe(false);
    expect(p.commands.length).toBeGreaterThan(5);
    expect(replayGame(7, p.commands)).toEqual(p.state);
    // q asks first: n goes on playing, y saves and quits.
    expect(pressKey(p, 'q')).toBe(false);
    expect(p.ui.mode).toBe('quit');
    expect(pressKey(p, 'n')).toBe(false);
    expect(p.ui.mode).toBe('map');
    expect(pressKey(p, 'q')).toBe(false);
    expect(pressKey(p, 'y')).toBe(true);
  });
});
