/**
 * A bot's performance.now(): the time used in the current call, in ms. The CLI's isolate counts CPU time; a worker
 * has its own thread, so the time it has run since the call began is the nearest measure. Part of the worker's
 * script (its source text is put there), so it uses nothing from outside its own body.
 */

/** Installs `performance` (now() only) on the global; `begin` starts a call's clock at `clock()`. */
export function callClock(clock: () => number): { begin(): void } {
  let start = clock();
  const shim = {};
  Object.defineProperty(shim, 'now', { value: () => clock() - start, writable: false, configurable: false });
  Object.freeze(shim);
  Object.defineProperty(globalThis, 'performance', { value: shim, writable: false, configurable: false });
  return {
    begin() {
      start = clock();
    },
  };
}
