import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TaskReleased, ThreadSlots } from '../../../src/adapters/queue/threadSlots.js';
import { runChunk } from '../../../src/mfd/odds/runChunk.js';
import { ROOT, tempDir } from '../../helpers/cli.js';
import { exampleBattle } from '../../mfd/odds/teams.js';

/** The odds worker the CLI bundles (test/globalSetup.ts builds dist/ first). */
const ODDS = pathToFileURL(join(ROOT, 'dist/mfdOdds.worker.js'));

/** A worker script that counts its tasks, exits on -1, and never answers -2. */
function testWorker(): URL {
  const file = join(tempDir(), 'w.mjs');
  writeFileSync(
    file,
    `import { parentPort } from 'node:worker_threads';
let n = 0;
parentPort.on('message', (m) => {
  if (m.task === -1) process.exit(7);
  if (m.task === -2) return;
  if (m.task === -3) return parentPort.postMessage({ index: m.index, error: 'no' });
  parentPort.postMessage({ index: m.index, value: ++n });
});`,
  );
  return pathToFileURL(file);
}

describe('ThreadSlots', () => {
  it('runs a chunk on the odds worker with the local answer', async () => {
    const slots = new ThreadSlots(2);
    const teams = exampleBattle();
    const got = await slots.run(ODDS, { teams, seed: 5 }, { index: 3, task: 40 });
    expect(got).toEqual(runChunk(teams, 5, 3, 40));
    await slots.close();
  });

  it('keeps a thread for the next task, whatever its start-up data, which each task brings along', async () => {
    const slots = new ThreadSlots(2);
    const url = testWorker();
    expect(await slots.run(url, { a: 1 }, { index: 0, task: 0 })).toBe(1);
    expect(await slots.run(url, { a: 1 }, { index: 1, task: 0 })).toBe(2);
    expect(await slots.run(url, { a: 2 }, { index: 2, task: 0 })).toBe(3);
    await slots.close();
  });

  it("runs tasks of two different odds runs on one thread with each run's own answer", async () => {
    const slots = new ThreadSlots(1);
    const teams = exampleBattle();
    expect(await slots.run(ODDS, { teams, seed: 5 }, { index: 3, task: 40 })).toEqual(runChunk(teams, 5, 3, 40));
    expect(await slots.run(ODDS, { teams, seed: 9 }, { index: 1, task: 30 })).toEqual(runChunk(teams, 9, 1, 30));
    await slots.close();
  });

  it("rejects with the task's error, with the exit of a thread that dies, and with TaskReleased when aborted", async () => {
    const slots = new ThreadSlots(1);
    const url = testWorker();
    await expect(slots.run(url, {}, { index: 0, task: -3 })).rejects.toThrow(/^no$/);
    await expect(slots.run(url, {}, { index: 0, task: -1 })).rejects.toThrow(/stopped unexpectedly \(exit code 7\)/);
    const abort = new AbortController();
    const hung = slots.run(url, {}, { index: 0, task: -2 }, abort.signal);
    abort.abort();
    await expect(hung).rejects.toBeInstanceOf(TaskReleased);
    // A thread that died is not reused: the next task gets a fresh one.
    expect(await slots.run(url, {}, { index: 0, task: 0 })).toBe(1);
    await slots.close();
  });
});
