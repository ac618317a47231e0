/** Waiting for the user to stop a server: the first Ctrl-C (or SIGTERM) ends it, cleanly. */

/** Resolves on the first SIGINT or SIGTERM; call it before printing an address, which whoever reads may stop at once. */
export function stopSignal(): Promise<void> {
  return new Promise((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
