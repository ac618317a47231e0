/**
 * One match being played: the state, the steps so far, and what the loop needs to ask the next call (each demon's
 * owner for the feedback in views, the fault streaks, the step each call led to for the bots' logs) and to record
 * it (the state hash after each turn, the time each call used). Lives for one runMatch or forkMatch call.
 */
import type { Mark } from '../api.js';
import type { Rng } from '../../core/rng.js';
import { fail, ok, type Result } from '../../core/result.js';
import type { MatchState } from '../rules/model.js';
import type { Side } from '../../core/side.js';
import { stateHash } from '../rules/stateHash.js';
import { initialMatch, stepMatch, type MatchInput } from '../rules/stepMatch.js';
import { completedTurn } from '../replay/turnHashes.js';
import { phaseInput } from './answerInput.js';
import { addTime, emptyTimes, type CallTimes } from './callTimes.js';
import { faultText, visibleLines } from './faultText.js';
import { lastView } from './lastView.js';
import { parseMarks, splitAnswer } from './parseMarks.js';
import type { BotPort, CallResult, MatchOptions, MatchStep } from './matchTypes.js';
import type { SummonerEvent } from '../rules/events.js';
import { absoluteMarks, viewFor } from './view.js';

/** What a call of the loop gives the reducer: the input, the seats whose calls led to it, and their marks. */
export interface Answered {
  input: MatchInput;
  calls: readonly Side[];
  marks?: Mark[];
}

/** The seats whose calls an input answers: both at setup, the input's seat otherwise. */
export function callingSeats(input: MatchInput): readonly Side[] {
  return input.type === 'setup' ? [0, 1] : [input.seat];
}

/**
 * A match in play. Per seat it keeps the step each call led to (call 0 is setup) and the notes fray adds to a call's
 * log (dropped marks), so logs can be put under the step they belong to whenever they arrive.
 */
export class MatchRun {
  state: MatchState;
  readonly steps: MatchStep[] = [];
  readonly hashes: string[] = [];
  /** The time each call used, as the ports measured it (calls of kept steps: see `resume`). */
  times: CallTimes = emptyTimes();
  private readonly callSteps: [MatchStep[], MatchStep[]] = [[], []];
  private readonly notes: [string[][], string[][]] = [[], []];
  /** Per seat, the calls whose steps were recorded by another run (a fork's start): their logs are the record's. */
  private readonly kept: [number, number] = [0, 0];
  /** Every demon's owner, dead ones included, for the feedback in views. */
  private readonly owners = new Map<number, Side>();
  /**
   * Failed calls in a row, per seat and per kind of call: a bot whose battle calls always fail is broken even if
   * its enhance calls succeed in between.
   */
  private readonly streak = [
    { enhance: 0, battle: 0 },
    { enhance: 0, battle: 0 },
  ];

  constructor(
    readonly bots: readonly [BotPort, BotPort],
    readonly opts: MatchOptions,
    private readonly engine: Rng,
  ) {
    this.state = initialMatch(opts.rules);
  }

  /** Steps the reducer with an input; the step, its hash (at a turn's end) and the demons' owners are recorded. */
  private advance(input: MatchInput, extras: Omit<MatchStep, 'input' | 'events'>): Result<MatchStep> {
    const r = stepMatch(this.state, input, this.engine);
    if (!r.ok) return r;
    const turn = completedTurn(this.state, r.value.state);
    this.state = r.value.state;
    if (turn !== undefined) this.hashes[turn] = stateHash(this.state, this.engine.getState());
    const step: MatchStep = { input, events: r.value.events, ...extras };
    for (const e of step.events) {
      if (e.type === 'summoned') this.owners.set(e.demon.id, e.demon.owner);
      if (e.type === 'cloned') this.owners.set(e.clone.id, e.clone.owner);
    }
    this.steps.push(step);
    for (const seat of callingSeats(input)) this.callSteps[seat].push(step);
    return ok(step);
  }

  /**
   * Plays steps recorded by another run again, as they were (a fork's start): the state, the engine's stream, the
   * owners, the fault streaks and each seat's calls are as they stood after them; their log lines and marks are
   * kept as recorded, and the bots' own logs of those calls (a warm-up's) are not put under them.
   */
  resume(steps: readonly MatchStep[]): Result<void> {
    for (const [i, recorded] of steps.entries()) {
      const { input, events: _events, ...extras } = recorded;
      const r = this.advance(input, extras);
      if (!r.ok) return fail(`step ${i + 1} cannot be played: ${r.problem.message}`);
      if (input.type === 'enhance' || input.type === 'battle') {
        const count = this.streak[input.seat] as { enhance: number; battle: number };
        count[input.type] = input.fault === undefined ? 0 : count[input.type] + 1;
      }
    }
    this.kept[0] = this.callSteps[0].length;
    this.kept[1] = this.callSteps[1].length;
    return ok(undefined);
  }

  /** Steps the reducer with an answer, records the step, and puts the calling seats' logs under it. */
  async apply({ input, calls, marks = [] }: Answered): Promise<void> {
    const r = this.advance(input, marks.length > 0 ? { marks } : {});
    // The loop only builds inputs the match is waiting for; anything else is a bug in this file.
    if (!r.ok) throw new Error(`internal: ${r.problem.message}`);
    // This call's lines, and the last call's, which may still have been arriving (a process's standard error).
    for (const seat of calls) await this.attachLogs(seat, Math.max(0, this.callSteps[seat].length - 2));
    await this.opts.onStep?.(r.value, this.state);
  }

  /** Notes the time a call of `seat` used, against the step it is about to lead to. */
  timed(seat: Side, r: CallResult): void {
    if (r.time !== undefined) addTime(this.times, seat, this.steps.length, r.time);
  }

  /** Puts what a failed call threw (its mapped stack) in that call's log, so the author sees where it happened. */
  noteStack(seat: Side, r: CallResult): void {
    if (r.ok || r.stack === undefined) return;
    const call = this.callSteps[seat].length;
    this.notes[seat][call] = [...(this.notes[seat][call] ?? []), ...r.stack];
  }

  /** Puts a seat's log lines (and fray's notes) of its calls from `from` on under their steps, as far as they arrived. */
  async attachLogs(seat: Side, from: number): Promise<void> {
    const lines = (await this.bots[seat].logs?.(from)) ?? [];
    const mine = this.callSteps[seat];
    for (let k = Math.max(from, this.kept[seat]); k < mine.length; k++) {
      const all = [...(this.notes[seat][k] ?? []), ...(lines[k - from] ?? [])].map((l) => visibleLines(l));
      if (all.length === 0) continue;
      const logs = ((mine[k] as MatchStep).logs ??= [[], []]);
      logs[seat] = all;
    }
  }

  /** Both seats' logs of every call, once more: lines that arrived after their step was shown join it. */
  async allLogs(): Promise<void> {
    await this.attachLogs(0, 0);
    await this.attachLogs(1, 0);
  }

  /** The feedback of `seat`'s view: what happened since its last call's step (none before its first enhance or battle call). */
  private feedback(seat: Side): ReturnType<typeof lastView> | undefined {
    const mine = this.callSteps[seat];
    // Call 0 is setup: feedback starts with the first enhance or battle call's answer.
    if (mine.length < 2) return undefined;
    const from = this.steps.lastIndexOf(mine[mine.length - 1] as MatchStep);
    const events: SummonerEvent[] = this.steps.slice(from).flatMap((s) => s.events);
    return lastView(events, seat, (id) => this.owners.get(id), this.opts.rules.width);
  }

  /**
   * Asks `seat` for its `phase` orders and turns the answer into the reducer's input: its orders and marks checked
   * and made absolute, or a fault; a fatal failure, or one failure too many in a row, is a forfeit.
   */
  async ask(phase: 'enhance' | 'battle', seat: Side): Promise<Answered> {
    const { rules } = this.opts;
    const bot = this.bots[seat];
    const last = this.feedback(seat);
    const view = { ...viewFor(this.state, seat), ...(last === undefined ? {} : { last }) };
    const answer = await (phase === 'enhance' ? bot.enhance(view) : bot.battle(view));
    this.timed(seat, answer);
    this.noteStack(seat, answer);
    if (!answer.ok && answer.fatal)
      return {
        input: { type: 'forfeit', seat, reason: faultText(`${phase} failed: ${answer.reason}`) },
        calls: [seat],
      };
    const split = splitAnswer(answer.ok ? answer.value : undefined);
    const input = phaseInput(phase, seat, answer, split.orders);
    const fault = input.fault;
    // Marks of an answer whose orders are refused are dropped with them: the step shows what the bot did.
    const marks = fault === undefined ? parseMarks(split.marks, rules.width, rules.height) : undefined;
    if (marks !== undefined && marks.notes.length > 0) this.notes[seat][this.callSteps[seat].length] = marks.notes;
    const count = this.streak[seat] as { enhance: number; battle: number };
    count[phase] = fault === undefined ? 0 : count[phase] + 1;
    if (fault !== undefined && count[phase] >= (this.opts.maxConsecutiveFaults ?? Infinity)) {
      const reason = `${count[phase]} failed ${phase} calls in a row (last: ${fault.reason})`;
      return { input: { type: 'forfeit', seat, reason }, calls: [seat] };
    }
    const absolute = marks === undefined ? [] : absoluteMarks(marks.marks, seat, rules.width);
    return { input, calls: [seat], marks: absolute };
  }
}
