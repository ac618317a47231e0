/** The start-up data of an odds worker, as a plain type, so coordinators and the queue need not import the worker's entry file. */
import type { Teams } from '../../mfd/model.js';

/** What the pool hands each worker once, at start: the battle (teams are plain data) and the master seed. */
export interface MfdOddsWorkerData {
  teams: Teams;
  seed: number;
  maxRounds?: number;
}
