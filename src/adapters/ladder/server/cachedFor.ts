/** A read shared by every request within `ms`: the first caller starts it, the others get the same promise. */

/** `read` at most once per `ms` (by `now`); a read that fails is not kept. */
export function cachedFor<T>(ms: number, now: () => number, read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = -Infinity;
  return () => {
    const t = now();
    if (value === undefined || t - at >= ms) {
      at = t;
      value = read();
      value.catch(() => {
        value = undefined;
      });
    }
    return value;
  };
}
