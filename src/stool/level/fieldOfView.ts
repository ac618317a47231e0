/**
 * What a mob at one cell can see: symmetric shadowcasting (Albert Ford's algorithm), with slopes kept as exact
 * fractions of whole numbers. Symmetric means a floor cell is seen from another exactly when that one is seen from it,
 * so "you see the rat" and "the rat sees you" are one fact.
 */

/** A slope col/depth as a fraction with a positive denominator. */
interface Slope {
  num: number;
  den: number;
}

/**
 * The cells visible from (ox, oy) within `radius` (a round disc: dx² + dy² ≤ radius·(radius + 1)), as a mask of
 * width × height (1 = visible). `blocks(x, y)` says whether a cell stops sight; cells outside the grid block and are
 * never marked. Walls that bound what is seen are marked visible, as a player expects.
 */
export function fieldOfView(
  map: { width: number; height: number; blocks: (x: number, y: number) => boolean },
  from: { x: number; y: number },
  radius: number,
): Uint8Array {
  const { width, height, blocks } = map;
  const { x: ox, y: oy } = from;
  const seen = new Uint8Array(width * height);
  const inside = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < width && y < height;
  const reach = radius * (radius + 1);
  const mark = (x: number, y: number): void => {
    const dx = x - ox;
    const dy = y - oy;
    if (inside(x, y) && dx * dx + dy * dy <= reach) seen[y * width + x] = 1;
  };
  const wall = (x: number, y: number): boolean => !inside(x, y) || blocks(x, y);
  if (!inside(ox, oy)) return seen;
  mark(ox, oy);
  // Quadrants north, east, south, west: a (depth, col) pair becomes a cell.
  const transforms: ((depth: number, col: number) => [number, number])[] = [
    (d, c) => [ox + c, oy - d],
    (d, c) => [ox + d, oy + c],
    (d, c) => [ox + c, oy + d],
    (d, c) => [ox - d, oy + c],
  ];
  for (const cell of transforms) {
    const scan = (depth: number, start: Slope, end: Slope): void => {
      if (depth > radius) return;
      // round_ties_up(depth·start) and round_ties_down(depth·end), in whole numbers.
      const minCol = Math.floor((2 * depth * start.num + start.den) / (2 * start.den));
      const maxCol = Math.ceil((2 * depth * end.num - end.den) / (2 * end.den));
      let prev: 'none' | 'wall' | 'floor' = 'none';
      let from = start;
      for (let col = minCol; col <= maxCol; col++) {
        const [x, y] = cell(depth, col);
        const isWall = wall(x, y);
        // Symmetric: the cell's centre lies within the sector (col ≥ depth·start and col ≤ depth·end).
        const symmetric = col * from.den >= depth * from.num && col * end.den <= depth * end.num;
        if (isWall || symmetric) mark(x, y);
        if (prev === 'wall' && !isWall) from = { num: 2 * col - 1, den: 2 * depth };
        if (prev === 'floor' && isWall) scan(depth + 1, from, { num: 2 * col - 1, den: 2 * depth });
        prev = isWall ? 'wall' : 'floor';
      }
      if (prev === 'floor') scan(depth + 1, from, end);
    };
    scan(1, { num: -1, den: 1 }, { num: 1, den: 1 });
  }
  return seen;
}
