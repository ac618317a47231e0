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
  /** The file's name, for problems. */
  file: string;
  /** Its text. */
  text: string;
}

/**
 * Both teams, and the warnings about references that were ignored (unknown names).
 * @category Team files
 */
export interface ParsedTeams {
  /** Heroes and villains. */
  teams: Teams;
  /** Both files' warnings. */
  warnings: Problem[];
}

/**
 * Reads both team files, each on its own and then together (the columns before the buff groups must match), or the
 * first problem. Warnings list references to unknown names, which are ignored as the original simulator does.
 *
 * @example
 * ```ts
 * import { parseTeams } from 'fray/mfd';
 *
 * const header = 'Name,XP,BonusXP,BonusHP,BonusToHit,BonusToDefend,AOE,BodyguardFor,LinkedTo\n';
 * const r = parseTeams(
 *   { file: 'heroes.csv', text: `${header}Kaito,6000,,1,0.7,0.2,,,\n` },
 *   { file: 'villains.csv', text: `${header}Orochi,7500,,0,0.3,0.4,,,\n` },
 * );
 * console.log(r.ok ? r.value.teams.map((t) => t.fighters[0]!.name).join(' v ') : r.problem.message);
 * //> Kaito v Orochi
 * ```
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
