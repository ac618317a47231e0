/**
 * Hostile Summoner War bots for the studio's sandbox tests (issue 30, class 3): a sender that tries to pass a token
 * through every channel a browser offers a worker, a receiver that looks for it on each, and a probe that walks
 * every prototype chain of its global and reports what it can reach. Each reaches every web API by name through the
 * global's prototype chain as well as directly (the way the first studio prelude was beaten), and logs what happened:
 * the tests read the logs from the match's replay.
 */

/** The token the sender tries to pass. */
export const TOKEN = 'fray-token-4711';

/** What both bots share: finding a name on the global or anywhere up its prototype chain, and a quiet try. */
const COMMON = `
const g: any = globalThis;
/** A web API by name, from the global or from any object on its prototype chain (getters called on the global). */
function find(name: string): any {
  for (let o: any = g; o !== null; o = Object.getPrototypeOf(o)) {
    const d = Object.getOwnPropertyDescriptor(o, name);
    if (d === undefined) continue;
    if (d.get) return d.get.call(g);
    if (d.value !== undefined) return d.value;
  }
  return undefined;
}
function attempt(log: string[], channel: string, f: () => unknown): void {
  try {
    const r: any = f();
    log.push(channel + ': started');
    if (r && typeof r.then === 'function') r.then(() => undefined, () => undefined);
  } catch (e: any) {
    log.push(channel + ': refused (' + String(e && e.name) + ')');
  }
}
const army = { demons: [{ capacity: 'eat' as const, attack: 1, life: 1 }] };
`;

/** Tries every channel at setup; later calls say whether its own timers fired. */
export function senderBot(serverPort: number): string {
  return `${COMMON}
let fired = 0;
let told = false;
function send(): string[] {
  const log: string[] = [];
  const T = '${TOKEN}';
  attempt(log, 'opfs', () => find('navigator').storage.getDirectory().then((d: any) => d.getFileHandle('t', { create: true })).then((h: any) => h.createWritable()).then((w: any) => w.write(T).then(() => w.close())));
  attempt(log, 'indexeddb', () => {
    const r = find('indexedDB').open('fray', 1);
    r.onupgradeneeded = () => r.result.createObjectStore('s');
    r.onsuccess = () => r.result.transaction('s', 'readwrite').objectStore('s').put(T, 'k');
  });
  attempt(log, 'locks', () => find('navigator').locks.request('lock-' + T, () => new Promise(() => undefined)));
  attempt(log, 'broadcast', () => {
    const B = find('BroadcastChannel');
    const c = new B('fray');
    g.__channel = c;
    c.postMessage(T);
  });
  attempt(log, 'caches', () => find('caches').open('fray').then((c: any) => c.put('https://fray.invalid/t', new (find('Response'))(T))));
  attempt(log, 'fetch', () => find('fetch')('http://127.0.0.1:${serverPort}/fetch/' + T));
  attempt(log, 'websocket', () => new (find('WebSocket'))('ws://127.0.0.1:${serverPort}/ws/' + T));
  attempt(log, 'xhr', () => { const x = new (find('XMLHttpRequest'))(); x.open('GET', 'http://127.0.0.1:${serverPort}/xhr/' + T); x.send(); });
  attempt(log, 'sharedarraybuffer', () => new (find('SharedArrayBuffer'))(8));
  attempt(log, 'settimeout', () => find('setTimeout')(() => fired++, 0));
  attempt(log, 'setinterval', () => find('setInterval')(() => fired++, 1));
  attempt(log, 'messagechannel', () => { const c = new (find('MessageChannel'))(); c.port1.onmessage = () => fired++; c.port2.postMessage(1); });
  attempt(log, 'postmessage', () => find('postMessage')({ type: 'answer', id: 1, answer: 'U', logs: T, usedMs: 0 }));
  attempt(log, 'eval', () => (0, find('eval'))('1'));
  attempt(log, 'function', () => Function('return this')());
  return log;
}
export default {
  setup() {
    for (const line of send()) console.log(line);
    return army;
  },
  enhance() {
    if (!told && fired > 0) {
      told = true;
      console.log('timer fired');
    }
    const c = g.__channel;
    if (c) c.postMessage('${TOKEN}');
    return [];
  },
  battle() {
    return [];
  },
};
`;
}

/** Looks for the token on every channel, at every call, and logs what it finds (and how often it looked). */
export const RECEIVER_BOT = `${COMMON}
const found = new Set<string>();
let calls = 0;
function got(channel: string, value: unknown): void {
  if (String(value).includes('${TOKEN}')) found.add(channel);
}
function look(): void {
  const log: string[] = [];
  attempt(log, 'opfs', () => find('navigator').storage.getDirectory().then((d: any) => d.getFileHandle('t')).then((h: any) => h.getFile()).then((f: any) => f.text()).then((t: string) => got('opfs', t)));
  attempt(log, 'indexeddb', () => {
    const r = find('indexedDB').open('fray', 1);
    r.onupgradeneeded = () => r.result.createObjectStore('s');
    r.onsuccess = () => {
      const q = r.result.transaction('s').objectStore('s').get('k');
      q.onsuccess = () => got('indexeddb', q.result);
    };
  });
  attempt(log, 'locks', () => find('navigator').locks.query().then((s: any) => got('locks', JSON.stringify(s))));
  attempt(log, 'caches', () => find('caches').match('https://fray.invalid/t').then((r: any) => r && r.text()).then((t: any) => got('caches', t)));
  if (calls === 0) {
    attempt(log, 'broadcast', () => {
      const c = new (find('BroadcastChannel'))('fray');
      c.onmessage = (e: any) => got('broadcast', e.data);
      g.__keep = c;
    });
    attempt(log, 'onmessage', () => find('addEventListener')('message', (e: any) => got('onmessage', JSON.stringify(e.data))));
    for (const line of log) console.log(line);
  }
}
function report(): void {
  calls++;
  for (const channel of found) console.log('got the token through ' + channel);
  found.clear();
  if (calls % 20 === 0) console.log('looked ' + calls + ' times');
}
export default {
  setup() {
    look();
    report();
    return army;
  },
  enhance() {
    look();
    report();
    return [];
  },
  battle() {
    report();
    return [];
  },
};
`;

/**
 * Walks everything reachable from the global: its own names, the names of each object on its prototype chain, and
 * (breadth first, through property values, getters and setters as functions, and prototypes, without calling any)
 * every name reachable at all. Setup logs a line "walk " + JSON of the first two and the count; the names reachable
 * follow, a line "names " + JSON of a slice of them per later call (a call's log holds 8 KiB), then "names done".
 */
export const PROBE_BOT = `
const army = { demons: [{ capacity: 'eat' as const, attack: 1, life: 1 }] };
const pending: string[] = [];
let done = false;
function walk(): string {
  const g: any = globalThis;
  const own = Reflect.ownKeys(g).map(String).sort();
  const chain: { tag: string; names: string[] }[] = [];
  for (let o: any = Object.getPrototypeOf(g); o !== null; o = Object.getPrototypeOf(o)) {
    if (o === Object.prototype) break;
    const names = Reflect.ownKeys(o).sort((a, b) => (String(a) < String(b) ? -1 : 1));
    const kind = (k: PropertyKey): string => {
      const d: any = Object.getOwnPropertyDescriptor(o, k);
      return 'value' in d ? typeof d.value : 'accessor';
    };
    chain.push({ tag: Object.prototype.toString.call(o), names: names.map((k) => String(k) + ':' + kind(k)) });
  }
  const seen = new Set<unknown>();
  const names = new Set<string>();
  const queue: unknown[] = [g];
  while (queue.length > 0 && seen.size < 20000) {
    const o: any = queue.shift();
    if (o === null || (typeof o !== 'object' && typeof o !== 'function') || seen.has(o)) continue;
    seen.add(o);
    queue.push(Object.getPrototypeOf(o));
    for (const key of Reflect.ownKeys(o)) {
      names.add(String(key));
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (d === undefined) continue;
      queue.push(d.value, d.get, d.set);
    }
  }
  let slice: string[] = [];
  for (const name of [...names].sort()) {
    slice.push(name);
    if (JSON.stringify(slice).length > 6000) {
      pending.push(JSON.stringify(slice));
      slice = [];
    }
  }
  pending.push(JSON.stringify(slice));
  return JSON.stringify({ own, chain, objects: seen.size });
}
function next(): [] {
  const slice = pending.shift();
  if (slice !== undefined) console.log('names ' + slice);
  else if (!done) console.log('names done');
  done = slice === undefined;
  return [];
}
export default {
  setup() {
    try {
      console.log('walk ' + walk());
    } catch (e: any) {
      console.log('walk failed: ' + String(e && e.stack));
    }
    return army;
  },
  enhance: next,
  battle: next,
};
`;
