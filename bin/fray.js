#!/usr/bin/env node
// Every command runs in this process. Sandboxed JavaScript bots run in isolate hosts of their own (dist/
// isolateHost.worker.cjs), started with the Node flags isolated-vm needs: this process never loads it, so it keeps
// Node's start-up snapshot and receives signals itself.
//
// This file is CommonJS (bin/package.json), and `fray --version`, `fray --help` and a bare `fray` are answered from
// a table made at build time (dist/quickAnswers.json: commander's own text) without loading commander, the bundle or
// Node's ES module loader, which alone costs a tenth of Node's start (docs/performance.md).
'use strict';
const { pathToFileURL } = require('node:url');
const { quickAnswer } = require('./quickAnswer.js');
const { bundleFor } = require('./bundleFor.js');

const args = process.argv.slice(2);
const answer = quickAnswer(args, process.stdout);
if (answer === undefined) {
  // The bundle handles its own errors; one it cannot (a missing or broken dist/) is Node's to report.
  const bundle = bundleFor(args);
  // The mfd group's bundle is CommonJS (docs/performance.md): required, so Node's ES module loader never starts.
  if (bundle.endsWith('.cjs')) require(bundle);
  else import(pathToFileURL(bundle).href);
} else {
  process.stdout.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  process.stdout.write(answer);
}
