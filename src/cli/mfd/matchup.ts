/** `fray mfd matchup A B --round r`: the exact damage distribution of one attack of A on B. */
import type { Command } from 'commander';
import { formatProblem } from '../../core/result.js';
import { suggest } from '../../core/suggest.js';
import { loadTeams } from '../../adapters/mfd/loadTeams.js';
import type { SideIndex, Teams } from '../../mfd/model.js';
import { matchup } from '../../mfd/odds/matchup.js';
import { SAFETY_ROUND_CAP } from '../../mfd/constants.js';
import { CliError, unwrap } from '../CliError.js';
import { printErr, printJson, printOut } from '../io.js';
import { wholeNumber } from '../options.js';
import { renderMatchup } from '../../mfd/report/matchupText.js';
import { matchupJson } from '../../mfd/report/matchupJson.js';
import { quote } from '../../core/quote.js';

interface MatchupOptions {
  heroes: string;
  villains: string;
  round: number;
  json?: boolean;
}

/** Adds `matchup` to the `mfd` group. */
export function registerMatchup(mfd: Command): void {
  mfd
    .command('matchup')
    .description(
      'The exact damage distribution of one attack of ATTACKER on DEFENDER in a given round: hits minus blocks, never below 0. ' +
        'ATTACKER is a hero and DEFENDER a villain, or the other way round; both sides are taken at full strength (every buff applies).',
    )
    .argument('<attacker>', "the attacking fighter's Name")
    .argument('<defender>', "the defending fighter's Name, on the other side")
    .option('--heroes <path>', "the heroes' CSV file", './Heroes.csv')
    .option('--villains <path>', "the villains' CSV file", './Villains.csv')
    .option(
      '-r, --round <r>',
      'the round of the attack (1 = the first; exhaustion grows with each round)',
      wholeNumber(1, SAFETY_ROUND_CAP),
      1,
    )
    .option('--json', 'print one JSON document instead of text')
    .addHelpText(
      'after',
      '\nExample:\n  fray mfd matchup Kaito Orochi --round 2 --heroes examples/mfd/duel-heroes.csv --villains examples/mfd/duel-villains.csv',
    )
    .action((attacker: string, defender: string, opts: MatchupOptions) => run(attacker, defender, opts));
}

/** Finds the pair: attacker a hero and defender a villain, else the reverse; a precise message if neither fits. */
function locate(
  teams: Teams,
  attacker: string,
  defender: string,
  files: [string, string],
): { side: SideIndex; a: number; d: number } {
  const idx = (s: SideIndex, name: string) => teams[s].fighters.findIndex((f) => f.name === name);
  for (const side of [0, 1] as const) {
    const a = idx(side, attacker),
      d = idx(side === 0 ? 1 : 0, defender);
    if (a >= 0 && d >= 0) return { side, a, d };
  }
  const all = [...teams[0].fighters, ...teams[1].fighters].map((f) => f.name);
  for (const name of [attacker, defender]) {
    if (idx(0, name) < 0 && idx(1, name) < 0) {
      const guess = suggest(name, all);
      throw new CliError(
        `no fighter named ${quote(name)} in ${files[0]} or ${files[1]}${guess ? ` (did you mean '${guess}'?)` : ''}`,
      );
    }
  }
  throw new CliError(
    `${quote(attacker)} and ${quote(defender)} are on the same side; a matchup needs a hero and a villain`,
  );
}

function run(attacker: string, defender: string, opts: MatchupOptions): void {
  const { teams, warnings } = unwrap(loadTeams(opts.heroes, opts.villains));
  for (const w of warnings) printErr(`fray: warning: ${formatProblem(w)}`);
  const { side, a, d } = locate(teams, attacker, defender, [opts.heroes, opts.villains]);
  const m = matchup(teams, side, a, d, opts.round);
  if (!opts.json) {
    printOut(renderMatchup(teams, m));
    return;
  }
  printJson(matchupJson(teams, side, a, d, m));
}
