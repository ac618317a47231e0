/** Steps to the nearest of some cells over walkable ground (breadth-first, 8 directions): how mobs and the bot find their way. */
import { DIRECTIONS } from '../../core/direction.js';
import { DIR_OFFSETS, type Point } from './grid.js';

// The offsets as two arrays: this loop runs for every cell of a level, many times a turn.
const DX = DIRECTIONS.map((d) => DIR_OFFSETS[d][0]);
const DY = DIRECTIONS.map((d) => DIR_OFFSETS[d][1]);

/** Marks a cell that cannot be reached. */
export const UNREACHABLE = -1;

/**
 * For every cell of a width × height grid, the number of steps to the nearest cell of `from` moving in 8 directions
 * through cells where `open(x, y)` holds (the `from` cells themselves count as open), or UNREACHABLE.
 */
export function distanceMap(
  width: number,
  height: number,
  open: (x: number, y: number) => boolean,
  from: readonly Point[],
): Int32Array {
  const dist = new Int32Array(width * height).fill(UNREACHABLE);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const p of from) {
    if (p.x < 0 || p.y < 0 || p.x >= width || p.y >= height) continue;
    const i = p.y * width + p.x;
    if (dist[i] !== UNREACHABLE) continue;
    dist[i] = 0;
    queue[tail++] = i;
  }
  while (head < tail) {
    const i = queue[head++] as number;
    const x = i % width;
    const y = (i - x) / width;
    const d = (dist[i] as number) + 1;
    for (let k = 0; k < 8; k++) {
      const nx = x + (DX[k] as number);
      const ny = y + (DY[k] as number);
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const j = ny * width + nx;
      if (dist[j] !== UNREACHABLE || !open(nx, ny)) continue;
      dist[j] = d;
      queue[tail++] = j;
    }
  }
  return dist;
}
