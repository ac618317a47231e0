/* global addEventListener, parent, Worker, Blob */
// The script of the sandboxed frame a bot's worker is started from (botFrameHost.ts). The frame has an opaque origin
// (sandbox="allow-scripts", no allow-same-origin): no storage, no locks, no file system, no cookies, an origin no
// other frame shares. Its one job: start the worker from the script the page sends, once, and carry messages between
// the two over the port that came with it. The page's Content-Security-Policy allows this script by its hash (the
// build computes it from this file), so it must stay byte for byte what the build hashed.
(() => {
  'use strict';
  let started = false;
  addEventListener('message', (event) => {
    const data = event.data;
    if (started || event.source !== parent || data === null || typeof data !== 'object' || data.fray !== 'start')
      return;
    const port = event.ports[0];
    if (port === undefined || typeof data.script !== 'string') return;
    started = true;
    let worker;
    try {
      worker = new Worker(URL.createObjectURL(new Blob([data.script], { type: 'text/javascript' })));
    } catch (e) {
      port.postMessage({ type: 'error', message: `the browser refused the worker (${String(e && e.message)})` });
      return;
    }
    worker.onmessage = (e) => port.postMessage({ type: 'message', data: e.data });
    worker.onerror = (e) => {
      e.preventDefault();
      port.postMessage({ type: 'error', message: String(e.message || ''), line: e.lineno | 0, column: e.colno | 0 });
    };
    port.onmessage = (e) => worker.postMessage(e.data);
  });
  parent.postMessage({ fray: 'frame-ready' }, '*');
})();
