/** The bundle to import for `fray ...args`: dist/fray-mfd.cjs for the mfd group (when built), else dist/fray.js. */
export function bundleFor(args: readonly string[], dist?: string): string;
