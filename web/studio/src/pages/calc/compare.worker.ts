/** `fray luck compare`'s sampling, off the page's thread: millions of rolls do not freeze the page. */
import { createRng } from '../../../../../src/core/index.js';
import { compareLuck, type LuckComparison } from '../../../../../src/core/luck/compareLuck.js';
import { answerRequests } from '../../kit/latestWorker.js';

/** What the page asks: the chances, the rolls per method and the seed. */
export interface CompareRequest {
  chances: number[];
  rolls: number;
  seed: number;
}

answerRequests<CompareRequest, LuckComparison>((q) => compareLuck(q.chances, q.rolls, createRng(q.seed)));
