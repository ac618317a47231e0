/**
 * ArrayBuffer as the CLI's isolate has it: fixed-length buffers only, however it is reached (the global or a
 * buffer's constructor), and nothing resizes or transfers one. The isolate needs this to count memory; the worker
 * does the same so a bot behaves alike in both. Part of the worker's script (its source text is put there), so it
 * uses nothing from outside its own body.
 */

/** Replaces ArrayBuffer with a constructor of fixed-length buffers and removes resize and transfer. */
export function fixedArrayBuffer(): void {
  const RealArrayBuffer = ArrayBuffer;
  const proto = RealArrayBuffer.prototype as unknown as Record<string, unknown>;
  const Fixed: unknown = function ArrayBuffer(this: unknown, length: number): object {
    if (new.target === undefined) throw new TypeError("Constructor ArrayBuffer requires 'new'");
    return Reflect.construct(RealArrayBuffer, [length], new.target === Fixed ? RealArrayBuffer : new.target) as object;
  };
  Object.defineProperty(Fixed as object, 'prototype', { value: proto });
  Object.defineProperty(Fixed as object, 'isView', { value: RealArrayBuffer.isView });
  Object.defineProperty(proto, 'constructor', { value: Fixed, writable: false, configurable: false });
  Object.defineProperty(globalThis, 'ArrayBuffer', { value: Fixed, writable: false, configurable: false });
  for (const name of ['resize', 'transfer', 'transferToFixedLength']) delete proto[name];
}
