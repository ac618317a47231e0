/**
 * An isolate host runs where a bot that got out of its isolate (a bug in isolated-vm) would find no network and no
 * IPC of the machine's: its own network and IPC namespaces (fray as root), and the unprivileged user.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { startHost } from '../../../src/adapters/sandbox/hostProcess.js';
import { runsHere } from '../../helpers/runsHere.js';

const namespace = (pid: number | 'self', kind: string): string => readlinkSync(`/proc/${pid}/ns/${kind}`);
const stopping: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stopping) await stop();
});

describe('an isolate host (fray as root)', () => {
  it.runIf(runsHere(process.getuid?.() === 0))(
    'has network and IPC namespaces of its own, and runs as nobody',
    async () => {
      const host = await startHost({ memoryMb: 64, bots: 1 });
      stopping.push(() => host.stop());
      expect(namespace(host.pid, 'net')).not.toBe(namespace('self', 'net'));
      expect(namespace(host.pid, 'ipc')).not.toBe(namespace('self', 'ipc'));
      const uid = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${host.pid}/status`, 'utf8'))?.[1];
      expect(uid).toBe('65534');
      // Control: a process started the plain way shares this one's namespaces (the comparison can tell them apart).
      const plain = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
      try {
        await new Promise((r) => setTimeout(r, 200));
        expect(namespace(plain.pid as number, 'net')).toBe(namespace('self', 'net'));
      } finally {
        plain.kill('SIGKILL');
      }
    },
    60_000,
  );
});
