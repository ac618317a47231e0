import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fray, ROOT, tempDir, expectBadInput } from '../helpers/cli.js';

const ex = (f: string): string => join(ROOT, 'examples/nightsoil', f);
const ORC = ex('orc.json');
const ELF = ex('elf.json');
const WORLD = ex('world.json');

function file(dir: string, name: string, content: string): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

describe('fray nightsoil hit', () => {
  it('prints x and p, and {x, p} with --json', () => {
    expect(fray(['nightsoil', 'hit', '--aim', '20', '--armor', '10']).stdout).toContain('x = 0.3333, p = 0.8227');
    const j = JSON.parse(fray(['nightsoil', 'hit', '--aim', '10', '--armor', '10', '--json']).stdout);
    expect(j).toMatchObject({ x: 0, p: 0.5 });
  });

  it('takes --params', () => {
    const j = JSON.parse(
      fray(['nightsoil', 'hit', '--aim', '10', '--armor', '10', '--params', 'B=0.5,A=10', '--json']).stdout,
    );
    expect(j.params).toMatchObject({ A: 10, B: 0.5 });
    expect(j.p).toBeCloseTo(1 / (1 + Math.sqrt(10)), 12);
  });

  it('accepts --armour and --armor alike', () => {
    const british = fray(['nightsoil', 'hit', '--aim', '20', '--armour', '10']);
    expect(british.code).toBe(0);
    expect(british.stdout).toBe(fray(['nightsoil', 'hit', '--aim', '20', '--armor', '10']).stdout);
    expect(fray(['nightsoil', 'hit', '--aim', '20', '--armour', '10', '--armor', '10']).stdout).toBe(british.stdout);
    expect(JSON.parse(fray(['nightsoil', 'hit', '--aim', '20', '--armour', '10', '--json']).stdout)).toMatchObject({
      aim: 20,
      armour: 10,
    });
  });

  it('--help shows the p the command prints', () => {
    const help = fray(['nightsoil', 'hit', '--help']).stdout;
    const m = /fray nightsoil hit --aim (\d+) --armour (\d+) +# x = ([\d.]+), p = ([\d.]+)/.exec(help);
    expect(m).not.toBeNull();
    const [, aim, armour, x, p] = m as RegExpExecArray;
    expect(fray(['nightsoil', 'hit', '--aim', aim as string, '--armour', armour as string]).stdout).toContain(
      `x = ${x}, p = ${p}`,
    );
    expect(p).toBe('0.8227');
    expect(help).toContain('--armor <n>');
  });

  it('rejects bad numbers and bad --params with one line, exit 2', () => {
    expectBadInput(fray(['nightsoil', 'hit', '--aim', '-1', '--armor', '10']), /aim/);
    expectBadInput(fray(['nightsoil', 'hit', '--aim', 'x', '--armor', '10']), /expected a number/);
    expectBadInput(fray(['nightsoil', 'hit', '--aim', '1', '--armor', '1', '--params', 'G=2']), /unknown constant 'G'/);
    expectBadInput(
      fray(['nightsoil', 'hit', '--aim', '1', '--armor', '1', '--params', 'A=1']),
      /A must be a number > 1/,
    );
    expectBadInput(fray(['nightsoil', 'hit', '--aim', '1']), /--armour <n>' \(or --armor\) not specified/);
    expectBadInput(fray(['nightsoil', 'hit', '--aim', '1', '--armour', '-2']), /armour/);
    expectBadInput(
      fray(['nightsoil', 'hit', '--aim', '1', '--armour', '2', '--armor', '3']),
      /--armour 2 and --armor 3 disagree/,
    );
  });
});

describe('fray nightsoil duel', () => {
  it('prints a turn-by-turn log with its seed, byte-identical for the same seed', () => {
    const a = fray(['nightsoil', 'duel', ORC, ELF, '--seed', '7']);
    const b = fray(['nightsoil', 'duel', ORC, ELF, '--seed', '7']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('seed 7');
    expect(a.stdout).toMatch(/round +time +actor +action/);
  });

  it('draws and prints a seed when none is given', () => {
    const j = JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--json']).stdout);
    expect(Number.isInteger(j.seed)).toBe(true);
    expect(j.log.length).toBeGreaterThan(0);
  });

  it('--runs gives odds that add up', () => {
    const j = JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--runs', '500', '--seed', '3', '--json']).stdout);
    expect(j.seed).toBe(3);
    expect(j.outcomes.reduce((t: number, o: { count: number }) => t + o.count, 0)).toBe(500);
  });

  it('--predict gives an exact distribution summing to 1', () => {
    const j = JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--predict', '--json']).stdout);
    const total = j.defender.life.reduce((t: number, o: { probability: number }) => t + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    expect(j.seed).toBeUndefined();
    expect(fray(['nightsoil', 'duel', ORC, ELF, '--predict']).stdout).toContain('exchange prediction');
  });

  it('--distance starts them apart: the elf shoots while the orc closes in, and says so', () => {
    const t = fray(['nightsoil', 'duel', ORC, ELF, '--seed', '7', '--distance', '4']);
    expect(t.code).toBe(0);
    expect(t.stdout).toContain('starting 4 cells apart');
    expect(t.stdout).toMatch(/ orc +step +\d/);
    expect(t.stdout).toContain('reach 4');
    const j = JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--seed', '7', '--distance', '4', '--json']).stdout);
    expect(j.distance).toBe(4);
    expect(j.log[0].distance).toBeGreaterThanOrEqual(3);
    expect(j.start[1]).toMatchObject({
      name: 'elf',
      reach: 4,
      scrolls: [
        { name: 'spark', left: 3 },
        { name: 'haste', effect: 'haste', left: 1 },
      ],
    });
    const p = JSON.parse(fray(['nightsoil', 'duel', ORC, ELF, '--predict', '--distance', '4', '--json']).stdout);
    expect(p.distance).toBe(4);
    // Four cells off, no one reaches the elf in the first round.
    expect(p.defender.life).toHaveLength(1);
    expect(p.defender.life[0].life).toBe(18);
    expect(p.defender.life[0].probability).toBeCloseTo(1, 12);
    expectBadInput(fray(['nightsoil', 'duel', ORC, ELF, '--distance', '0']), /distance/);
  });

  it('still loads a mob file written before slots, stacks and ranges', () => {
    const d = tempDir();
    const old = {
      name: 'old orc',
      maxLife: 30,
      maxStrength: 80,
      maxIq: 6,
      maxAim: 12,
      maxArmour: 10,
      equipment: [
        { name: 'axe', aim: 14, offence: 2 },
        { name: 'hide', armour: 10, defence: 1.2 },
      ],
      scrolls: [{ name: 'spark', iq: 3 }],
    };
    const r = fray(['nightsoil', 'duel', file(d, 'old.json', JSON.stringify(old)), ELF, '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).start[0]).toMatchObject({
      offence: 2,
      defence: 1.2,
      armour: 10,
      reach: 1,
      scrolls: [{ name: 'spark', left: 1 }],
    });
    const two = {
      ...old,
      equipment: [
        { name: 'axe', aim: 14, offence: 2 },
        { name: 'club', aim: 3 },
      ],
    };
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'two.json', JSON.stringify(two)), ELF]),
      /two\.json: equipment\[1\]: the weapon slot already holds 'axe'/,
    );
  });

  it('rejects --predict with --seed', () => {
    expectBadInput(fray(['nightsoil', 'duel', ORC, ELF, '--predict', '--seed', '1']), /--predict/);
  });

  it('names the file and field of bad input', () => {
    const d = tempDir();
    const good = JSON.parse(readFileSync(ORC, 'utf8'));
    expectBadInput(
      fray(['nightsoil', 'duel', join(ROOT, 'test/fixtures/nightsoil/bad-orc.json'), ELF]),
      /bad-orc\.json: equipment\[0\]\.aim: must be a number ≥ 0/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'unk.json', JSON.stringify({ ...good, colour: 'red' })), ELF]),
      /unk\.json: colour: unknown field/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'armor.json', JSON.stringify({ ...good, maxArmor: 3 })), ELF]),
      /maxArmor: unknown field \(did you mean 'maxArmour'\?\)/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'neg.json', JSON.stringify({ ...good, maxStrength: -5 })), ELF]),
      /neg\.json: maxStrength: must be a number ≥ 0, got -5/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'life.json', JSON.stringify({ ...good, life: 40 })), ELF]),
      /life\.json: life: must be a number > 0 and ≤ 30/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'rate.json', JSON.stringify({ ...good, swingRate: 1.5 })), ELF]),
      /swingRate: must be a whole number/,
    );
    expectBadInput(
      fray([
        'nightsoil',
        'duel',
        file(d, 'missing.json', JSON.stringify({ name: 'x', maxStrength: 1, maxAim: 1, maxArmour: 1 })),
        ELF,
      ]),
      /missing\.json: maxLife: is required/,
    );
    expectBadInput(fray(['nightsoil', 'duel', file(d, 'arr.json', '[1]'), ELF]), /arr\.json: must be an object/);
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'broken.json', '{\n  "name": "x",\n  "maxLife": 3,,\n}'), ELF]),
      /broken\.json:3:\d+: malformed JSON/,
    );
    expectBadInput(fray(['nightsoil', 'duel', join(d, 'nope.json'), ELF]), /nope\.json: no such file/);
    expectBadInput(fray(['nightsoil', 'duel', ORC, ELF, '--runs', '0']), /runs/);
    expectBadInput(fray(['nightsoil', 'duel', ORC, ELF, '--seed', '-4']), /seed/);
  });
});

describe('fray nightsoil arena', () => {
  it('reports survival, growth and the risk-free verdict, byte-identical per seed', () => {
    const a = fray(['nightsoil', 'arena', WORLD, '--days', '10', '--seed', '11']);
    const b = fray(['nightsoil', 'arena', WORLD, '--days', '10', '--seed', '11']);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('seed 11');
    expect(a.stdout).toMatch(/Risk-free loop: (none found|FOUND)/);
    const j = JSON.parse(fray(['nightsoil', 'arena', WORLD, '--days', '10', '--seed', '11', '--json']).stdout);
    expect(j.seed).toBe(11);
    expect(j.builds.map((x: { build: string }) => x.build)).toEqual(['orc', 'elf', 'rat', 'wizard', 'goblin']);
    expect(j.builds[0].alive).toHaveLength(11);
    expect(j.builds.map((x: { combat: { reach: number } }) => x.combat.reach)).toEqual([1, 4, 1, 4, 3]);
    expect(a.stdout).toContain('Fighting from a distance');
  });

  it('rejects bad world files in one line, writing no report', () => {
    const d = tempDir();
    const good = JSON.parse(readFileSync(WORLD, 'utf8'));
    const out = join(d, 'r.html');
    const bad = structuredClone(good);
    bad.builds[1].mob.equipment[0].offence = 0;
    expectBadInput(
      fray(['nightsoil', 'arena', file(d, 'w1.json', JSON.stringify(bad)), '--report', out]),
      /w1\.json: builds\[1\]\.mob\.equipment\[0\]\.offence: must be a number > 0/,
    );
    expect(existsSync(out)).toBe(false);
    expectBadInput(
      fray(['nightsoil', 'arena', file(d, 'w2.json', JSON.stringify({ ...good, weather: 'rain' }))]),
      /w2\.json: weather: unknown field/,
    );
    expectBadInput(
      fray(['nightsoil', 'arena', file(d, 'w3.json', JSON.stringify({ ...good, params: { C: 2 } }))]),
      /w3\.json: params\.C: must be a number > 0 and ≤ 1/,
    );
    expectBadInput(
      fray([
        'nightsoil',
        'arena',
        file(d, 'w4.json', JSON.stringify({ ...good, builds: [good.builds[0], good.builds[0]] })),
      ]),
      /builds\[1\]\.name: duplicate build name 'orc'/,
    );
    expectBadInput(fray(['nightsoil', 'arena', file(d, 'w5.json', '{"size": 10,')]), /w5\.json:1:\d+: malformed JSON/);
    const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    expectBadInput(
      fray(['nightsoil', 'arena', file(d, 'w6.json', `{"size": ${deep(100_000)}}`)]),
      /w6\.json:1:\d+: nested deeper than 256 levels of arrays and objects/,
    );
    expectBadInput(
      fray(['nightsoil', 'duel', file(d, 'm6.json', `{"name": ${deep(100_000)}}`), ORC]),
      /m6\.json:1:\d+: nested deeper than 256 levels of arrays and objects/,
    );
    expectBadInput(fray(['nightsoil', 'arena', WORLD, '--days', '0']), /days/);
    expectBadInput(fray(['nightsoil', 'arena', WORLD, '--report', join(d, 'r.txt')]), /--report/);
  });
});
