// Which isolated-vm line each Node gets (issue 36), and that package.json's engines say what CI tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ivm, { linesFor, loadIsolatedVm } from '../../../src/adapters/sandbox/isolatedVm.js';
import { ROOT } from '../../helpers/cli.js';

const MAJOR = Number(process.versions.node.split('.')[0]);

describe('isolatedVm', () => {
  it('tries the newest line that supports the running Node first, then the older ones', () => {
    expect(linesFor(20)).toEqual(['isolated-vm-5']);
    expect(linesFor(22)).toEqual(['isolated-vm-6', 'isolated-vm-5']);
    expect(linesFor(24)).toEqual(['isolated-vm-7', 'isolated-vm-6', 'isolated-vm-5']);
    expect(linesFor(16)).toEqual([]);
  });

  it('loads the line meant for this Node, and it runs code in an isolate', () => {
    const meant: Record<number, string> = { 20: 'isolated-vm-5', 22: 'isolated-vm-6', 24: 'isolated-vm-7' };
    expect(loadIsolatedVm().alias).toBe(meant[MAJOR]);
    const isolate = new ivm.Isolate({ memoryLimit: 8 });
    try {
      expect(isolate.createContextSync().evalSync('[1, 2, 3].map((x) => x * 2).join()')).toBe('2,4,6');
    } finally {
      isolate.dispose();
    }
  });

  it("package.json's engines name the Node lines CI runs the tests on, and this one is among them", () => {
    const { engines, optionalDependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    const majors = engines.node.split('||').map((r) => Number(/\^(\d+)\./.exec(r.trim())?.[1]));
    expect(majors).toEqual([20, 22, 24]);
    expect(majors).toContain(MAJOR);
    // The machine's Node runs the whole of .ci/run; each other line is installed and tested there.
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    for (const m of majors.filter((x) => x !== 20)) expect(ci).toMatch(new RegExp(`^on_line ${m}\\.\\d+\\.\\d+`, 'm'));
    // Every line the loader names is a dependency, under its alias.
    for (const alias of linesFor(99)) expect(optionalDependencies[alias]).toMatch(/^npm:isolated-vm@\^\d/);
  });
});
