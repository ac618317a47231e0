/** Distance on a grid where a step may go diagonally: the number of king's moves between two cells. */
export function chebyshev(
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number },
): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}
