/** The points of a sweep: every combination of the variables' values, the first variable changing slowest. */
import type { Vary } from './parseVary.js';

/** Most points a sweep may have (each point is a whole odds run). */
export const MAX_POINTS = 1000;

/** The values of every point (one per variable, in millionths), in order; at most MAX_POINTS (the caller checks). */
export function sweepGrid(vars: readonly Pick<Vary, 'values'>[]): number[][] {
  let points: number[][] = [[]];
  for (const v of vars) points = points.flatMap((p) => v.values.map((x) => [...p, x]));
  return vars.length === 0 ? [] : points;
}

/** How many points the variables make. */
export function gridSize(vars: readonly Pick<Vary, 'values'>[]): number {
  return vars.length === 0 ? 0 : vars.reduce((n, v) => n * v.values.length, 1);
}
