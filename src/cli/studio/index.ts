/** `fray studio`: every system of fray in the browser, served from the built static site on 127.0.0.1, or copied out for hosting. */
import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Command } from 'commander';
import { formatProblem } from '../../core/result.js';
import { quote } from '../../core/quote.js';
import { CliError, unwrap } from '../CliError.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printOut } from '../io.js';
import { wholeNumber } from '../options.js';
import { stopSignal } from '../stopSignal.js';
import { writeOutputs } from '../writeOutputs.js';
import { openUrl } from '../view/openUrl.js';
import { NOTHING, serveView, type Router } from '../view/viewServer.js';
import { readStudioFiles, type StudioFiles } from './studioFiles.js';

interface StudioOptions {
  port?: number;
  open?: boolean;
  out?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
};

/** Adds `fray studio` to the program. */
export function registerStudio(program: Command): void {
  program
    .command('studio')
    .description(COMMAND_SUMMARIES.studio)
    .option(
      '--port <p>',
      'the port to serve on (default 0: any free port; the address is printed)',
      wholeNumber(0, 65535),
    )
    .option('--open', 'open the studio in your browser (xdg-open or open); otherwise just print its address')
    .option('--out <dir>', 'copy the site into this new (or empty) folder for a static host, instead of serving it')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  fray studio --open              # serves http://127.0.0.1:PORT/ and opens it; Ctrl-C stops\n' +
        '  fray studio --port 8080\n' +
        '  fray studio --out site          # a folder for any static host; site/index.html also opens from the disk',
    )
    .action((opts: StudioOptions) => studio(opts));
}

/**
 * The studio's policy, sent with every file it serves: the one its home page declares (scripts/buildStudio.js writes
 * it into index.html, which also holds when the folder is opened from the disk), and no framing by another site. A
 * home page without one is served under NOTHING, which runs nothing.
 */
export function studioCsp(files: StudioFiles): string {
  const home = files.get('/index.html')?.toString('utf8') ?? '';
  const declared = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(home)?.[1];
  return declared === undefined ? NOTHING : `${declared}; frame-ancestors 'self'`;
}

/** Serves each file at its path, and the home page at "/", each under the studio's policy. */
function router(files: StudioFiles): Router {
  const csp = studioCsp(files);
  return (path) => {
    const body = files.get(path === '/' ? '/index.html' : path);
    if (body === undefined) return undefined;
    return {
      status: 200,
      type: TYPES[posix.extname(path === '/' ? '/index.html' : path)] ?? 'application/octet-stream',
      body,
      csp,
    };
  };
}

function copyOut(files: StudioFiles, dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new CliError(
      `--out ${quote(dir)} is a folder with files in it; give a new or empty folder, so nothing of yours is overwritten`,
    );
  writeOutputs(
    [...files].map(([address, content]) => ({
      path: join(dir, ...address.split('/')),
      content: content.toString('utf8'),
    })),
  );
  printErr(
    `Wrote the studio to ${dir}: open ${join(dir, 'index.html')} in a browser, or put the folder on any static host.`,
  );
}

async function studio(opts: StudioOptions): Promise<void> {
  const read = readStudioFiles();
  if (!read.ok) throw new CliError(formatProblem(read.problem), ExitCode.Failure);
  if (opts.out !== undefined) return copyOut(read.value, opts.out);
  const server = unwrap(await serveView(router(read.value), opts.port ?? 0));
  const stopped = stopSignal();
  printOut(`fray studio at ${server.url} (Ctrl-C to stop)`);
  if (opts.open) {
    const why = await openUrl(server.url);
    if (why !== undefined) printErr(`fray: could not open a browser (${why}); open ${server.url} yourself`);
  }
  await stopped;
  await server.close();
  printErr('Stopped.');
}
