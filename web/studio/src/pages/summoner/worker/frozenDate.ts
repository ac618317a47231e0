/**
 * A clock that never moves, as in the CLI's isolate: Date() and new Date() show `now`, and so does an Intl date
 * format given no date; dates built from values work as usual. Part of the worker's script (its source text is put
 * there), so it uses nothing from outside its own body.
 */

/** Replaces Date on the global (and Intl.DateTimeFormat's format and formatToParts) with a clock frozen at `now`. */
export function frozenDate(now: number): void {
  const define = Object.defineProperty;
  const apply = Reflect.apply;
  const RealDate = Date;
  const FrozenDate = function Date(this: unknown, ...args: unknown[]) {
    if (new.target === undefined) return new RealDate(now).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [now], new.target);
  } as unknown as DateConstructor;
  define(FrozenDate, 'prototype', { value: RealDate.prototype });
  define(FrozenDate, 'now', { value: () => now });
  define(FrozenDate, 'parse', { value: RealDate.parse });
  define(FrozenDate, 'UTC', { value: RealDate.UTC });
  define(RealDate.prototype, 'constructor', { value: FrozenDate });
  define(globalThis, 'Date', { value: FrozenDate, writable: false, configurable: false });
  const dtf = Intl.DateTimeFormat.prototype;
  const format = Object.getOwnPropertyDescriptor(dtf, 'format')?.get;
  const formatToParts = dtf.formatToParts;
  if (format !== undefined)
    define(dtf, 'format', {
      get(this: Intl.DateTimeFormat) {
        const f = apply(format, this, []) as (d?: number | Date) => string;
        return (d?: number | Date) => f(d === undefined ? now : d);
      },
      configurable: false,
    });
  define(dtf, 'formatToParts', {
    value: function (this: Intl.DateTimeFormat, d?: number | Date) {
      return apply(formatToParts, this, [d === undefined ? now : d]);
    },
    writable: false,
    configurable: false,
  });
}
