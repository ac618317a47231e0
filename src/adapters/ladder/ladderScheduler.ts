/**
 * The ladder's loop: every tick it collects finished matches, hands back leases nobody holds, tops up the list of
 * rated pairs, and leases waiting matches to its player (this server, or the queue). A finished match is checked
 * (its replay re-run) and recorded once, or voided and played again. Settings are read from the database at every
 * tick, so `fray ladder pause` from another process takes effect within a tick.
 */
import type { BotLimits } from '../sandbox/limits.js';
import { signReplay, type Signer } from '../../summoner/replay/replaySignature.js';
import type { SummonerRules } from '../../summoner/rules/rules.js';
import type { MatchOutcome } from '../summoner/tournamentMatch.js';
import { readSettings } from './db/settings.js';
import type { LadderDb } from './db/openLadderDb.js';
import type { CheckedOutcome } from './checkOutcome.js';
import { makePairs } from './makePairs.js';
import { inlineChecker, type OutcomeChecker } from './outcomeChecker.js';
import type { MatchPlayer, PlayRequest } from './matchPlayer.js';
import { leaseMatches, recoverLeases, releaseMatch, renewLeases, voidMatch, type LadderMatch } from './matchStore.js';
import { recordResult } from './recordResult.js';
import type { VersionBots } from './versionBots.js';

/** What the scheduler needs: the database, who plays, prepared bots, the ladder's seed, rules and limits, a log. */
export interface SchedulerSetup {
  ladder: LadderDb;
  bots: VersionBots;
  seed: number;
  rules: SummonerRules;
  limits: BotLimits;
  /** How long a local lease lasts before the match is handed back (a hung match), in ms. */
  leaseMs: number;
  log: (line: string) => void;
  now: () => number;
  /** Signs every replay before it is recorded (and so before it is published). */
  signer: Signer;
  /** Where outcomes are checked (by default here; the server uses a thread of its own). */
  checker?: OutcomeChecker;
  /** Called when something the public pages show changed (a match recorded or voided). */
  onChange?: () => void;
}

/** The ladder's scheduler; `player` is set once, as its outcomes come back here. */
export class LadderScheduler {
  private player: MatchPlayer | undefined;
  private timer: NodeJS.Timeout | undefined;
  private ticking: Promise<void> | undefined;
  private stopped = false;
  /** A tick was asked for while one ran: run another as soon as it ends. */
  private again = false;
  /** Matches recorded, voided and failed since start, for the status line. */
  readonly tally = { recorded: 0, voided: 0, duplicates: 0 };

  constructor(private readonly s: SchedulerSetup) {}

  /** Plays through `player` from now on. */
  use(player: MatchPlayer): void {
    this.player = player;
  }

  /** Checks and records (or voids) a finished match. */
  readonly onOutcome = async (m: LadderMatch, outcome: MatchOutcome): Promise<void> => {
    const seats = await Promise.all([this.s.bots.get(m.first_id), this.s.bots.get(m.second_id)]);
    const sha = (r: (typeof seats)[number]) => ('prepared' in r.entrant ? r.entrant.prepared.sha256 : undefined);
    const checked = await (this.s.checker ?? inlineChecker).check({
      outcome,
      expected: { seed: m.seed, sha256: [sha(seats[0]), sha(seats[1])] },
      how: { rerun: this.player?.rerunsResults ?? true },
    });
    const now = this.s.now();
    if (!checked.ok) {
      if (await voidMatch(this.s.ladder.db, m, checked.problem.message, now)) {
        this.tally.voided++;
        this.s.log(`match ${m.id} voided (try ${m.voids + 1}): ${checked.problem.message}`);
        this.s.onChange?.();
      }
    } else if (await recordResult(this.s.ladder, m, this.signed(checked.value), now)) {
      this.tally.recorded++;
      this.s.onChange?.();
    } else this.tally.duplicates++;
    // A seat came free: lease the next match now rather than at the next tick.
    this.poke();
  };

  /** `c` with its public replay signed by the ladder's key (Ed25519 is deterministic: the same bytes every time). */
  private signed(c: CheckedOutcome): CheckedOutcome {
    return { ...c, replay: signReplay(c.replay, this.s.signer) };
  }

  /** The request to play `m`: its two versions prepared, its setup. */
  readonly requestFor = async (m: LadderMatch): Promise<PlayRequest> => ({
    match: m,
    seats: await Promise.all([this.s.bots.get(m.first_id), this.s.bots.get(m.second_id)]),
    setup: { seed: m.seed, rules: this.s.rules, limits: this.s.limits },
  });

  /** One round of the loop. */
  async tick(): Promise<void> {
    const player = this.player;
    if (player === undefined || this.stopped) return;
    const { db } = this.s.ladder;
    const now = this.s.now();
    await player.collect(this.requestFor);
    // A match still being played here keeps its lease, however long it runs: only hung leases are handed back.
    await renewLeases(db, player.playing?.() ?? [], now + this.s.leaseMs);
    await recoverLeases(db, now, (o) => player.isLive(o));
    const settings = await readSettings(db);
    if (settings.paused) return;
    const free = player.free();
    await makePairs(db, { want: Math.max(2, free), seed: this.s.seed, ratePerHour: settings.ratePerHour, now });
    const leased = await leaseMatches(db, {
      owner: (m) => player.owner(m),
      until: now + this.s.leaseMs,
      n: free,
    });
    for (const m of leased) await player.play(await this.requestFor(m));
  }

  private loop: (() => void) | undefined;

  /** Ticks every `everyMs` until stopped; a tick that fails is logged and the next one tries again. */
  start(everyMs: number): void {
    this.loop = () => {
      this.again = false;
      this.ticking = this.tick()
        .catch((e: unknown) => this.s.log(`scheduler: ${(e as Error).message}`))
        .finally(() => {
          this.ticking = undefined;
          if (this.stopped) return;
          if (this.again) this.loop?.();
          else this.timer = setTimeout(() => this.loop?.(), everyMs);
        });
    };
    this.loop();
  }

  /** Ticks now (or right after the tick in progress) instead of waiting for the next one; nothing before start. */
  poke(): void {
    if (this.stopped || this.loop === undefined) return;
    if (this.ticking !== undefined) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.loop();
  }

  /** Stops the loop; matches still running after `graceMs` are handed back to the list. */
  async stop(graceMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking;
    const left = (await this.player?.stop(graceMs)) ?? [];
    for (const m of left) await releaseMatch(this.s.ladder.db, m);
    if (left.length > 0) this.s.log(`handed back ${left.length} match${left.length === 1 ? '' : 'es'} still running`);
  }
}
