/** When a bot version leaves matchmaking because it mostly faults, and the reason its author is shown. */

/** How many recent games are looked at, and how many of them must be played before a version can be retired. */
export interface RetirementRule {
  window: number;
  minGames: number;
  /** The share of faulted games in the window above which the version is retired (0.5: more than half). */
  share: number;
}

/** The ladder's rule: more than half of the last 20 games faulted, once at least 10 are played. */
export const RETIREMENT_RULE: RetirementRule = { window: 20, minGames: 10, share: 0.5 };

/**
 * Why a version whose recent games (newest first, true where it faulted) should be retired, or undefined to keep it.
 * Only a version's own faults count: its opponents' do not, nor matches that were voided.
 */
export function retirementReason(
  recentFaults: readonly boolean[],
  rule: RetirementRule = RETIREMENT_RULE,
): string | undefined {
  const window = recentFaults.slice(0, rule.window);
  if (window.length < rule.minGames) return undefined;
  const faults = window.filter((f) => f).length;
  if (faults <= window.length * rule.share) return undefined;
  return `retired from matchmaking: it faulted or forfeited in ${faults} of its last ${window.length} games (more than ${Math.round(rule.share * 100)}%); submit a fixed version to play again`;
}
