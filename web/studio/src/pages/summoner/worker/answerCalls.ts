/**
 * The worker's side of a match: each call from the page runs the bot's method and answers in the isolate's words
 * ('J' + JSON, 'U', 'E' + reason), with the call's log text, the time it used, and, for an error, where it was
 * thrown. A Promise is waited for while the call's microtasks run; one still pending after them never settles, as
 * in the isolate, which has no timers. Part of the worker's script (its source text is put there), so it uses
 * nothing from outside its own body.
 */
import type { WorkerCall, WorkerReply } from './workerMessages.js';

/** What answering needs, all taken before the bot's code ran (the bot cannot swap any of it). */
export interface CallTools {
  bot: Record<string, unknown>;
  maxAnswer: number;
  post(reply: WorkerReply): void;
  listen(f: (call: WorkerCall) => void): void;
  later(f: () => void): void;
  clock(): number;
  begin(): void;
  takeLogs(): string;
  reseed(seed: number): void;
  describe(e: unknown): string;
  frames(e: unknown): [number, number][];
}

/**
 * Answers the page's calls until the worker is ended. Long on purpose: a part of the worker's script, self-contained
 * (its source text is put there), so its helpers live inside it.
 */
export function answerCalls(t: CallTools): void {
  const stringify = JSON.stringify;
  const parse = JSON.parse;
  const apply = Reflect.apply;
  const encode = (v: unknown): string => {
    try {
      const json = stringify(v);
      if (json === undefined) return 'U';
      if (json.length > t.maxAnswer)
        return `Eits answer is ${json.length} characters of JSON; the limit is ${t.maxAnswer}`;
      return 'J' + json;
    } catch (e) {
      return 'E' + t.describe(e);
    }
  };
  // Each call has a number, so a Promise from an earlier call that settles late never answers for a later one.
  let current = 0;
  t.listen(({ id, method, json }) => {
    const call = ++current;
    t.begin();
    const began = t.clock();
    const reply = (answer: string, endedAt: number, where?: [number, number][]): void => {
      if (call !== current) return;
      current++;
      t.post({ type: 'answer', id, answer, logs: t.takeLogs(), usedMs: endedAt - began, ...(where ? { where } : {}) });
    };
    const failed = (e: unknown, at: number): void => reply('E' + t.describe(e), at, t.frames(e));
    try {
      const arg = parse(json) as { seed?: unknown } | null;
      if (method === 'setup' && arg !== null && typeof arg === 'object' && typeof arg.seed === 'number')
        t.reseed(arg.seed);
      const out = apply(t.bot[method] as (a: unknown) => unknown, t.bot, [arg]);
      if (out === null || typeof out !== 'object' || typeof (out as { then?: unknown }).then !== 'function')
        return reply(encode(out), t.clock());
      let settled = false;
      apply((out as { then: (...a: unknown[]) => unknown }).then, out, [
        (v: unknown) => ((settled = true), reply(encode(v), t.clock())),
        (e: unknown) => ((settled = true), failed(e, t.clock())),
      ]);
      const endedAt = t.clock();
      t.later(() => {
        if (!settled) reply('Ereturned a Promise that never settled', endedAt);
      });
    } catch (e) {
      failed(e, t.clock());
    }
  });
}
