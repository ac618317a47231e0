/** A bot's log lines, kept per call under the bounds of policy.ts's LOGS: the pure book of src/summoner/match. */
export { LogBook } from '../../summoner/match/logBook.js';
