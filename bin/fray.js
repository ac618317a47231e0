#!/usr/bin/env node
// Every command runs in this process. Sandboxed JavaScript bots run in isolate hosts of their own (dist/
// isolateHost.worker.js), started with the Node flags isolated-vm needs: this process never loads it, so it keeps
// Node's start-up snapshot and receives signals itself.
await import('../dist/fray.js');
