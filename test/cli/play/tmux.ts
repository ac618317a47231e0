/**
 * Drives a program in a tmux pane, as a player at a terminal would: send keys, read the screen. Each pane has its own
 * tmux server on a private socket, so tests never touch a user's sessions, and ending one pane never races the start
 * of the next (a server with no session left shuts down on its own time). Waiting is polling with a generous
 * deadline, never a fixed sleep, so a slow machine makes a test slower, not red.
 */
import { execFileSync, spawnSync } from 'node:child_process';

/** How long to wait for the screen to show something before failing. */
const DEADLINE_MS = 30_000;
const POLL_MS = 100;

/** True when a tmux binary is on the PATH. */
export function hasTmux(): boolean {
  return spawnSync('tmux', ['-V'], { encoding: 'utf8' }).status === 0;
}

/** Quotes `s` for a POSIX shell. */
export function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Sockets of the servers started and not yet stopped. */
const running = new Set<string>();

/** One tmux server with one pane running a shell command. */
export class TmuxPane {
  private readonly session = 'play';

  private constructor(private readonly socket: string) {}

  private get target(): string {
    return `${this.session}:0.0`;
  }

  /**
   * Starts `command` (a shell command line) in a new `cols` × `rows` pane. When the command ends, the pane prints
   * `[exit N]`, the terminal's modes (`stty -a`) and `[end]`, and stays open, so a test can see how the program left
   * it.
   */
  static start(socket: string, command: string, cols = 80, rows = 24): TmuxPane {
    const script = `${command}; echo "[exit $?]"; stty -a; echo "[end]"; exec sleep 600`;
    running.add(socket);
    execFileSync('tmux', [
      '-L',
      socket,
      '-f',
      '/dev/null',
      'new-session',
      '-d',
      '-s',
      'play',
      '-x',
      String(cols),
      '-y',
      String(rows),
      'sh',
      '-c',
      script,
    ]);
    return new TmuxPane(socket);
  }

  private tmux(args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /**
   * The screen as text (blank lines at the end trimmed); with `escapes`, with its colour codes; with `join`, lines
   * the terminal wrapped joined back into one.
   */
  screen(escapes = false, join = false): string {
    return this.tmux([
      'capture-pane',
      '-p',
      ...(escapes ? ['-e'] : []),
      ...(join ? ['-J'] : []),
      '-t',
      this.target,
    ]).trimEnd();
  }

  /** Sends keys by tmux's names ('l', 'Escape', 'C-c', 'Enter'); each is one key press. */
  keys(...keys: string[]): void {
    for (const k of keys) this.tmux(['send-keys', '-t', this.target, k]);
  }

  /** Sends text literally, character by character. */
  type(text: string): void {
    this.tmux(['send-keys', '-t', this.target, '-l', text]);
  }

  /** A pane format value, such as '#{alternate_on}' or '#{cursor_flag}'. */
  format(f: string): string {
    return this.tmux(['display-message', '-p', '-t', this.target, f]).trim();
  }

  /** Resizes the window (the program sees SIGWINCH). */
  resize(cols: number, rows: number): void {
    this.tmux(['resize-window', '-t', this.session, '-x', String(cols), '-y', String(rows)]);
  }

  /** Waits until the screen passes `test`; returns that screen. Fails with the last screen after the deadline. */
  async waitFor(test: RegExp | ((screen: string) => boolean), what = String(test)): Promise<string> {
    const ok = typeof test === 'function' ? test : (s: string): boolean => test.test(s);
    const until = Date.now() + DEADLINE_MS;
    let last = '';
    for (;;) {
      last = this.screen();
      if (ok(last)) return last;
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}; the screen was:\n${last}`);
      await sleep(POLL_MS);
    }
  }

  /** Stops this pane's server, and the program in it if it still runs. */
  kill(): void {
    spawnSync('tmux', ['-L', this.socket, 'kill-server']);
    running.delete(this.socket);
  }

  /** Stops every server this process started and has not stopped (for afterAll: a failed test leaves its pane). */
  static killAll(): void {
    for (const socket of running) spawnSync('tmux', ['-L', socket, 'kill-server']);
    running.clear();
  }
}
