/** The fray executable: parses argv with the command tree and turns whatever is thrown into one line and an exit code. */
import { CommanderError } from 'commander';
import { oneLine } from '../core/quote.js';
import { SandboxUnavailable } from '../adapters/sandbox/isolatedVm.js';
import { CliError } from './CliError.js';
import { ExitCode } from './exitCodes.js';
import { buildProgram } from './program.js';

async function main(argv: string[]): Promise<void> {
  // A reader that stops early (`fray ... | head`) is not an error: stop quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(ExitCode.Ok);
    throw e;
  });
  const program = await buildProgram(argv.slice(2));
  if (argv.length <= 2) {
    process.stdout.write(program.helpInformation());
    return;
  }
  try {
    await program.parseAsync(argv);
  } catch (e) {
    process.exitCode = exitCodeFor(e);
  }
}

/**
 * Maps anything thrown to an exit code, printing one line for the user (a stack only with FRAY_DEBUG=1): whatever a
 * message holds (a user's value with a line separator, a 10,000-item argument), it is escaped and capped to one line.
 */
function exitCodeFor(e: unknown): number {
  if (e instanceof CommanderError) {
    // Commander has already printed its one-line message (or the help or version asked for).
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help')
      return ExitCode.Ok;
    if (e.code === 'commander.executeSubCommandAsync') return ExitCode.Failure;
    return ExitCode.BadInput;
  }
  if (e instanceof CliError) {
    process.stderr.write(`fray: ${oneLine(e.message)}\n`);
    return e.exitCode;
  }
  if (e instanceof SandboxUnavailable) {
    // fray's own installation, not the user's input nor a bot's fault: said so, with an exit code of its own.
    process.stderr.write(`fray: fray's installation is broken: ${oneLine(e.message)}\n`);
    return ExitCode.BrokenInstall;
  }
  const err = e as Error;
  process.stderr.write(`fray: internal error: ${oneLine(err?.message ?? String(e))}\n`);
  if (process.env.FRAY_DEBUG) process.stderr.write(`${err?.stack ?? ''}\n`);
  return ExitCode.Failure;
}

// Not awaited at the top level: dist/fray-mfd.cjs is CommonJS, which has no top-level await (main reports its own
// errors; one it cannot is Node's to report, as an unhandled rejection).
void main(process.argv);
