/** Teams for the odds tests, parsed from CSV text exactly as the CLI reads files. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTeams } from '../../../src/mfd/teamCsv/parseTeams.js';
import type { Teams } from '../../../src/mfd/model.js';
import { ROOT } from '../../helpers/cli.js';

const HEADER = 'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo';

/** Teams from two CSV texts (a header is added when the text has none). */
export function teamsOf(heroes: string, villains: string): Teams {
  const withHeader = (t: string) => (t.startsWith('Name,') ? t : `${HEADER}\n${t}\n`);
  const r = parseTeams({ file: 'h.csv', text: withHeader(heroes) }, { file: 'v.csv', text: withHeader(villains) });
  if (!r.ok) throw new Error(r.problem.message);
  return r.value.teams;
}

/** The example duel in examples/mfd. */
export function exampleDuel(): Teams {
  const read = (f: string) => readFileSync(join(ROOT, 'examples/mfd', f), 'utf8');
  return teamsOf(read('duel-heroes.csv'), read('duel-villains.csv'));
}

/** The lead's example battle in examples/mfd (6 v 6, bodyguards, links, buffs). */
export function exampleBattle(): Teams {
  const read = (f: string) => readFileSync(join(ROOT, 'examples/mfd', f), 'utf8');
  return teamsOf(read('Heroes.csv'), read('Villains.csv'));
}
