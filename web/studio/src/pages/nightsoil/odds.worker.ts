/** `fray nightsoil duel --runs N --seed S --json`, computed off the page's thread (ten million duels take a while). */
import { createRng } from '../../../../../src/core/index.js';
import {
  duelOdds,
  duelOddsJson,
  fighterOf,
  turnOrder,
  type MobSpec,
  type MobState,
  type NightSoilParams,
} from '../../../../../src/nightsoil/index.js';
import { answerRequests } from '../../kit/latestWorker.js';

/** What the page asks: two checked mobs and the duel's options, as the CLI's flags give them. */
export interface OddsRequest {
  a: MobSpec;
  b: MobSpec;
  params: NightSoilParams;
  runs: number;
  maxRounds: number;
  distance: number;
  seed: number;
}

answerRequests<OddsRequest, unknown>((q) => {
  const start: [MobState, MobState] = [fighterOf(q.a), fighterOf(q.b)];
  const odds = duelOdds(start[0], start[1], q.params, createRng(q.seed), {
    runs: q.runs,
    maxRounds: q.maxRounds,
    schedule: turnOrder,
    distance: q.distance,
  });
  return duelOddsJson(q.seed, q.params, start, odds, q.distance);
});
