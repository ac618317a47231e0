#!/usr/bin/env node
// isolated-vm, which sandboxes bots, needs V8's startup snapshot off on Node 20 and later. That costs every start
// about 40 ms, so only the commands that run sandboxed bots pay it: they re-run this file with the flag.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants } from 'node:os';

/** The signals the launcher passes on to the fray it runs. */
const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Whether a SIGINT now most likely came from the terminal: this process is in its terminal's foreground process
 * group (/proc/self/stat: pgrp and tpgid, after the command's name). Where /proc cannot tell, it is assumed so.
 */
function typedInTerminal() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const [, , pgrp, , , tpgid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(tpgid) === Number(pgrp);
  } catch {
    return true;
  }
}

const [group, command] = process.argv.slice(2);
// A queue worker runs every bot sandboxed (it has no --trusted), so it always needs the flag.
// `check` plays the bot, and `replay --turn N --bot BOT` and `replay --verify --bots A B` ask them: sandboxed unless --trusted.
const playsBots =
  command === 'match' ||
  command === 'tournament' ||
  command === 'check' ||
  (command === 'replay' && (process.argv.includes('--bot') || process.argv.includes('--bots')));
const sandboxed = (group === 'summoner' && playsBots && !process.argv.includes('--trusted')) || group === 'worker';

if (sandboxed && !process.execArgv.includes('--no-node-snapshot')) {
  const child = spawn(process.execPath, ['--no-node-snapshot', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, FRAY_PARENT_PID: String(process.pid) },
  });
  // The child decides what a signal means; this process passes it on and waits. A Ctrl-C typed in the terminal
  // reaches both (they share the terminal's foreground process group), so SIGINT is passed on only when this
  // process is not in that group (sent by `kill`, a script or a supervisor): passed on there too, the child would
  // take one Ctrl-C for two (the second means "stop at once").
  for (const signal of FORWARDED)
    process.on(signal, () => {
      if (signal !== 'SIGINT' || !typedInTerminal()) child.kill(signal);
    });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Exit as the child did: killed by the same signal (the shell then reports 128 + its number).
    for (const s of FORWARDED) process.removeAllListeners(s);
    process.kill(process.pid, signal);
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), 1000);
  });
} else {
  // Re-run by the branch above: if that parent is killed outright (SIGKILL passes nothing on), this process would
  // run on alone; it notices the parent is gone and stops the way a SIGTERM would stop it.
  const parent = Number(process.env.FRAY_PARENT_PID);
  if (parent > 0) setInterval(() => process.ppid !== parent && process.kill(process.pid, 'SIGTERM'), 1000).unref();
  await import('../dist/fray.js');
  // A sandboxed run ends here once its command is done (its output written: stdout and stderr are synchronous on
  // files and pipes on Linux). Leaving at once, rather than waiting for the event loop to drain, keeps isolated-vm's
  // late clean-up callbacks from running while Node tears its environment down, which aborted 1 run in 3 on a busy
  // machine (IsolateEnvironment::GetCurrent's assertion) after a match had finished and printed everything.
  if (sandboxed || parent > 0) process.exit();
}
