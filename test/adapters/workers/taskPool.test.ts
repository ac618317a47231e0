import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTaskPool } from '../../../src/adapters/workers/taskPool.js';

let dir = '';
let worker: URL;

// A worker that doubles numbers; 'die' kills its thread every time, 'die-once' only the first time (a file remembers).
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fray-pool-'));
  const file = join(dir, 'worker.mjs');
  writeFileSync(
    file,
    `
import { parentPort, workerData } from 'node:worker_threads';
import { existsSync, writeFileSync } from 'node:fs';
parentPort.on('message', ({ index, task }) => {
  if (task === 'die') process.exit(7);
  if (task === 'die-once') {
    const mark = workerData.dir + '/died-' + index;
    if (!existsSync(mark)) { writeFileSync(mark, ''); process.exit(8); }
    return parentPort.postMessage({ index, value: 'survived' });
  }
  if (task === 'throw') return parentPort.postMessage({ index, error: 'bad task' });
  parentPort.postMessage({ index, value: task * 2 });
});
`,
  );
  worker = pathToFileURL(file);
});

describe('runTaskPool', () => {
  it('returns results by task index, whatever the order they finish in', async () => {
    const run = runTaskPool<number, number>({
      workerUrl: worker,
      workerData: { dir },
      tasks: [1, 2, 3, 4, 5],
      workers: 2,
    });
    expect(await run.done).toEqual({ results: [2, 4, 6, 8, 10], stopped: false });
  });

  it('without onFailure, ends the run with the first failure', async () => {
    const run = runTaskPool<unknown, unknown>({
      workerUrl: worker,
      workerData: { dir },
      tasks: [1, 'die', 3],
      workers: 1,
    });
    await expect(run.done).rejects.toThrow(/exit code 7/);
  });

  it('with onFailure, retries a task whose worker died once on a fresh worker, and records one that dies twice', async () => {
    const failures: string[] = [];
    const run = runTaskPool<unknown, unknown>({
      workerUrl: worker,
      workerData: { dir },
      tasks: [1, 'die-once', 'die', 'throw', 5],
      workers: 2,
      onFailure: (index, error) => {
        failures.push(`${index}: ${error}`);
        return 'failed';
      },
    });
    expect(await run.done).toEqual({ results: [2, 'survived', 'failed', 'failed', 10], stopped: false });
    expect(existsSync(join(dir, 'died-1'))).toBe(true);
    expect(failures.sort()).toEqual([
      '2: task 2: a worker stopped unexpectedly (exit code 7)',
      '3: worker failed on task 3: bad task',
    ]);
  });
});
