/**
 * The seccomp filter, run by decide() for both architectures it is written for (so arm64's is checked on any
 * machine), and its system call numbers checked against the kernel's own headers (linux-libc-dev). The filter as
 * the kernel runs it is checked with a real bot in hostileKernel.test.ts.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ARCH,
  decide,
  deniedCalls,
  seccompFilter,
  syscallNumbers,
} from '../../../src/adapters/sandbox/seccomp.js';

const HEADERS = {
  x64: '/usr/include/x86_64-linux-gnu/asm/unistd_64.h',
  arm64: '/usr/include/asm-generic/unistd.h',
} as const;

/** Numbers by name from a kernel header (`#define __NR_name N`; arm64's generic table spells fadvise64 __NR3264_). */
function headerNumbers(path: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of readFileSync(path, 'utf8').matchAll(/^#define __NR(?:3264)?_(\w+)\s+(\d+)\s*$/gm))
    out.set(m[1] as string, Number(m[2]));
  return out;
}

/** Calls in the table that headers older than Linux 6.5 (cachestat) and 6.15 (open_tree_attr) do not have yet. */
const NEWER_THAN_SOME_HEADERS = new Set(['cachestat', 'open_tree_attr']);

for (const cpu of ['x64', 'arm64'] as const) {
  describe(`the filter for ${cpu}`, () => {
    const filter = seccompFilter(cpu) as Buffer;
    const nr = syscallNumbers(cpu);
    const audit = AUDIT_ARCH[cpu];
    const run = (name: string, args: number[] = []) => decide(filter, { arch: audit, nr: nr[name] as number, args });

    it("every number is the kernel's for that name", () => {
      const known = headerNumbers(HEADERS[cpu]);
      const missing: string[] = [];
      for (const [name, n] of Object.entries(nr)) {
        const want = known.get(name);
        if (want === undefined) missing.push(name);
        else expect(n, name).toBe(want);
      }
      for (const name of missing)
        expect(NEWER_THAN_SOME_HEADERS.has(name), `${name} is not in ${HEADERS[cpu]}`).toBe(true);
      // Where the header has them, the generic numbers new calls share on every architecture.
      expect([nr.cachestat, nr.open_tree_attr]).toEqual([451, 467]);
    });

    it('refuses every call of the table, with EPERM but where a program expects "not supported"', () => {
      const errnos: Record<string, number> = { io_setup: 38, io_submit: 38 };
      for (const name of Object.keys(nr).filter((n) => !['fcntl', 'madvise', 'preadv2', 'pwritev2'].includes(n)))
        expect(run(name), name).toEqual({ errno: errnos[name] ?? 1 });
      expect(deniedCalls(cpu)).toContain('mincore');
    });

    it('refuses page-cache advice and RWF_NOWAIT by argument, and allows the rest of those calls', () => {
      for (const advice of [3, 20, 21, 22, 23, 25])
        expect(run('madvise', [0, 0, advice]), `advice ${advice}`).toEqual({ errno: 22 });
      for (const advice of [0, 1, 2, 4, 8, 14, 15])
        expect(run('madvise', [0, 0, advice]), `advice ${advice}`).toBe('allow');
      for (const call of ['preadv2', 'pwritev2']) {
        expect(run(call, [3, 0, 1, 0, 0, 0x8])).toEqual({ errno: 95 });
        expect(run(call, [3, 0, 1, 0, 0, 0x1 | 0x8 | 0x10])).toEqual({ errno: 95 });
        expect(run(call, [3, 0, 1, 0, 0, 0x1 | 0x2 | 0x4 | 0x10])).toBe('allow');
      }
      for (const cmd of [5, 6, 7, 36, 37, 38, 1024, 1025, 1026]) expect(run('fcntl', [3, cmd])).toEqual({ errno: 1 });
      for (const cmd of [0, 1, 2, 3, 4, 1030, 1031, 1032]) expect(run('fcntl', [3, cmd])).toBe('allow');
    });

    it('allows any other call, kills a call of another architecture, and (x86-64) refuses x32 calls', () => {
      const table = new Set(Object.values(nr));
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1000 }), (n) => {
          fc.pre(!table.has(n));
          expect(decide(filter, { arch: audit, nr: n, args: [1, 2, 3, 4, 5, 6] })).toBe('allow');
        }),
      );
      const other = cpu === 'x64' ? AUDIT_ARCH.arm64 : AUDIT_ARCH.x64;
      expect(decide(filter, { arch: other, nr: 0 })).toBe('kill');
      expect(decide(filter, { arch: 0x40000003, nr: 0 })).toBe('kill'); // i386
      if (cpu === 'x64') expect(decide(filter, { arch: audit, nr: 0x40000000 | 27 })).toEqual({ errno: 1 });
    });
  });
}

it('the filter exists only for the architectures it is written for', () => {
  expect(seccompFilter('ia32')).toBeUndefined();
  expect(deniedCalls('riscv64')).toEqual([]);
});
