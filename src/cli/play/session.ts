/**
 * The terminal side of `fray play`: raw keys in, frames out, on the alternate screen. Whatever happens — a quit, the
 * end of the game, Ctrl-C, SIGTERM or SIGHUP, an error — the terminal is given back as it was (main screen, cursor
 * shown, cooked mode) before this resolves. A resize redraws.
 */
import type { Command } from '../../stool/rules/commands.js';
import type { GameState } from '../../stool/rules/state.js';
import { startUi, type Ui } from '../../stool/screen/controller.js';
import { pressKey, type Playing } from '../../stool/screen/pressKey.js';
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

/** Runs the game on `term` until the player leaves; resolves once the terminal is restored. */
export function runSession(term: Terminal, game: GameInHand, display: Display): Promise<SessionEnd> {
  const { colour } = display;
  const { input, output } = term;
  const p: Playing = { state: game.state, commands: game.commands.slice(), ui: startUi(game.state, game.messages) };
  let restored = false;
  const restore = (): void => {
    if (restored) return;
    restored = true;
    output.write(LEAVE);
    if (input.isTTY) input.setRawMode(false);
    input.pause();
  };
  const size = (): { cols: number; rows: number } => ({ cols: output.columns ?? 80, rows: output.rows ?? 24 });
  const draw = (): void => {
    const { cols, rows } = size();
    output.write(frameBytes(renderScreen(p.state, { cols, rows }, { colour, ui: p.ui }), cols));
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
      resolve({
        end,
        state: p.state,
        commands: p.commands,
        messages: p.ui.messages,
        ...(error === undefined ? {} : { error }),
      });
    };
    const onData = (chunk: Buffer | string): void => {
      try {
        for (const key of parseKeys(typeof chunk === 'string' ? chunk : chunk.toString('utf8'))) {
          if (key === 'ctrl-c') return finish('interrupted');
          if (pressKey(p, key, display)) return finish(p.state.over !== null ? 'over' : 'quit');
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
