/** Every exit code fray uses, in one place. */
export const ExitCode = {
  /** The command did what was asked. */
  Ok: 0,
  /** Something went wrong that is not the user's input (a bug, a crash in a worker). */
  Failure: 1,
  /** Bad input or bad usage: a one-line message says what and where. */
  BadInput: 2,
  /** fray's own installation is broken (a native module it needs does not load): reinstall, nothing else helps. */
  BrokenInstall: 3,
  /** Stopped by Ctrl-C; any partial result printed is marked as partial. */
  Interrupted: 130,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
