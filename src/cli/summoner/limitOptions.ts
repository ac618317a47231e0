/** The sandbox options shared by `match` and `tournament`: --trusted and the limits of docs/bot-protocol.md. */
import type { Command } from 'commander';
import { DEFAULT_LIMITS, type BotLimits } from '../../adapters/sandbox/limits.js';
import { sandboxSupport } from '../../adapters/sandbox/bubblewrap.js';
import type { PreparedBot } from '../../adapters/summoner/loadBot.js';
import { printErr } from '../io.js';
import { wholeNumber } from '../options.js';

/** What the options give, as commander parses them. */
export interface LimitOptions {
  trusted?: boolean;
  memoryMb?: number;
  processMemoryMb?: number;
  setupMs?: number;
  callMs?: number;
  bankMs?: number;
  maxFaults?: number;
}

/** Adds --trusted and the limits to a command. */
export function addLimitOptions(cmd: Command): Command {
  const d = DEFAULT_LIMITS;
  return cmd
    .option(
      '--trusted',
      'run JavaScript/TypeScript bots in this process instead of sandboxed isolates: faster, for your own bots only',
    )
    .option('--memory-mb <n>', `heap of each sandboxed JavaScript bot (default ${d.memoryMb})`, wholeNumber(8, 4096))
    .option(
      '--process-memory-mb <n>',
      `address space of each process bot (default ${d.processMemoryMb})`,
      wholeNumber(64, 65_536),
    )
    .option(
      '--setup-ms <n>',
      `time for a bot's first call, start-up included (default ${d.setupMs})`,
      wholeNumber(1, 600_000),
    )
    .option(
      '--call-ms <n>',
      `time for each later call: CPU for an isolate, wall clock for a process (default ${d.callMs})`,
      wholeNumber(1, 600_000),
    )
    .option(
      '--bank-ms <n>',
      `most unused time a bot may save for later calls (default ${d.bankMs})`,
      wholeNumber(0, 3_600_000),
    )
    .option(
      '--max-faults <n>',
      `failed calls in a row that forfeit a match (default ${d.maxConsecutiveFaults})`,
      wholeNumber(1, 1_000_000),
    );
}

/** The limits the options ask for, over the defaults. */
export function limitsFrom(o: LimitOptions): BotLimits {
  const d = DEFAULT_LIMITS;
  return {
    memoryMb: o.memoryMb ?? d.memoryMb,
    processMemoryMb: o.processMemoryMb ?? d.processMemoryMb,
    setupMs: o.setupMs ?? d.setupMs,
    callMs: o.callMs ?? d.callMs,
    bankMs: o.bankMs ?? d.bankMs,
    maxConsecutiveFaults: o.maxFaults ?? d.maxConsecutiveFaults,
  };
}

/** Warns once, on stderr, when process bots will run without bubblewrap's confinement. */
export function warnIfUnconfined(bots: readonly Pick<PreparedBot, 'source'>[]): void {
  if (!bots.some((b) => b.source.kind === 'process')) return;
  const s = sandboxSupport();
  if (!s.available)
    printErr(`fray: warning: process bots run without a sandbox (no network or file-system confinement): ${s.reason}`);
}
