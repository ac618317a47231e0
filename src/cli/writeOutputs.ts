/** Writing a command's output files: all or nothing, and saying so when a folder had to be created for them. */
import { writeFilesAtomic, type OutputFile } from '../adapters/files.js';
import { unwrap } from './CliError.js';
import { printErr } from './io.js';

/** Writes `files` atomically as a set (a CliError if that fails) and notes on stderr each folder it created, unless `quiet`. */
export function writeOutputs(files: readonly OutputFile[], opts: { quiet?: boolean } = {}): void {
  const { createdFolders } = unwrap(writeFilesAtomic(files));
  if (!opts.quiet) for (const d of createdFolders) printErr(`fray: note: created the folder ${d}`);
}
