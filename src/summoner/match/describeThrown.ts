/** A thrown value as one line, whatever was thrown (an Error, a string, an object whose toString throws). */
export function describeThrown(e: unknown): string {
  try {
    if (e instanceof Error) return `${e.name}: ${e.message}`.split('\n')[0] ?? 'Error';
    return `threw ${typeof e === 'string' ? JSON.stringify(e) : String(e)}`.split('\n')[0]!.slice(0, 200);
  } catch {
    return 'threw a value that cannot be shown';
  }
}
