/**
 * A submitted version's checks, in order: `summoner check`'s (type errors, load errors, faults and forfeits in a few
 * turns from each seat), then a whole validation match against a demo, sandboxed, in which it must not fault. The
 * verdict is active (with its code's hash) or refused (with every reason, for its author).
 */
import type { Kysely } from 'kysely';
import { formatProblem } from '../../core/result.js';
import type { BotLimits } from '../sandbox/limits.js';
import { prepareBot } from '../summoner/loadBot.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import { validationRules } from '../../ladder/validationRules.js';
import { validationSeed } from '../../ladder/validationSeed.js';
import { checkOutcome } from './checkOutcome.js';
import { getBlob } from './db/blobs.js';
import type { LadderDatabase } from './db/ladderSchema.js';
import { playLadderMatch, type MatchHost } from './playLadderMatch.js';
import { CHECK_STOPPED, runCheckCommand, type CheckProblem } from './runCheckCommand.js';
import { packOf, writeVersion } from './versionFiles.js';

/** What checking needs: where to write versions, where to play, the demo to play against, rules and limits. */
export interface CheckSetup {
  /** The ladder's master seed (validation matches' seeds are drawn from it). */
  seed: number;
  workDir: string;
  host: MatchHost;
  demo: Entrant;
  rules: SummonerRules;
  limits: BotLimits;
}

/**
 * The verdict: the code's hash and warnings, or the reasons it is refused (the report is JSON for its author); or
 * none, when the check was stopped (the server stopping), so the version is checked again at the next start.
 */
export type Verdict =
  { ok: true; codeSha256: string; report: string } | { ok: false; reason: string; report: string } | { stopped: true };

/** Problems that refuse a version; refused orders only cost the bot itself, so they are warnings. */
const REFUSING: CheckProblem['kind'][] = ['type', 'load', 'fault', 'forfeit'];

/** One problem in a line, as `summoner check` prints it. */
function problemLine(p: CheckProblem): string {
  const where = [p.file, p.line, p.line === undefined ? undefined : p.column].filter((x) => x !== undefined).join(':');
  const when = p.turn === undefined ? '' : `turn ${p.turn}, ${p.phase}, playing ${p.seat}: `;
  return `${where === '' ? '' : `${where}: `}${when}${p.kind === 'type' || p.kind === 'load' ? '' : `${p.kind}: `}${p.message}`;
}

const refuse = (reason: string, report: unknown): Verdict => ({ ok: false, reason, report: JSON.stringify(report) });

/** Checks the version `id` and says whether it may play. */
export async function checkVersion(
  db: Kysely<LadderDatabase>,
  id: number,
  s: CheckSetup,
  signal?: AbortSignal,
): Promise<Verdict> {
  const v = await db
    .selectFrom('versions')
    .select(['id', 'kind', 'file_name', 'upload_sha256', 'seq'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const bytes = await getBlob(db, v.upload_sha256);
  if (bytes === undefined) return refuse('its upload is missing from the database', {});
  const file = writeVersion(s.workDir, v, bytes);
  if (!file.ok) return refuse(formatProblem(file.problem), {});
  const checked = await runCheckCommand(file.value, signal);
  if ('error' in checked) return checked.error === CHECK_STOPPED ? { stopped: true } : refuse(checked.error, {});
  const problems = checked.problems.filter((p) => REFUSING.includes(p.kind));
  const warnings = checked.problems.filter((p) => !REFUSING.includes(p.kind)).map(problemLine);
  if (problems.length > 0) return refuse(problems.map(problemLine).join('\n'), { problems: checked.problems });
  const prepared = await prepareBot(file.value, { trusted: false });
  if (!prepared.ok) return refuse(formatProblem(prepared.problem), { warnings });
  const pack = v.kind === 'process' ? packOf(bytes) : undefined;
  const sha256 = pack?.ok ? pack.value.sha256 : prepared.value.sha256;
  const me: Entrant = { name: `v${v.seq}`, prepared: { ...prepared.value, sha256 } };
  const demoSha = 'prepared' in s.demo ? s.demo.prepared.sha256 : undefined;
  let outcome;
  try {
    outcome = await playLadderMatch(
      s.host,
      [me, s.demo],
      { seed: validationSeed(s.seed, id), rules: validationRules(s.rules), limits: s.limits },
      signal,
    );
  } catch {
    return { stopped: true };
  }
  const result = checkOutcome(outcome, { seed: validationSeed(s.seed, id), sha256: [sha256, demoSha] });
  if (!result.ok)
    return refuse(`the validation match against ${s.demo.name} could not be played: ${result.problem.message}`, {
      warnings,
    });
  const { errors, faultNotes } = result.value.result;
  if (errors[0] > 0)
    return refuse(
      `in the validation match against ${s.demo.name} it faulted ${errors[0]} time${errors[0] === 1 ? '' : 's'}:\n${faultNotes[0].join('\n')}`,
      { warnings, validation: result.value.result },
    );
  return { ok: true, codeSha256: sha256, report: JSON.stringify({ warnings, validation: result.value.result }) };
}
