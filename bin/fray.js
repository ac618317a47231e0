#!/usr/bin/env node
// isolated-vm, which sandboxes bots, needs V8's startup snapshot off on Node 20 and later. That costs every start
// about 40 ms, so only the commands that run sandboxed bots pay it: they re-run this file with the flag.

const [group, command] = process.argv.slice(2);
// A queue worker runs every bot sandboxed (it has no --trusted), so it always needs the flag.
// `check` plays the bot, and `replay --turn N --bot BOT` asks one: both sandboxed unless --trusted.
const playsBots =
  command === 'match' ||
  command === 'tournament' ||
  command === 'check' ||
  (command === 'replay' && process.argv.includes('--bot'));
const sandboxed = (group === 'summoner' && playsBots && !process.argv.includes('--trusted')) || group === 'worker';

if (sandboxed && !process.execArgv.includes('--no-node-snapshot')) {
  // Imported here, not at the top: child_process brings net, stream and dgram, which other commands do not need.
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, ['--no-node-snapshot', ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, FRAY_PARENT_PID: String(process.pid) },
  });
  // Ctrl-C reaches both processes (same process group): the child decides what it means, this one waits for it.
  // A SIGTERM or SIGHUP sent to this process alone is passed on.
  process.on('SIGINT', () => undefined);
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
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
