/**
 * Whether a test that needs a tool (Chromium, tmux, Redis, bubblewrap) runs: always under CI (CI=true), where
 * .ci/run installs the tool, so a missing one fails the run instead of skipping it; elsewhere only when the tool is here.
 */
export function runsHere(available: boolean): boolean {
  return available || Boolean(process.env.CI);
}
