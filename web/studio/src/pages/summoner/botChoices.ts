/** What the match and tournament panels need from the page about bots: what can be chosen, and each one compiled. */
import type { PageBot } from './compileBotSource.js';
import type { SeatError } from './seatErrors.js';

/** One bot in a menu: `mine:<name>` (a saved bot) or `demo:<name>`. */
export interface BotChoice {
  value: string;
  label: string;
  group: 'Your bots' | 'Demos';
}

/** The bots the panels can choose from. */
export interface BotChoices {
  options(): BotChoice[];
  /** The chosen bot compiled, or why it cannot play (its problems are also shown in the editor when it is open). */
  compile(value: string): { ok: true; bot: PageBot } | { ok: false; message: string };
  /** Tells the page that a bot compiled but did not load (it shows the reason in the editor when the bot is open). */
  loadFailed(value: string, reason: string): void;
  /** Tells the page the errors a match's bots threw (the open bot's are listed under the editor, at their lines). */
  played(seats: readonly [string, string], errors: readonly SeatError[]): void;
}
