// Property tests explore new random cases on every local run (a failure prints its seed to replay);
// under CI they use one fixed seed, so a landing is never decided by a rare draw.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';

if (process.env.CI) fc.configureGlobal({ seed: 20261121 });

// fray play keeps saves, morgue files and scores in XDG_DATA_HOME/fray: every spawned CLI gets a fresh temporary one,
// so no test ever writes into the repository or the user's home.
process.env.XDG_DATA_HOME = mkdtempSync(join(tmpdir(), 'fray-xdg-'));
