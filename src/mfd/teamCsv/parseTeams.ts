/** Reads the heroes' and villains' files together: each on its own, then the checks that need both. */
import { fail, ok, type Problem, type Result } from '../../core/result.js';
import type { Teams } from '../model.js';
import { parseTeam } from './parseTeam.js';
import { quote } from '../../core/quote.js';

/**
 * The text and name of one input file.
 * @category Team files
 */
export interface TeamFile {
  file: string;
  text: string;
}

/**
 * Both teams, and the warnings about references that were ignored (unknown names).
 * @category Team files
 */
export interface ParsedTeams {
  teams: Teams;
  warnings: Problem[];
}

/**
 * Parses both files; their columns before the buff groups must be the same, in the same order.
 * @category Team files
 */
export function parseTeams(heroes: TeamFile, villains: TeamFile): Result<ParsedTeams> {
  const h = parseTeam(heroes.text, heroes.file, 'heroes');
  if (!h.ok) return h;
  const v = parseTeam(villains.text, villains.file, 'villains');
  if (!v.ok) return v;
  const hc = h.value.baseColumnOrder.join(','),
    vc = v.value.baseColumnOrder.join(',');
  if (hc !== vc) {
    return fail(`the columns before the buff groups must match ${heroes.file}'s: ${hc} (this file has ${vc})`, {
      file: villains.file,
      line: 1,
    });
  }
  // The log names fighters only by name: the same name on both sides would make it ambiguous.
  const heroNames = new Set(h.value.team.fighters.map((f) => f.name));
  const shared = v.value.team.fighters.filter((f) => heroNames.has(f.name)).map((f) => f.name);
  const both: Problem[] =
    shared.length === 0
      ? []
      : [
          {
            file: villains.file,
            message: `${shared.length === 1 ? 'a fighter is' : `${shared.length} fighters are`} named on both sides (${shared
              .slice(0, 5)
              .map((n) => quote(n))
              .join(', ')}${shared.length > 5 ? ', ...' : ''}): the log cannot tell them apart; rename one`,
          },
        ];
  return ok({ teams: [h.value.team, v.value.team], warnings: [...h.value.warnings, ...v.value.warnings, ...both] });
}
