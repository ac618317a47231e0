/**
 * Starts a launch (bubblewrap.ts) as a process group of its own, inside a fresh cgroup when the host allows one, with
 * the seccomp filter on its descriptor. Used for bots and for build steps alike, so both are started one way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSeccomp, openSeccomp, type Launch } from './bubblewrap.js';
import { createBotCgroup, type BotCgroup } from './cgroup.js';
import { idInUse } from './uidLease.js';

/** A started command: its process, its cgroup (if any), and a kill for its whole group. */
export interface Confined {
  child: ChildProcess;
  cgroup: BotCgroup | undefined;
  /** Kills the process group (bubblewrap's process namespace takes everything inside with it). */
  kill(): void;
  /**
   * Kills what is left and waits until none of its processes runs: its cgroup empty (then removed), or else no
   * process left with its host id. Resolves to whether that was seen; only then may the id go to another process.
   */
  end(): Promise<boolean>;
}

/** Waits up to 2 s until no process runs as `id`; gives whether none does. */
async function idFreed(id: number): Promise<boolean> {
  for (let tries = 0; tries < 100; tries++) {
    if (!idInUse(id)) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return !idInUse(id);
}

/**
 * Spawns `launch`; memory (bytes) and processes are capped together in a cgroup where the host allows it. Throws
 * only when the program cannot be started at all (the caller turns that into a problem).
 */
export function spawnConfined(launch: Launch, caps: { memoryBytes: number; maxProcesses: number }): Confined {
  const cgroup = createBotCgroup(caps.memoryBytes, caps.maxProcesses);
  const seccomp = openSeccomp(launch);
  let child: ChildProcess;
  try {
    // In a cgroup, the command must be inside it before it starts anything: a shell waits on a pipe until it has
    // been added, then becomes the command (exec keeps its process id) with the pipe closed; a closed pipe without
    // a line means fray is gone, and it just exits.
    const [file, args] =
      cgroup === undefined
        ? [launch.file, launch.args]
        : ['/bin/sh', ['-c', 'read -r _ <&3 && exec "$@" 3<&-', 'fray-bot', launch.file, ...launch.args]];
    child = spawn(file, args, {
      cwd: launch.cwd,
      env: launch.env,
      stdio: ['pipe', 'pipe', 'pipe', cgroup === undefined ? 'ignore' : 'pipe', seccomp ?? 'ignore'],
      // Its own process group, so the whole group can be killed; bubblewrap's process namespace covers the rest.
      detached: true,
      ...(launch.uid === undefined ? {} : { uid: launch.uid, gid: launch.gid }),
    });
  } catch (e) {
    void cgroup?.remove();
    throw e;
  } finally {
    closeSeccomp(seccomp);
  }
  if (cgroup !== undefined && child.pid !== undefined) {
    cgroup.add(child.pid);
    const gate = child.stdio[3] as NodeJS.WritableStream | null;
    gate?.on('error', () => undefined);
    gate?.end('\n');
  }
  const kill = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  return {
    child,
    cgroup,
    kill,
    async end() {
      kill();
      if (cgroup !== undefined) return cgroup.remove();
      return launch.uid === undefined ? true : idFreed(launch.uid);
    },
  };
}
