/**
 * fray's demonstration bots as a ladder's first entrants: read from the package and submitted as an author would
 * write them (their types imported from 'fray/summoner', not from the repository's sources).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../packageRoot.js';
import type { Submission } from './submissions.js';

/** The demos a ladder starts with (`fray ladder serve --demos`). */
export const DEMO_NAMES = ['rusher', 'cloner', 'healers', 'exploder', 'random'] as const;

/** The demo `name` as a submission. */
export function demoSubmission(name: string): Submission {
  const text = readFileSync(join(packageRoot(), 'examples/summoners', `${name}.ts`), 'utf8');
  const source = text.replace(/from '(?:\.\.\/)+src\/summoner\/api\.js'/g, "from 'fray/summoner'");
  return { bot: name, kind: 'module', fileName: `${name}.ts`, bytes: Buffer.from(source, 'utf8') };
}
