/**
 * Ratings with uncertainty for the ladder: openskill's Plackett-Luce model (TrueSkill-like), one player per side.
 * A rating is a mean and a standard deviation; the leaderboard ranks by the conservative score mu − 3σ.
 */
import { rate } from 'openskill';

/** A bot version's skill: the mean `mu` and the uncertainty `sigma`. */
export interface Rating {
  mu: number;
  sigma: number;
}

/** Where every new bot starts: openskill's defaults (mu 25, sigma 25/3). */
export const NEW_RATING: Rating = { mu: 25, sigma: 25 / 3 };

/** The leaderboard's score: mu − 3σ, low for a bot we know little about. */
export function conservativeScore(r: Rating): number {
  return r.mu - 3 * r.sigma;
}

/**
 * Both ratings after one rated game between `first` and `second`: `winner` is the seat that won (0 or 1), or null
 * for a draw. The sum of the means is kept (a two-player game moves both by the same amount).
 */
export function rateGame(first: Rating, second: Rating, winner: 0 | 1 | null): [Rating, Rating] {
  const rank = winner === null ? [1, 1] : winner === 0 ? [1, 2] : [2, 1];
  const [[a], [b]] = rate([[first], [second]], { rank });
  if (a === undefined || b === undefined) throw new Error('openskill returned no rating');
  return [
    { mu: a.mu, sigma: a.sigma },
    { mu: b.mu, sigma: b.sigma },
  ];
}

/** A new version's rating: its bot's last mean (its author improved it, not started over), with the uncertainty reset. */
export function newVersionRating(previous: Rating | undefined): Rating {
  return { mu: previous?.mu ?? NEW_RATING.mu, sigma: NEW_RATING.sigma };
}
