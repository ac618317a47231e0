// Every replay a real ladder publishes is signed: downloaded with the ladder's public key (/key.pub), it verifies
// with `fray summoner replay --verify --key`; one byte changed, or another key, and it is refused. Control: without
// the signature check the changed replay passes (a name is a claim the re-run cannot see). The ladder's own key is
// kept across restarts; `serve --sign` signs with the organiser's key instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/cli.js';
import { freePort } from '../../adapters/queue/redisServer.js';
import { runFray, startFray, stop, type FrayProcess } from '../queue/processes.js';
import { openLadder, seedPlayingDemos, waitUntil } from './ladderProcesses.js';

const started: FrayProcess[] = [];

afterAll(async () => {
  for (const p of started) await stop(p);
});

/** Starts `fray ladder serve` on `data` and waits until it answers. */
async function serve(data: string, extra: string[] = []): Promise<{ p: FrayProcess; url: string }> {
  const port = await freePort();
  const p = startFray(['ladder', 'serve', '--data', data, '--port', String(port), '--max-turns', '60', ...extra]);
  started.push(p);
  await p.waitFor(/Ladder .* at http/, 60_000).catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil('the server to answer', async () => (await fetch(`${url}/api/key`)).ok, 60_000);
  return { p, url };
}

/** Waits for a match recorded after `after`, and downloads its replay into `dir`. */
async function downloadReplay(url: string, data: string, dir: string, after = 0): Promise<string> {
  const l = await openLadder({ data });
  let id = 0;
  try {
    await waitUntil('a recorded match', async () => {
      const m = await l.db
        .selectFrom('matches')
        .select('id')
        .where('status', '=', 'done')
        .where('id', '>', after)
        .executeTakeFirst();
      id = m?.id ?? 0;
      return id > 0;
    });
  } finally {
    await l.close();
  }
  const file = join(dir, `match-${id}.json`);
  writeFileSync(file, Buffer.from(await (await fetch(`${url}/matches/${id}/replay.json`)).arrayBuffer()));
  return file;
}

describe('signed ladder replays', () => {
  it('publishes replays that verify with the published key, refuses a changed one (control: unchecked, it passes), and keeps its key', async () => {
    const data = tempDir();
    const dir = tempDir();
    await seedPlayingDemos({ data }, ['rusher', 'random']);
    const first = await serve(data);
    const pub = join(dir, 'ladder.pub');
    writeFileSync(pub, await (await fetch(`${first.url}/key.pub`)).text());
    const key = ((await (await fetch(`${first.url}/api/key`)).json()) as { key: string }).key;
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await (await fetch(`${first.url}/key`)).text()).toContain(key);
    const file = await downloadReplay(first.url, data, dir);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`"signature":{"alg":"ed25519","key":"${key}"`);
    const good = await runFray(['summoner', 'replay', file, '--verify', '--key', pub]);
    expect(good.code, good.stderr).toBe(0);
    // One name changed: the re-run cannot see it (control), the signature can.
    const tampered = join(dir, 'tampered.json');
    const at = text.indexOf('"name":"') + 8;
    writeFileSync(tampered, `${text.slice(0, at)}X${text.slice(at + 1)}`);
    const unchecked = await runFray(['summoner', 'replay', tampered, '--verify']);
    expect(unchecked.code, unchecked.stderr).toBe(0);
    const refused = await runFray(['summoner', 'replay', tampered, '--verify', '--key', pub]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/does not match its content/);
    // Another key refuses the genuine replay.
    expect((await runFray(['summoner', 'key', 'new', join(dir, 'organiser')])).code).toBe(0);
    const other = await runFray(['summoner', 'replay', file, '--verify', '--key', join(dir, 'organiser.pub')]);
    expect(other.code).not.toBe(0);
    // Restarted, the ladder keeps its key; with --sign, new replays are the organiser's.
    await stop(first.p);
    const again = await serve(data);
    expect(((await (await fetch(`${again.url}/api/key`)).json()) as { key: string }).key).toBe(key);
    await stop(again.p);
    const signed = await serve(data, ['--sign', join(dir, 'organiser.key')]);
    expect(await (await fetch(`${signed.url}/key.pub`)).text()).toBe(readFileSync(join(dir, 'organiser.pub'), 'utf8'));
    const last = Number(/match-(\d+)/.exec(file)![1]);
    const l = await openLadder({ data });
    const before = await l.db
      .selectFrom('matches')
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirstOrThrow();
    await l.close();
    const later = await downloadReplay(signed.url, data, dir, Math.max(last, Number(before.n ?? 0)));
    const theirs = await runFray(['summoner', 'replay', later, '--verify', '--key', join(dir, 'organiser.pub')]);
    expect(theirs.code, theirs.stderr).toBe(0);
  }, 600_000);
});
