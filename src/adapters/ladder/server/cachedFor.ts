/**
 * A read shared by every request: the first caller starts it, the others get the same promise, until it is `ms` old
 * or the ladder's `version` moved (a result recorded, a version accepted), whichever comes first.
 */

/** `read` at most once per `ms` (by `now`) and per `version()`; a read that fails is not kept. */
export function cachedFor<T>(
  ms: number,
  now: () => number,
  read: () => Promise<T>,
  version: () => number = () => 0,
): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = -Infinity;
  let of = NaN;
  return () => {
    const t = now();
    const v = version();
    if (value === undefined || t - at >= ms || v !== of) {
      at = t;
      of = v;
      value = read();
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
