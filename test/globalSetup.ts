// The CLI tests run the built bundle, as a user would; build it once before any test file.
import { execFileSync } from 'node:child_process';
import { runtimeCopy } from '../src/adapters/sandbox/runtimeCopy.js';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
  // The runtimes process bots see are copied once per machine (tens of seconds): before any test times a match.
  if (process.platform === 'linux') runtimeCopy();
}
