/** `fray view`: watch a Summoner War replay or a Marked for Death battle in the browser, or serve a report with its replays. */
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from 'commander';
import { readText } from '../../adapters/files.js';
import { readInside } from '../../adapters/readInside.js';
import { decodeText } from '../../core/decodeText.js';
import { formatProblem } from '../../core/result.js';
import { CliError, unwrap } from '../CliError.js';
import { ExitCode } from '../exitCodes.js';
import { printErr, printOut } from '../io.js';
import { writeOutputs } from '../writeOutputs.js';
import { wholeNumber } from '../options.js';
import { detectView, type Viewable } from './detectView.js';
import { openUrl } from './openUrl.js';
import { reportLinks } from './reportLinks.js';
import { readViewerAssets } from './viewerAssets.js';
import { viewCsp, viewPage, type ViewerAssets } from './viewPage.js';
import { serveView, type Reply, type Router } from './viewServer.js';
import { quote } from '../../core/quote.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';
import { stopSignal } from '../stopSignal.js';

/** Replays of long matches between many demons are large: read up to 1 GiB (as `fray summoner replay` does). */
const MAX_VIEW_BYTES = 1024 * 1024 * 1024;

interface ViewOptions {
  port?: number;
  open?: boolean;
  out?: string;
}

/** Adds `fray view` to the program. */
export function registerView(program: Command): void {
  program
    .command('view')
    .description(COMMAND_SUMMARIES.view)
    .argument('<file>', 'a replay, a battle (JSON) or an HTML report; told apart by its content')
    .option(
      '--port <p>',
      'the port to serve on (default 0: any free port; the address is printed)',
      wholeNumber(0, 65535),
    )
    .option('--open', 'open the page in your browser (xdg-open or open); otherwise just print its address')
    .option('--out <page.html>', 'write the page to this file and stop, instead of serving it')
    .addHelpText(
      'after',
      '\nExamples:\n' +
        '  fray summoner match examples/summoners/rusher.ts examples/summoners/cloner.ts --seed 1 --replay m.json\n' +
        '  fray view m.json                       # prints http://127.0.0.1:PORT/ ; Ctrl-C stops\n' +
        '  fray view m.json --out m.html          # one file, works offline\n' +
        '  fray mfd fight --heroes examples/mfd/Heroes.csv --villains examples/mfd/Villains.csv --seed 7 --out-dir out --replay battle.json\n' +
        '  fray view battle.json --open\n' +
        '  fray summoner tournament examples/summoners/*.ts --seed 1 --report t.html --replays replays\n' +
        '  fray view t.html                       # the report, each replay link opens in the viewer\n' +
        '\nKeys on the page: Space play or pause, \u2190 \u2192 step, Shift+\u2190 \u2192 a turn, Home End, + \u2212 speed.',
    )
    .action((file: string, opts: ViewOptions) => view(file, opts));
}

/** The built viewer, or a CliError (exit 1: a missing build is not the user's input). */
function assets(): ViewerAssets {
  const a = readViewerAssets();
  if (!a.ok) throw new CliError(formatProblem(a.problem), ExitCode.Failure);
  return a.value;
}

const html = (body: string, csp: string): Reply => ({ status: 200, type: 'text/html; charset=utf-8', body, csp });

/**
 * The policy a report (an HTML file given to `fray view`, fray's own or a stranger's) is served under: no script of
 * any kind runs (fray's reports have none), nothing is loaded, framed or submitted, and the page is sandboxed into an
 * origin of its own, so even a script that ran could not read this server's other addresses.
 */
export const REPORT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  'sandbox allow-top-navigation-by-user-activation allow-popups',
].join('; ');

const notFound = (body: string): Reply => ({ status: 404, type: 'text/plain; charset=utf-8', body });

/**
 * What the server answers for `file`: its page at "/", or for a report, the report and the viewer for each replay it
 * links to. A linked file is read only if it really is a regular file inside the report's folder (readInside), and
 * is served only as what the viewer shows: its page, or with ?raw its JSON, never anything else.
 */
function router(file: string, what: Viewable, viewer: ViewerAssets): Router {
  const pageCsp = `${viewCsp(viewer)}; frame-ancestors 'none'`;
  if (what.kind === 'page') {
    const page = viewPage(what.data, viewer);
    return (path) => (path === '/' || path === '/index.html' ? html(page, pageCsp) : undefined);
  }
  const links = reportLinks(what.html, file);
  const own = `/${basename(file)}`;
  const folder = dirname(file);
  const pages = new Map<string, { page: Reply; raw?: Reply }>();
  return (path, query) => {
    if (path === '/' || path === own) return html(what.html, REPORT_CSP);
    const linked = links.get(path);
    if (linked === undefined) return undefined;
    let known = pages.get(path);
    if (known === undefined) {
      const bytes = readInside(folder, linked, MAX_VIEW_BYTES);
      if (!bytes.ok) return notFound(`${formatProblem(bytes.problem)}\n`);
      const text = decodeText(bytes.value).text;
      const found = detectView(linked, text);
      known =
        found.ok && found.value.kind === 'page'
          ? {
              page: html(viewPage({ ...found.value.data, back: '/' }, viewer), pageCsp),
              raw: { status: 200, type: 'application/json; charset=utf-8', body: text },
            }
          : {
              page: {
                status: 422,
                type: 'text/plain; charset=utf-8',
                body: `fray view: ${found.ok ? `${linked}: not a replay` : formatProblem(found.problem)}\n`,
              },
            };
      pages.set(path, known);
    }
    return query.has('raw') ? (known.raw ?? known.page) : known.page;
  };
}

async function view(file: string, opts: ViewOptions): Promise<void> {
  if (opts.out !== undefined && !/\.html?$/i.test(opts.out))
    throw new CliError(`--out writes an HTML page; give it a name ending in .html, got ${quote(opts.out)}`);
  const what = unwrap(detectView(file, unwrap(readText(file, MAX_VIEW_BYTES))));
  const viewer = what.kind === 'page' ? assets() : undefined;
  if (opts.out !== undefined) {
    writeOutputs([
      {
        path: opts.out,
        content: what.kind === 'page' && viewer ? viewPage(what.data, viewer) : what.kind === 'report' ? what.html : '',
      },
    ]);
    printErr(
      `Wrote ${opts.out}.${what.kind === 'report' ? ' (A report is written as it is; serve it with `fray view` to open its replays in the viewer.)' : ''}`,
    );
    if (opts.open) {
      const why = await openUrl(pathToFileURL(resolve(opts.out)).href);
      if (why !== undefined) printErr(`fray: could not open a browser (${why}); open ${opts.out} yourself`);
    }
    return;
  }
  const server = unwrap(await serveView(router(file, what, viewer ?? assets()), opts.port ?? 0));
  // Listening for Ctrl-C before the address is printed: whoever reads it may stop the server at once.
  const stopped = stopSignal();
  printOut(`Serving ${file} at ${server.url} (Ctrl-C to stop)`);
  if (opts.open) {
    const why = await openUrl(server.url);
    if (why !== undefined) printErr(`fray: could not open a browser (${why}); open ${server.url} yourself`);
  }
  await stopped;
  await server.close();
  printErr('Stopped.');
}
