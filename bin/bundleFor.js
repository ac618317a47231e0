// Which bundle of dist/ runs a command line: the mfd group's own (one file) or the split one (docs/performance.md).
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');

/**
 * The bundle to import for `fray ...args`: dist/fray-mfd.cjs when the command line names the mfd group (as
 * src/cli/program.ts's groupNamed reads it: the first word, or the one after `help`) and that bundle was built, else
 * dist/fray.js.
 */
function bundleFor(args, dist = join(__dirname, '../dist')) {
  const words = args.filter((a) => !a.startsWith('-'));
  const named = words[0] === 'help' ? words[1] : words[0];
  const mfd = join(dist, 'fray-mfd.cjs');
  return named === 'mfd' && existsSync(mfd) ? mfd : join(dist, 'fray.js');
}

module.exports = { bundleFor };
