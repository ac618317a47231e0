/** A bot's time bank: the rule that carries unused time from call to call, wherever the bot runs. */

/**
 * A bot's time bank, as Screeps' bucket: each call may use its own allowance plus what is saved; a call that ends
 * early saves the rest (up to the cap), and a slow one draws the excess from the bank.
 */
export class TimeBank {
  private savedMs = 0;

  constructor(
    private readonly callMs: number,
    private readonly capMs: number,
  ) {}

  /** The most the next call may use, in ms. */
  allowance(): number {
    return this.callMs + this.savedMs;
  }

  /** The time saved in the bank, in ms (the part of the next allowance beyond the call's own). */
  saved(): number {
    return this.savedMs;
  }

  /**
   * Records a call that used `usedMs`, rounded to the millisecond: the bank, and so every allowance and the time a
   * view shows, stays in whole milliseconds (a fraction of a millisecond decides nothing, and "399.796456 ms" in a
   * message helps nobody).
   */
  charge(usedMs: number): void {
    this.savedMs = Math.max(0, Math.min(this.capMs, this.savedMs + this.callMs - Math.round(usedMs)));
  }
}
