/** The command tree loads groups on demand: stubs for the root help must say exactly what the loaded groups say. */
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/program.js';

describe('the command tree', () => {
  it('lists every group in the root help as the groups themselves would, without loading them', async () => {
    const loaded = (await buildProgram()).helpInformation();
    const stubs = (await buildProgram([])).helpInformation();
    expect(stubs).toBe(loaded);
    expect(stubs).toContain('skirmish [options] <FILE>');
  });

  it('loads the group a command line names, and only that one', async () => {
    const p = await buildProgram(['mfd', 'fight', '--help']);
    const mfd = p.commands.find((c) => c.name() === 'mfd');
    expect(mfd?.commands.map((c) => c.name())).toContain('fight');
    expect(p.commands.find((c) => c.name() === 'summoner')?.commands).toEqual([]);
    const viaHelp = await buildProgram(['help', 'summoner']);
    expect(viaHelp.commands.find((c) => c.name() === 'summoner')?.commands.length).toBeGreaterThan(0);
  });
});
