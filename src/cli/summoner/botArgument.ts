/**
 * Bot files as the commands take them: a path, or `demo:NAME` for one of the demos shipped with fray
 * (examples/summoners/NAME.ts), so `fray summoner match mybot.ts demo:random` works from any folder.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../adapters/packageRoot.js';
import { quote } from '../../core/quote.js';
import { CliError } from '../CliError.js';

/** How a demo is named on the command line. */
export const DEMO_PREFIX = 'demo:';
/** Where the demos are, inside fray's package. */
const DEMO_DIR = 'examples/summoners';

/** The demos shipped with this fray, by name (the starter is a template, not an opponent). */
export function demoNames(): string[] {
  const dir = join(packageRoot(), DEMO_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'starter.ts')
    .map((f) => f.slice(0, -3))
    .sort();
}

/** The file a bot argument names: `demo:NAME` is that demo's file in fray's package; any other text is a path. */
export function botFile(arg: string): string {
  if (!arg.startsWith(DEMO_PREFIX)) return arg;
  const name = arg.slice(DEMO_PREFIX.length);
  const names = demoNames();
  if (!names.includes(name))
    throw new CliError(
      `${quote(arg)} is no demo: the demos are ${names.map((n) => `${DEMO_PREFIX}${n}`).join(', ') || 'not installed'}`,
    );
  return join(packageRoot(), DEMO_DIR, `${name}.ts`);
}
