/**
 * The first thing a bot's worker runs after the prelude has taken what it needs: the worker's global object cut down
 * to ECMAScript's own built-ins. A worker's web APIs (timers, messages, storage, the network, workers, WebAssembly)
 * are properties of its global object or of the objects on its prototype chain (DedicatedWorkerGlobalScope,
 * WorkerGlobalScope, EventTarget); deleting names from the global alone leaves the originals one step up that chain.
 * So every name of the global that is not in `keep` goes, and every property of every object on the chain above it
 * (up to Object.prototype, which is ECMAScript's) goes too.
 *
 * Its source text is put into the worker's script (Function.prototype.toString), so it uses nothing from outside its
 * own body.
 */

/**
 * Removes from the global object every own property not named in `keep`, and every own property of the objects on its
 * prototype chain below Object.prototype. Returns what could not be removed (as "name" or "Proto.name"): the
 * browser's own tests expect an empty list.
 */
export function confineGlobal(keep: readonly string[]): string[] {
  const g = globalThis as unknown as Record<PropertyKey, unknown>;
  const kept = new Set<PropertyKey>(keep);
  const left: string[] = [];
  const drop = (o: Record<PropertyKey, unknown>, key: PropertyKey, where: string): void => {
    try {
      if (delete o[key]) return;
    } catch {
      // A property the engine refuses to delete: shadowed below where it can be.
    }
    try {
      Object.defineProperty(o, key, { value: undefined, writable: false, configurable: false });
    } catch {
      left.push(where + String(key));
    }
  };
  for (const key of Reflect.ownKeys(g)) if (!kept.has(key)) drop(g, key, '');
  let proto = Object.getPrototypeOf(g) as Record<PropertyKey, unknown> | null;
  while (proto !== null && proto !== Object.prototype) {
    const tag = String(proto[Symbol.toStringTag] ?? 'prototype') + '.';
    for (const key of Reflect.ownKeys(proto)) drop(proto, key, tag);
    proto = Object.getPrototypeOf(proto) as Record<PropertyKey, unknown> | null;
  }
  return left;
}

/**
 * The names ECMAScript (ECMA-262 and ECMA-402) puts on the global object: all a bot's worker keeps, besides the
 * console and performance.now the prelude then defines itself. Left out on purpose, as in the CLI's isolate: WeakRef and FinalizationRegistry (garbage
 * collection would show), SharedArrayBuffer and Atomics (shared memory and waits), and WebAssembly (not ECMAScript).
 * Names a browser does not have yet are simply absent.
 */
export const ECMASCRIPT_GLOBALS: readonly string[] = [
  'globalThis',
  'Infinity',
  'NaN',
  'undefined',
  'eval',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'escape',
  'unescape',
  'AggregateError',
  'Array',
  'ArrayBuffer',
  'AsyncDisposableStack',
  'BigInt',
  'BigInt64Array',
  'BigUint64Array',
  'Boolean',
  'DataView',
  'Date',
  'DisposableStack',
  'Error',
  'EvalError',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'Function',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Intl',
  'Iterator',
  'JSON',
  'Map',
  'Math',
  'Number',
  'Object',
  'Promise',
  'Proxy',
  'RangeError',
  'ReferenceError',
  'Reflect',
  'RegExp',
  'Set',
  'String',
  'SuppressedError',
  'Symbol',
  'SyntaxError',
  'TypeError',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'URIError',
  'WeakMap',
  'WeakSet',
];
