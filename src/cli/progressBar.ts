/** Progress bars for long commands: on stderr, only on a terminal and never with --json. */
import type { SingleBar } from 'cli-progress';

/**
 * A started-when-you-call-start bar with cli-progress's `format` (tokens such as {bar} {value} {total} {eta_formatted},
 * and any payload names), or undefined when it should not show (stderr is not a terminal, or the output is JSON). cli-progress is loaded only when a bar is shown, so
 * other commands do not pay for it at start-up.
 */
export async function progressBar(format: string, output: { json?: boolean }): Promise<SingleBar | undefined> {
  if (output.json === true || !process.stderr.isTTY) return undefined;
  const cliProgress = (await import('cli-progress')).default;
  return new cliProgress.SingleBar(
    { stream: process.stderr, format, hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  );
}
