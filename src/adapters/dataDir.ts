/**
 * Where fray keeps a user's own files (saves, morgue files, high scores): `$XDG_DATA_HOME/fray`, or
 * `~/.local/share/fray` when that is unset, as the XDG base directory spec says. Never the current folder, which is
 * the user's project and not fray's to litter.
 */
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** The data folder for `env` and `home` (the process's own by default). */
export function dataDir(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const xdg = env.XDG_DATA_HOME;
  // The spec says a relative XDG_DATA_HOME is invalid and must be ignored.
  if (xdg !== undefined && xdg !== '' && isAbsolute(xdg)) return join(xdg, 'fray');
  return join(home, '.local', 'share', 'fray');
}
