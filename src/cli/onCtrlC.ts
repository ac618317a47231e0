/** The Ctrl-C contract of long commands, in one place. */
import { ExitCode } from './exitCodes.js';

/**
 * While a long run goes on: the first Ctrl-C calls `stop` (the command then reports what is finished, marked
 * partial, and exits with 130); a second one leaves at once with 130. Returns the function that removes the handler.
 */
export function onCtrlC(stop: () => void): () => void {
  let pressed = false;
  const handler = () => {
    if (pressed) process.exit(ExitCode.Interrupted);
    pressed = true;
    stop();
  };
  process.on('SIGINT', handler);
  return () => process.off('SIGINT', handler);
}
