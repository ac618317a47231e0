/**
 * isolated-vm, loaded in the line built for the running Node. Its native addon is compiled against one Node's V8, and
 * each of its major versions supports only some Node lines (5.x: 20 and 22; 6.x: 22 and 24; 7.x: 24 on), so fray-cli
 * installs one per line as optional dependencies under aliases (isolated-vm-5, -6, -7; npm skips a line whose
 * `engines` exclude the running Node, and drops one whose build fails), and this file loads the newest that fits.
 * docs/security.md says which line runs on which Node. Every other file reaches isolated-vm through this one.
 */
import { createRequire } from 'node:module';
import type IsolatedVm from 'isolated-vm';

/** The lines fray installs, newest first, each with the first Node major it supports. */
export const ISOLATED_VM_LINES = [
  { alias: 'isolated-vm-7', fromNode: 24 },
  { alias: 'isolated-vm-6', fromNode: 22 },
  { alias: 'isolated-vm-5', fromNode: 18 },
] as const;

/** The sandbox cannot start on this Node: fray's installation is broken, which no bot caused. */
export class SandboxUnavailable extends Error {
  override readonly name = 'SandboxUnavailable';
}

/** The aliases to try on Node `major`, in order: the newest line that supports it first. */
export function linesFor(major: number): string[] {
  return ISOLATED_VM_LINES.filter((l) => l.fromNode <= major).map((l) => l.alias);
}

let loaded: { ivm: typeof IsolatedVm; alias: string } | undefined;

/**
 * Loads isolated-vm for the running Node (once), or throws SandboxUnavailable naming the Node version, the lines
 * tried and why the first of them failed.
 */
export function loadIsolatedVm(): { ivm: typeof IsolatedVm; alias: string } {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  const tried = linesFor(Number(process.versions.node.split('.')[0]));
  const reasons: string[] = [];
  for (const alias of tried) {
    try {
      return (loaded = { ivm: require(alias) as typeof IsolatedVm, alias });
    } catch (e) {
      reasons.push(`${alias}: ${String((e as Error).message).split('\n')[0]}`);
    }
  }
  throw new SandboxUnavailable(
    `the bot sandbox cannot start on Node ${process.versions.node}: no isolated-vm built for it is installed ` +
      `(${reasons.length === 0 ? 'fray supports Node 20, 22 and 24' : `tried ${reasons.join('; ')}`}); ` +
      `reinstall fray with this Node (npm ci, or npm install -g fray-cli), or run your own bots with --trusted`,
  );
}

/**
 * isolated-vm's namespace, loaded on first use: importing this module costs nothing, so commands that sandbox no bot
 * never load the native addon. Used as the package itself would be (`new ivm.Isolate(...)`, `ivm.Reference`).
 */
const ivm = new Proxy({} as typeof IsolatedVm, {
  get: (_target, key) => Reflect.get(loadIsolatedVm().ivm, key) as unknown,
  has: (_target, key) => Reflect.has(loadIsolatedVm().ivm, key),
});

// The package's types under the same name, for `ivm.Isolate` and the like in type positions.
// eslint-disable-next-line @typescript-eslint/no-namespace
declare namespace ivm {
  export type Isolate = IsolatedVm.Isolate;
  export type Context = IsolatedVm.Context;
  export type Reference<T = unknown> = IsolatedVm.Reference<T>;
  export type Copy<T> = IsolatedVm.Copy<T>;
  export type ExternalCopy<T = unknown> = IsolatedVm.ExternalCopy<T>;
  /** A compiled script, with what isolated-vm sets on it when asked for a code cache (its declarations omit them). */
  export type Script = IsolatedVm.Script & { cachedData?: ExternalCopy<ArrayBuffer>; cachedDataRejected?: boolean };
}

export default ivm;
