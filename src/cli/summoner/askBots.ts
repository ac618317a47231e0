/**
 * `fray summoner replay FILE --verify --bots A B`: the two bots asked again with every call the replay recorded
 * (their setup info, then every view their seat was given), and their answers compared with its inputs. A replay's
 * hash chain shows the play is the engine's own; this shows which bots answer as the players did.
 */
import { loadBot, type RunOptions } from '../../adapters/summoner/loadBot.js';
import { askAgain, type SeatAgreement } from '../../summoner/replay/askAgain.js';
import type { Replay, ReplayPlayer } from '../../summoner/replay/replay.js';
import { CliError, unwrap } from '../CliError.js';
import { progressBar } from '../progressBar.js';
import { botFile } from './botArgument.js';

/** One seat's bot asked again: what the replay claims, the bot given, and how its answers compared. */
export interface SeatAsked extends SeatAgreement {
  seat: 'first' | 'second';
  /** The player the replay names in this seat (a claim: names and hashes are written by whoever wrote the file). */
  claimed: ReplayPlayer;
  /** The bot given on the command line: its file, its name, and the SHA-256 of its code as loaded. */
  bot: { file: string; name: string; sha256: string };
  /** Whether the bot's code hash is the one the replay claims for this seat. */
  hashMatchesClaim: boolean;
  /** Every call was answered as recorded (timeouts aside), and at least one call could be compared. */
  answersAsRecorded: boolean;
}

/** Both seats asked again, and whether both bots answered every comparable call as the replay recorded. */
export interface BotsAsked {
  answersAsRecorded: boolean;
  seats: [SeatAsked, SeatAsked];
}

const SEATS = ['first', 'second'] as const;

/** Loads the two bots as a match loads them, asks them every recorded call of their seat, and compares. */
export async function askBots(
  r: Replay,
  files: readonly string[],
  run: RunOptions,
  output: { json?: boolean },
): Promise<BotsAsked> {
  const [fileA, fileB] = files.map(botFile) as [string, string];
  const a = unwrap(await loadBot(fileA, run));
  const b = await loadBot(fileB, run);
  if (!b.ok) await a.port.dispose?.();
  const bots = [a, unwrap(b)] as const;
  const bar = await progressBar('asking again |{bar}| {value}/{total} calls', output);
  let asked;
  try {
    bar?.start(r.steps.length + 1, 0);
    asked = await askAgain([bots[0].port, bots[1].port], r, { onCall: (done) => bar?.update(done) });
  } finally {
    bar?.stop();
    await Promise.all(bots.map((x) => x.port.dispose?.()));
  }
  // The replay was verified before: its steps play.
  if (!asked.ok) throw new CliError(asked.problem.message);
  const seats = ([0, 1] as const).map((seat): SeatAsked => {
    const s = asked.value[seat];
    const { prepared } = bots[seat];
    return {
      seat: SEATS[seat],
      claimed: r.players[seat],
      bot: { file: files[seat] as string, name: prepared.name, sha256: prepared.sha256 },
      hashMatchesClaim: r.players[seat].sha256 === prepared.sha256,
      ...s,
      answersAsRecorded: s.different === 0 && s.same > 0,
    };
  }) as [SeatAsked, SeatAsked];
  return { answersAsRecorded: seats.every((s) => s.answersAsRecorded), seats };
}

/** The comparison in words: a line per seat, then the verdict. */
export function botsText(file: string, asked: BotsAsked): string {
  const lines = asked.seats.map((s) => {
    const head = `${s.seat} seat (the replay names ${JSON.stringify(s.claimed.name)}): ${s.bot.file}`;
    const hash =
      s.claimed.sha256 === undefined
        ? 'the replay claims no code hash'
        : s.hashMatchesClaim
          ? 'its code hash is the one the replay claims'
          : 'its code hash is NOT the one the replay claims';
    const unknown = s.unknown === 0 ? '' : ` (${s.unknown} not comparable: a timeout, which depends on the machine)`;
    const diff = s.firstDifference;
    const verdict = s.answersAsRecorded
      ? `answered all ${s.same} comparable calls of ${s.calls} as recorded${unknown}`
      : diff === undefined
        ? `answered no call that could be compared (${s.calls} calls${unknown})`
        : `answered ${s.different} of its ${s.calls} calls differently${unknown}; first on turn ${diff.turn}, ${diff.phase}: recorded ${diff.recorded}; answered ${diff.answered}`;
    return `${head}: ${verdict}; ${hash}`;
  });
  const end = asked.answersAsRecorded
    ? `${file}: both bots given answer every recorded call as the replay says`
    : `${file}: the bots given do not answer as the replay says: these are not the bots that played, or not in these seats`;
  return [...lines, end].join('\n');
}

/**
 * What asking the bots again proves of the players the replay names: 'proven' when both bots given answered every
 * comparable call as recorded and each one's code hash is the one the replay claims for its seat (the claims are
 * then shown true); otherwise they stay claims, even when the answers match (bots in the seats they really played,
 * under names the replay swapped, answer as recorded while the names lie).
 */
export function provenBy(asked: BotsAsked | undefined): 'claimed' | 'proven' {
  if (asked === undefined || !asked.answersAsRecorded) return 'claimed';
  return asked.seats.every((s) => s.hashMatchesClaim) ? 'proven' : 'claimed';
}
