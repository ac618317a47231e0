/**
 * A computation in a Web Worker where only the latest request matters: asking again stops the worker still busy with
 * the last request (its answer would be stale), so a page that recomputes on every edit never shows an old answer.
 */

/** Runs requests on fresh workers from `make`; `stop` ends the one at work. */
export interface LatestWorker<Q, A> {
  /** The answer to `request`, or undefined when a later request (or stop) replaced it. */
  run(request: Q): Promise<A | undefined>;
  stop(): void;
}

/** What a worker answers: its result, or why it failed. */
export type WorkerAnswer<A> = { ok: true; value: A } | { ok: false; message: string };

/** A LatestWorker over workers made by `make` (a Vite `?worker&inline` constructor). */
export function latestWorker<Q, A>(make: () => Worker): LatestWorker<Q, A> {
  let busy: { worker: Worker; done: (a: A | undefined) => void } | undefined;
  const stop = (): void => {
    if (busy === undefined) return;
    busy.worker.terminate();
    busy.done(undefined);
    busy = undefined;
  };
  return {
    stop,
    run(request) {
      stop();
      return new Promise<A | undefined>((done, failed) => {
        const worker = make();
        const mine = { worker, done };
        busy = mine;
        worker.onmessage = (e: MessageEvent<WorkerAnswer<A>>) => {
          if (busy !== mine) return;
          busy = undefined;
          worker.terminate();
          if (e.data.ok) done(e.data.value);
          else failed(new Error(e.data.message));
        };
        worker.onerror = (e) => {
          if (busy !== mine) return;
          busy = undefined;
          worker.terminate();
          failed(new Error(e.message || 'the worker failed'));
        };
        worker.postMessage(request);
      });
    },
  };
}

/** The worker's side: answers each request with `compute`'s result, or the message of what it threw. */
export function answerRequests<Q, A>(compute: (request: Q) => A): void {
  self.onmessage = (e: MessageEvent<Q>) => {
    let answer: WorkerAnswer<A>;
    try {
      answer = { ok: true, value: compute(e.data) };
    } catch (err) {
      answer = { ok: false, message: (err as Error).message };
    }
    self.postMessage(answer);
  };
}
