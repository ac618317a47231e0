/**
 * The author's commands against a ladder server: `fray ladder submit` (a module as it is, a process bot's folder
 * packed as the queue packs it) and `fray ladder challenge`. The token comes from FRAY_LADDER_TOKEN or --token-file,
 * never from the command line (where other users of the machine could read it).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from 'commander';
import { packBot } from '../../adapters/queue/botPack.js';
import { MANIFEST_SUFFIX } from '../../adapters/sandbox/manifest.js';
import { botName } from '../../adapters/sandbox/compileBot.js';
import { quote } from '../../core/quote.js';
import { CliError, unwrap } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printJson, printOut } from '../io.js';
import { wholeNumber } from '../options.js';

interface ClientOptions {
  server: string;
  tokenFile?: string;
  json?: boolean;
}

/** The token: --token-file's first line, or FRAY_LADDER_TOKEN. */
function token(o: ClientOptions): string {
  if (o.tokenFile !== undefined) {
    try {
      return readFileSync(o.tokenFile, 'utf8').split('\n')[0]!.trim();
    } catch (e) {
      throw new CliError(
        `${o.tokenFile}: cannot read the token file (${(e as NodeJS.ErrnoException).code ?? 'error'})`,
      );
    }
  }
  const t = process.env.FRAY_LADDER_TOKEN?.trim();
  if (!t) throw new CliError('no token: set FRAY_LADDER_TOKEN, or give --token-file FILE');
  return t;
}

/** The server's address, checked. */
function server(o: ClientOptions, path: string): URL {
  let u: URL;
  try {
    u = new URL(path, o.server.endsWith('/') ? o.server : `${o.server}/`);
  } catch {
    throw new CliError(`--server must be an address such as http://127.0.0.1:8080, got ${quote(o.server)}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    throw new CliError(`--server must be http:// or https://, got ${quote(o.server)}`);
  return u;
}

/** Calls the server; its JSON answer, or a CliError with its error. */
async function call(url: URL, init: RequestInit): Promise<Record<string, unknown>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch (e) {
    throw new CliError(
      `cannot reach the ladder at ${url.origin}: ${((e as Error).cause as Error | undefined)?.message ?? (e as Error).message}`,
    );
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok)
    throw new CliError(
      `the ladder refused it: ${typeof body.error === 'string' ? body.error : `HTTP ${res.status}`}`,
      res.status === 401 ? ExitCode.BadInput : ExitCode.BadInput,
    );
  return body;
}

/** The file to send: a module as it is, a manifest's folder as a bot pack. */
function upload(file: string): { name: string; bytes: Buffer } {
  if (file.endsWith(MANIFEST_SUFFIX)) {
    const pack = unwrap(packBot(file));
    return {
      name: `${basename(file).slice(0, -MANIFEST_SUFFIX.length)}.botpack.json`,
      bytes: Buffer.from(JSON.stringify(pack)),
    };
  }
  try {
    return { name: basename(file), bytes: readFileSync(file) };
  } catch (e) {
    throw new CliError(`${file}: cannot read it (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** Waits for a submission's verdict, polling every second up to `waitS`. */
async function verdict(o: ClientOptions, id: number, waitS: number): Promise<Record<string, unknown>> {
  const end = Date.now() + waitS * 1000;
  for (;;) {
    const v = await call(server(o, `api/submissions/${id}`), { headers: { authorization: `Bearer ${token(o)}` } });
    if (v.status !== 'checking' || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function submit(file: string, o: ClientOptions & { name?: string; wait?: number }): Promise<void> {
  // The address and the token first: a mistake there is said before the bot is read or packed.
  const url = server(o, 'api/submissions');
  const auth = `Bearer ${token(o)}`;
  const f = upload(file);
  const form = new FormData();
  form.set('name', o.name ?? botName(file));
  form.set('bot', new Blob([new Uint8Array(f.bytes)]), f.name);
  const stored = await call(url, { method: 'POST', body: form, headers: { authorization: auth } });
  const out = o.wait === undefined ? stored : { ...stored, ...(await verdict(o, Number(stored.id), o.wait)) };
  if (o.json) printJson(out);
  else {
    printOut(
      `${String(stored.bot)} v${String(stored.version)} stored; ${out.status === 'checking' ? 'it is being checked' : `status: ${String(out.status)}`}`,
    );
    if (typeof out.reason === 'string') printOut(out.reason);
  }
  if (out.status === 'refused') process.exitCode = ExitCode.Failure;
}

/** Adds submit and challenge to the ladder group. */
export function registerClient(group: Command): void {
  const common = (c: Command) =>
    c
      .requiredOption('--server <url>', 'the ladder, such as http://127.0.0.1:8080')
      .option('--token-file <file>', 'read your token from this file (or set FRAY_LADDER_TOKEN)')
      .option('--json', 'print the answer as JSON');
  common(
    group
      .command('submit')
      .description(
        "submit a bot (a .ts/.js module, or a process bot's .bot.json manifest: its folder is sent packed) as a new version; it is checked, then validated against a demo",
      )
      .argument('<bot>', 'the bot file')
      .option('--name <name>', "the bot's name on the ladder (default: the file's name)")
      .option('--wait <seconds>', 'wait for the verdict up to this long; exit code 1 if refused', wholeNumber(0, 3600)),
  ).action((file: string, o: ClientOptions & { name?: string; wait?: number }) => submit(file, o));
  common(
    group
      .command('challenge')
      .description('ask for an unrated match (both seats) between one of your playing bots and another')
      .argument('<bot>', 'your bot')
      .argument('<opponent>', 'the other bot'),
  ).action(async (bot: string, opponent: string, o: ClientOptions) => {
    const r = await call(server(o, 'api/challenges'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token(o)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ bot, opponent }),
    });
    if (o.json) printJson(r);
    else
      printErr(
        `Queued matches ${(r.matches as number[]).map((id) => `#${id}`).join(' and ')}: ${o.server.replace(/\/$/, '')}/matches/ID once played.`,
      );
  });
}
