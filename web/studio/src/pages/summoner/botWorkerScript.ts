/** The whole script of a bot's worker: the prelude (botWorkerMain) with its settings, then the bot's own code. */
import { BOT_LOG_BOUNDS } from '../../../../../src/summoner/match/logBook.js';
import { MAX_ANSWER_CHARS } from '../../../../../src/summoner/match/botLimits.js';
import { botWorkerMain, type WorkerConfig } from './botWorkerMain.js';
import type { PageBot } from './compileBotSource.js';

/** The instant the bots' frozen clock shows, 2000-01-01T00:00:00Z, as in the CLI's isolates. */
export const FROZEN_NOW = Date.UTC(2000, 0, 1);

/** The settings every bot's worker gets: the CLI's bounds on answers and logs. */
export const WORKER_CONFIG: WorkerConfig = {
  maxAnswer: MAX_ANSWER_CHARS,
  linesPerCall: BOT_LOG_BOUNDS.linesPerCall,
  charsPerCall: BOT_LOG_BOUNDS.charsPerCall,
  frozenNow: FROZEN_NOW,
};

/** A worker's script and the line of it where the bot's code starts (errors the worker reports name script lines). */
export interface WorkerScript {
  text: string;
  firstLine: number;
}

/** The script, as text for a Blob: the bot's code keeps its own lines, from `firstLine` on. */
export function botWorkerScript(bot: PageBot): WorkerScript {
  const head = `"use strict";\n(${botWorkerMain.toString()})(${JSON.stringify(WORKER_CONFIG)}, function (exports, require) {\n`;
  return { text: `${head}${bot.code}\n});\n`, firstLine: head.split('\n').length };
}
