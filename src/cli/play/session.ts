/**
 * The terminal side of `fray play`: raw keys in, frames out, on the alternate screen. Whatever happens — a quit, the
 * end of the game, Ctrl-C, SIGTERM or SIGHUP, an error — the terminal is given back as it was (main screen, cursor
 * shown, cooked mode) before this resolves. A resize redraws.
 */
import type { Command } from '../../stool/rules/commands.js';
import { keepRunning, MAX_RUN } from '../../stool/autopilot/keepRunning.js';
import { playCommand, type GameStep } from '../../stool/rules/stepGame.js';
import { keepTravelling, MAX_TRAVEL, travelCommand, type Journey } from '../../stool/autopilot/travel.js';
import type { GameState } from '../../stool/rules/state.js';
import { afterStep, handleKey, say, startUi, type Ui } from '../../stool/screen/controller.js';
import { parseKeys } from '../../stool/screen/keys.js';
import type { EndRecord } from '../../stool/screen/endRecord.js';
import { renderScreen } from '../../stool/screen/renderScreen.js';

/** Alternate screen on, cursor hidden, screen cleared. */
const ENTER = '\u001b[?1049h\u001b[?25l\u001b[H\u001b[2J';
/** Attributes reset, cursor shown, back to the main screen. */
const LEAVE = '\u001b[0m\u001b[?25h\u001b[?1049l';

/** The streams a session runs on (process.stdin and process.stdout, or test doubles). */
export interface Terminal {
  input: NodeJS.ReadStream;
  output: NodeJS.WriteStream;
}

/** A game at the start of a session: its state, the commands since its seed, and its earlier messages. */
export interface GameInHand {
  state: GameState;
  commands: Command[];
  messages: readonly string[];
}

/** How a session ended, with the game as it stands (after an error: the last good state). */
export interface SessionEnd extends GameInHand {
  end: 'quit' | 'over' | 'interrupted' | 'error';
  error?: unknown;
}

/** A frame as terminal output: each line at its row, the rest of a short line cleared. */
export function frameBytes(frame: string, cols: number): string {
  return frame
    .split('\n')
    .map((line, i) => {
      // eslint-disable-next-line no-control-regex
      const visible = line.replace(/\u001b\[[0-9;]*m/g, '').length;
      return `\u001b[${i + 1};1H${line}${visible < cols ? '\u001b[0m\u001b[K' : ''}`;
    })
    .join('');
}

/** How a session draws, and what it does when the game ends (record the morgue and the score; see records.ts). */
export interface Display {
  colour: boolean;
  onOver?: (state: GameState, ui: Ui) => EndRecord;
}

/** The game of a session as keys move it on: the state, the commands since the seed, and the screen's state. */
class Playing {
  state: GameState;
  readonly commands: Command[];
  ui: Ui;

  constructor(
    game: GameInHand,
    private readonly display: Display,
  ) {
    this.state = game.state;
    this.commands = game.commands.slice();
    this.ui = startUi(game.state, game.messages);
  }

  /** Plays one command: the state, the record and the screen move on; the end of the game is recorded once. */
  private play(command: Command): GameStep {
    const before = this.state;
    const r = playCommand(this.state, command);
    // A refused command changes nothing and is not part of the game's record.
    if (r.state !== this.state) this.commands.push(command);
    this.state = r.state;
    this.ui = afterStep(this.ui, this.state, r.events);
    if (before.over === null && this.state.over !== null && this.display.onOver !== undefined)
      this.ui = { ...this.ui, end: this.display.onOver(this.state, this.ui) };
    return r;
  }

  /** A key: how the session ends (quit, over, interrupted), or undefined to go on. */
  key(key: string): SessionEnd['end'] | undefined {
    if (key === 'ctrl-c') return 'interrupted';
    const out = handleKey(this.ui, this.state, key);
    this.ui = out.ui;
    if (out.quit === true) return this.state.over !== null ? 'over' : 'quit';
    if (out.command !== undefined) this.run(out.command, { running: out.run === true });
    if (out.journey !== undefined) this.travel(out.journey);
    return undefined;
  }

  /** Plays `command`; when running, repeats a move while keepRunning allows (at most MAX_RUN steps). */
  private run(command: Command, { running }: { running: boolean }): void {
    for (let steps = 1; ; steps++) {
      const before = this.state;
      const r = this.play(command);
      if (!running || command.kind !== 'move' || steps >= MAX_RUN || !keepRunning(before, r, command.dir)) return;
    }
  }

  /** Plays a journey's steps while keepTravelling allows (at most MAX_TRAVEL); why one cannot start is told. */
  private travel(journey: Journey): void {
    for (let steps = 0; steps < MAX_TRAVEL; steps++) {
      const next = travelCommand(this.state, journey);
      if (typeof next === 'string') {
        // Why a journey cannot start is told; one that ends on the way just stops.
        if (steps === 0) this.ui = say(this.ui, next);
        return;
      }
      const before = this.state;
      const r = this.play(next);
      if (!keepTravelling(before, r, journey)) return;
    }
  }
}

/** Runs the game on `term` until the player leaves; resolves once the terminal is restored. */
export function runSession(term: Terminal, game: GameInHand, display: Display): Promise<SessionEnd> {
  const { input, output } = term;
  const playing = new Playing(game, display);
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    output.write(LEAVE);
    if (input.isTTY) input.setRawMode(false);
    input.pause();
  };
  const draw = (): void => {
    const cols = output.columns ?? 80;
    const rows = output.rows ?? 24;
    output.write(
      frameBytes(renderScreen(playing.state, { cols, rows }, { colour: display.colour, ui: playing.ui }), cols),
    );
  };
  return new Promise<SessionEnd>((resolve) => {
    let done = false;
    const finish = (end: SessionEnd['end'], error?: unknown): void => {
      if (done) return;
      done = true;
      input.off('data', onData);
      output.off('resize', onResize);
      for (const sig of SIGNALS) process.off(sig, onSignal);
      process.off('exit', restore);
      restore();
      const { state, commands, ui } = playing;
      resolve({ end, state, commands, messages: ui.messages, ...(error === undefined ? {} : { error }) });
    };
    const onData = (chunk: Buffer | string): void => {
      try {
        for (const key of parseKeys(typeof chunk === 'string' ? chunk : chunk.toString('utf8'))) {
          const end = playing.key(key);
          if (end !== undefined) return finish(end);
        }
        draw();
      } catch (e) {
        finish('error', e);
      }
    };
    const onResize = (): void => {
      try {
        output.write('\u001b[2J');
        draw();
      } catch (e) {
        finish('error', e);
      }
    };
    const onSignal = (): void => finish('interrupted');
    process.on('exit', restore);
    for (const sig of SIGNALS) process.on(sig, onSignal);
    try {
      if (input.isTTY) input.setRawMode(true);
      output.write(ENTER);
      input.on('data', onData);
      output.on('resize', onResize);
      input.resume();
      draw();
    } catch (e) {
      finish('error', e);
    }
  });
}

/** Signals that end a session the way Ctrl-C does: saved, terminal restored. */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
