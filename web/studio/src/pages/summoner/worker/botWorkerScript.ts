/**
 * The whole script of a bot's worker: the prelude (botWorkerMain, handed its parts) with its settings, then the bot's
 * own code, which keeps its lines from `firstLine` on (errors and stacks name lines of this script).
 */
import { BOT_LOG_BOUNDS } from '../../../../../../src/summoner/match/logBook.js';
import { MAX_ANSWER_CHARS } from '../../../../../../src/summoner/match/botLimits.js';
import type { PageBot } from '../compileBotSource.js';
import { answerCalls } from './answerCalls.js';
import { botWorkerMain, type PreludeParts, type WorkerConfig } from './botWorkerMain.js';
import { callClock } from './callClock.js';
import { cappedConsole } from './cappedConsole.js';
import { confineGlobal, ECMASCRIPT_GLOBALS } from './confineGlobal.js';
import { describeError, errorFrames } from './describeError.js';
import { fixedArrayBuffer } from './fixedArrayBuffer.js';
import { frozenDate } from './frozenDate.js';
import { loadBot } from './loadBot.js';
import { seededRandom } from './seededRandom.js';

/** The instant the bots' frozen clock shows, 2000-01-01T00:00:00Z, as in the CLI's isolates. */
export const FROZEN_NOW = Date.UTC(2000, 0, 1);

/** The settings every bot's worker gets: the CLI's bounds on answers and logs, and ECMAScript's globals only. */
export const WORKER_CONFIG: WorkerConfig = {
  maxAnswer: MAX_ANSWER_CHARS,
  linesPerCall: BOT_LOG_BOUNDS.linesPerCall,
  charsPerCall: BOT_LOG_BOUNDS.charsPerCall,
  frozenNow: FROZEN_NOW,
  keep: ECMASCRIPT_GLOBALS,
};

/** The prelude's parts as the worker gets them. */
export const PRELUDE_PARTS: PreludeParts = {
  confineGlobal,
  callClock,
  cappedConsole,
  seededRandom,
  frozenDate,
  fixedArrayBuffer,
  describeError,
  errorFrames,
  loadBot,
  answerCalls,
};

/** A worker's script and the line of it where the bot's code starts. */
export interface WorkerScript {
  text: string;
  firstLine: number;
}

/** The prelude's parts as the source of an object literal, each by its own source text. */
function partsSource(parts: PreludeParts): string {
  return `{${Object.entries(parts)
    .map(([name, f]) => `${JSON.stringify(name)}: (${(f as () => unknown).toString()})`)
    .join(',\n')}}`;
}

/** The script, as text for a Blob: the bot's code keeps its own lines, from `firstLine` on. */
export function botWorkerScript(
  bot: PageBot,
  opts: { config?: WorkerConfig; parts?: PreludeParts } = {},
): WorkerScript {
  const config = JSON.stringify(opts.config ?? WORKER_CONFIG);
  const head = `"use strict";\n(${botWorkerMain.toString()})(${config}, ${partsSource(opts.parts ?? PRELUDE_PARTS)}, function (exports, require) {\n`;
  return { text: `${head}${bot.code}\n});\n`, firstLine: head.split('\n').length };
}
