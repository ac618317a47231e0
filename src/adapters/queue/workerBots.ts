/**
 * A worker's side of the bots that travel with match jobs: each is checked against its hash before anything runs,
 * and a process bot's folder is unpacked into a temporary folder and built there (once per worker, kept for the
 * bot's next match). Nothing here ever runs a bot trusted: modules go to isolates, processes to the sandbox.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblem, type Result } from '../../core/result.js';
import { prepareBot, type BotSource } from '../summoner/loadBot.js';
import { sandboxSupport } from '../sandbox/bubblewrap.js';
import type { Entrant } from '../summoner/tournamentMatch.js';
import { checkPack, unpackBot, type CheckedPack } from './botPack.js';
import type { QueueEntrant } from './queueJobs.js';

/** A bot this worker will not run, with the reason: the job is failed at once (retrying cannot fix its data). */
export class BotRefused extends Error {}

const isHex64 = (s: unknown): s is string => typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);

/** Checked and unpacked bots of one worker process, and the temporary folders to remove when it stops. */
export class WorkerBots {
  private readonly built = new Map<string, Promise<Result<BotSource>>>();
  private readonly dirs: string[] = [];

  /**
   * The entrant as the local match thread takes it: a module whose code hashes to its sha256; a process bot whose
   * pack hashes to its sha256, unpacked and built here (the source then points at this machine's folder). The
   * entrant keeps the coordinator's sha256, so replays name the same bots as a local run's.
   */
  async entrant(e: QueueEntrant): Promise<Entrant> {
    if (typeof e !== 'object' || e === null || typeof e.name !== 'string')
      throw new BotRefused('a seat of the job is not a bot');
    if ('error' in e) {
      if (typeof e.error !== 'string') throw new BotRefused(`bot '${e.name}': malformed load error`);
      return { name: e.name, error: e.error };
    }
    const p = e.prepared;
    if (typeof p !== 'object' || p === null || !isHex64(p.sha256) || typeof p.source !== 'object' || p.source === null)
      throw new BotRefused(`bot '${e.name}' is malformed`);
    if (p.source.kind === 'module') {
      const bot = p.source.bot;
      if (typeof bot?.code !== 'string') throw new BotRefused(`bot '${e.name}' has no code`);
      const actual = createHash('sha256').update(bot.code).digest('hex');
      if (actual !== p.sha256 || actual !== bot.sha256) {
        throw new BotRefused(
          `refused bot '${e.name}': its code does not match its hash (sha256 ${actual.slice(0, 12)}…, the job says ${p.sha256.slice(0, 12)}…)`,
        );
      }
      return {
        name: e.name,
        prepared: {
          name: p.name,
          sha256: p.sha256,
          source: { kind: 'module', bot: { name: bot.name, file: bot.file, code: bot.code, sha256: actual } },
        },
      };
    }
    if (p.source.kind !== 'process' || e.pack === undefined)
      throw new BotRefused(`bot '${e.name}' is neither a module nor a packed process bot`);
    const pack = e.pack;
    const support = sandboxSupport();
    // A process outside bubblewrap could read and write this machine as the worker's user: that is running it trusted.
    if (!support.available)
      throw new Error(
        `this worker cannot confine process bots (${support.reason}), and it never runs a bot unconfined; bot '${e.name}' must be played by another worker`,
      );
    // Checked every time, before the cache: a job may claim the hash of a bot built earlier with other content.
    const checked = checkPack(pack);
    if (!checked.ok) throw new BotRefused(`refused bot '${e.name}': ${checked.problem.message}`);
    let source = this.built.get(pack.sha256);
    if (source === undefined) {
      source = this.unpackAndBuild(e.name, checked.value);
      this.built.set(pack.sha256, source);
    }
    const s = await source;
    if (!s.ok) {
      this.built.delete(pack.sha256);
      throw new BotRefused(`refused bot '${e.name}': ${formatProblem(s.problem)}`);
    }
    return { name: e.name, prepared: { name: p.name, sha256: p.sha256, source: s.value } };
  }

  /** Unpacks a checked pack into a fresh folder and prepares it as any manifest is (its build step confined). */
  private async unpackAndBuild(name: string, pack: CheckedPack): Promise<Result<BotSource>> {
    const dir = mkdtempSync(join(tmpdir(), 'fray-queue-bot-'));
    this.dirs.push(dir);
    const manifest = unpackBot(pack, dir);
    if (!manifest.ok) return manifest;
    const prepared = await prepareBot(manifest.value, { trusted: false });
    if (!prepared.ok) return { ok: false, problem: { ...prepared.problem, file: `${name}.bot.json` } };
    return { ok: true, value: prepared.value.source };
  }

  /** Removes the folders of every unpacked bot. */
  close(): void {
    for (const d of this.dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    this.built.clear();
  }
}
