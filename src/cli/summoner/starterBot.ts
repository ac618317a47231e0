/**
 * The starter bot that `fray summoner new NAME` writes: examples/summoners/starter.ts (a real, type-checked file that
 * imports the API's types from 'fray/summoner'), with its name put in where it says `starter`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../adapters/packageRoot.js';

/** The starter's path inside the package (shipped with it: package.json `files`). */
export const STARTER_PATH = 'examples/summoners/starter.ts';

/** Keeps a name safe inside a line comment: one line, no comment terminator. */
function commentSafe(name: string): string {
  return name.replace(/[\r\n\u2028\u2029]/g, ' ').replace(/\*\//g, '* /');
}

/** The TypeScript source of a starter bot named `name`: legal setup, every point spent, march on the foe and strike. */
export function starterBot(name: string): string {
  const source = readFileSync(join(packageRoot(), STARTER_PATH), 'utf8');
  const safe = commentSafe(name);
  // Only the header names the bot: its first line and the file in "Play it" and "Check it".
  return source
    .replace(/^ \* starter: /m, () => ` * ${safe}: `)
    .replace(/(Play it: +fray summoner match )starter\.ts/, (_m, p: string) => `${p}${safe}.ts`)
    .replace(/(Check it: +fray summoner check )starter\.ts/, (_m, p: string) => `${p}${safe}.ts`);
}
