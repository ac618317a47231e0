// The CLI tests run the built bundle, as a user would; build it once before any test file.
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build.js'], { stdio: 'inherit' });
}
