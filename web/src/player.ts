/**
 * Playback for any sequence of frames (a match's steps, a battle's rounds): play, pause, speed, step, jump to a turn,
 * a scrubber with marks (faults) and the keyboard. It only moves a frame index; the viewer draws each frame.
 */
import { h, s } from './dom.js';
import { scrollsWith } from './scrollable.js';

/** A point on the timeline worth finding again (a fault), drawn as a mark over the scrubber. */
export interface TimelineMark {
  frame: number;
  /** A class for the mark's shape and colour, e.g. "timeout". */
  kind: string;
  text: string;
}

/** Jumping to a numbered point (a turn, a round): its name, its largest value and how it maps to frames. */
export interface JumpOptions {
  label: string;
  max: number;
  frameOf: (n: number) => number;
  valueOf: (frame: number) => number;
}

/** What a player needs: the number of frames, how to name and draw one, and where turns end. */
export interface PlayerOptions {
  count: number;
  label: (frame: number) => string;
  draw: (frame: number) => void;
  /** Frames that end a turn, ascending (Shift+arrows and Page Up/Down move between them). */
  stops?: readonly number[];
  marks?: readonly TimelineMark[];
  jump?: JumpOptions;
  /** Frames per second to choose from, and the starting choice. */
  speeds: readonly number[];
  speed: number;
  /** Keys of the page's own (the seat toggle's), handled as the player's are: not while typing in a field. */
  keys?: readonly PageKey[];
}

/** A key a page adds: the `KeyboardEvent.key` values it answers, its name in the list of keys, and what it does. */
export interface PageKey {
  keys: readonly string[];
  name: string;
  help: string;
  act: () => void;
}

/** The keys, as the page documents them. */
export const KEYS: readonly [string, string][] = [
  ['Space', 'play or pause'],
  ['\u2190 / \u2192', 'one step back or forward'],
  ['Shift+\u2190 / Shift+\u2192 (Page Up / Page Down)', 'one turn back or forward'],
  ['Home / End', 'the first or the last frame'],
  ['+ / \u2212', 'faster or slower'],
];

const ICONS: Record<string, string> = {
  first: 'M3 3h2v10H3zM14 3v10L6 8z',
  prevStop: 'M8 3v10L2 8zM15 3v10L9 8z',
  prev: 'M11 3v10L5 8z',
  play: 'M4 2v12l10-6z',
  pause: 'M4 3h3v10H4zM9 3h3v10H9z',
  next: 'M5 3v10l6-5z',
  nextStop: 'M1 3v10l6-5zM8 3v10l6-5z',
  last: 'M11 3h2v10h-2zM2 3v10l8-5z',
};

function icon(name: string): SVGSVGElement {
  return s(
    'svg',
    { viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': 'true', focusable: 'false' },
    s('path', { d: ICONS[name] ?? '' }),
  );
}

/** A playback button: its icon, named with its key, doing `onClick`. */
function controlButton(act: string, label: string, key: string, onClick: () => void): HTMLButtonElement {
  const b = h(
    'button',
    { type: 'button', class: `btn-${act}`, 'aria-label': `${label} (${key})`, title: `${label} (${key})` },
    icon(act),
  );
  b.addEventListener('click', onClick);
  return b;
}

/** A speed button (`slower` or `faster`): a sign for text, named with its key. */
function speedButton(which: string, label: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = h('button', { type: 'button', class: `btn-${which}`, 'aria-label': label, title: label }, text);
  b.addEventListener('click', onClick);
  return b;
}

/** The field that jumps to a numbered point (a turn, a round), clamped to its range, and its label around it. */
function jumpField(jump: JumpOptions, go: (frame: number) => void): { input: HTMLInputElement; label: HTMLElement } {
  const input = h('input', {
    type: 'number',
    class: 'jump',
    min: 0,
    max: jump.max,
    step: 1,
    value: 0,
    inputmode: 'numeric',
  });
  input.addEventListener('change', () => {
    const n = Math.round(Number(input.value));
    if (Number.isFinite(n)) go(jump.frameOf(Math.min(jump.max, Math.max(0, n))));
  });
  return { input, label: h('label', { class: 'jump-label' }, `${jump.label} `, input, ` of ${jump.max}`) };
}

/** The marks over the scrubber, each placed at its frame (of `last`) and going there when clicked. */
function timelineMarks(marks: readonly TimelineMark[], last: number, go: (frame: number) => void): HTMLElement {
  const div = h('div', { class: 'marks', 'aria-hidden': 'true' });
  for (const m of marks) {
    const mark = h('span', {
      class: `mark mark-${m.kind}`,
      title: m.text,
      style: `left:${last === 0 ? 0 : (100 * m.frame) / last}%`,
    });
    mark.addEventListener('click', () => go(m.frame));
    div.append(mark);
  }
  return div;
}

/** A frame player bound to its controls (`element`) and to the keyboard of the whole page. */
export class Player {
  readonly element: HTMLElement;
  private frame = 0;
  private speedIndex: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly slider: HTMLInputElement;
  private readonly playButton: HTMLButtonElement;
  private readonly speedOut: HTMLOutputElement;
  private readonly status: HTMLElement;
  private readonly live: HTMLElement;
  private readonly jumpInput: HTMLInputElement | undefined;
  private readonly keyListener = (e: KeyboardEvent): void => this.onKey(e);

  constructor(private readonly opts: PlayerOptions) {
    this.speedIndex = opts.speed;
    const last = Math.max(0, opts.count - 1);
    this.playButton = controlButton('play', 'Play', 'Space', () => this.toggle());
    this.speedOut = h('output', { class: 'speed-value', 'aria-live': 'off' });
    const slower = speedButton('slower', 'Slower (\u2212)', '\u2212', () => this.setSpeed(this.speedIndex - 1));
    const faster = speedButton('faster', 'Faster (+)', '+', () => this.setSpeed(this.speedIndex + 1));
    this.slider = h('input', {
      type: 'range',
      class: 'scrubber',
      min: 0,
      max: last,
      step: 1,
      value: 0,
      'aria-label': 'Position in the replay',
    });
    this.slider.addEventListener('input', () => this.go(Number(this.slider.value)));
    this.status = h('p', { class: 'frame-label' });
    // Announced only while paused: a screen reader cannot keep up with a playing match, and should not try.
    this.live = h('p', { class: 'sr-only', 'aria-live': 'polite', role: 'status' });
    const jump = opts.jump ? jumpField(opts.jump, (frame) => this.go(frame)) : undefined;
    this.jumpInput = jump?.input;
    this.element = h(
      'div',
      { class: 'player', role: 'group', 'aria-label': 'Playback' },
      h(
        'div',
        { class: 'buttons' },
        controlButton('first', 'First', 'Home', () => this.go(0)),
        controlButton('prevStop', 'Previous turn', 'Shift+\u2190', () => this.toStop(-1)),
        controlButton('prev', 'Step back', '\u2190', () => this.go(this.frame - 1)),
        this.playButton,
        controlButton('next', 'Step forward', '\u2192', () => this.go(this.frame + 1)),
        controlButton('nextStop', 'Next turn', 'Shift+\u2192', () => this.toStop(1)),
        controlButton('last', 'Last', 'End', () => this.go(last)),
        h('span', { class: 'speed' }, slower, this.speedOut, faster),
        jump?.label,
      ),
      h(
        'div',
        { class: 'timeline' },
        timelineMarks(opts.marks ?? [], last, (frame) => this.go(frame)),
        this.slider,
      ),
      this.status,
      this.live,
    );
    document.addEventListener('keydown', this.keyListener);
    this.showSpeed();
  }

  /** The frame shown. */
  get current(): number {
    return this.frame;
  }

  /** Shows frame `i` (clamped to the replay). */
  go(i: number, force = false): void {
    const next = Math.min(this.opts.count - 1, Math.max(0, Math.round(i)));
    if (next === this.frame && !force) return;
    this.frame = next;
    this.slider.value = String(next);
    const label = this.opts.label(next);
    this.slider.setAttribute('aria-valuetext', label);
    this.status.textContent = label;
    if (this.timer === undefined) this.live.textContent = label;
    if (this.jumpInput && document.activeElement !== this.jumpInput)
      this.jumpInput.value = String(this.opts.jump?.valueOf(next) ?? 0);
    this.opts.draw(next);
  }

  /** Moves to the next (dir 1) or previous (dir −1) end of a turn. */
  toStop(dir: 1 | -1): void {
    const stops = this.opts.stops;
    if (!stops || stops.length === 0) return this.go(this.frame + dir);
    const target = dir > 0 ? stops.find((f) => f > this.frame) : [...stops].reverse().find((f) => f < this.frame);
    this.go(target ?? (dir > 0 ? this.opts.count - 1 : 0));
  }

  /** Plays from here (from the start when at the end), or pauses. */
  toggle(): void {
    if (this.timer !== undefined) return this.pause();
    if (this.opts.count <= 1) return;
    if (this.frame >= this.opts.count - 1) this.go(0);
    this.playButton.replaceChildren(icon('pause'));
    this.playButton.setAttribute('aria-label', 'Pause (Space)');
    this.playButton.title = 'Pause (Space)';
    this.playButton.setAttribute('aria-pressed', 'true');
    const tick = (): void => {
      if (this.frame >= this.opts.count - 1) return this.pause();
      this.go(this.frame + 1);
      this.timer = setTimeout(tick, 1000 / (this.opts.speeds[this.speedIndex] ?? 1));
    };
    this.timer = setTimeout(tick, 1000 / (this.opts.speeds[this.speedIndex] ?? 1));
  }

  /** Stops playing and lets go of the page's keyboard: for a page that replaces one player with another. */
  destroy(): void {
    this.pause();
    document.removeEventListener('keydown', this.keyListener);
  }

  /** Stops playing. */
  pause(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.playButton.replaceChildren(icon('play'));
    this.playButton.setAttribute('aria-label', 'Play (Space)');
    this.playButton.title = 'Play (Space)';
    this.playButton.setAttribute('aria-pressed', 'false');
    this.live.textContent = this.opts.label(this.frame);
  }

  private setSpeed(i: number): void {
    this.speedIndex = Math.min(this.opts.speeds.length - 1, Math.max(0, i));
    this.showSpeed();
  }

  private showSpeed(): void {
    const v = this.opts.speeds[this.speedIndex] ?? 1;
    this.speedOut.textContent = `${v < 1 ? v.toFixed(1) : v} / s`;
    this.element.dataset.speed = String(v);
  }

  private onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target;
    // Typing a turn number, or pressing a focused button with Space or Enter, keeps its usual meaning.
    if (t instanceof HTMLInputElement && t.type !== 'range') return;
    if (t instanceof HTMLTextAreaElement || t instanceof HTMLSelectElement) return;
    if (t instanceof HTMLButtonElement && (e.key === ' ' || e.key === 'Enter')) return;
    // A focused part that scrolls (the turn, a table) keeps the keys that scroll it: that is why it takes the focus.
    if (!e.shiftKey && scrollsWith(t, e.key)) return;
    const last = this.opts.count - 1;
    const actions: Record<string, () => void> = {
      ' ': () => this.toggle(),
      ArrowRight: () => (e.shiftKey ? this.toStop(1) : this.go(this.frame + 1)),
      ArrowLeft: () => (e.shiftKey ? this.toStop(-1) : this.go(this.frame - 1)),
      PageDown: () => this.toStop(1),
      PageUp: () => this.toStop(-1),
      Home: () => this.go(0),
      End: () => this.go(last),
      '+': () => this.setSpeed(this.speedIndex + 1),
      '=': () => this.setSpeed(this.speedIndex + 1),
      '-': () => this.setSpeed(this.speedIndex - 1),
      _: () => this.setSpeed(this.speedIndex - 1),
    };
    const act = actions[e.key] ?? this.opts.keys?.find((k) => k.keys.includes(e.key))?.act;
    if (!act) return;
    e.preventDefault();
    act();
  }
}
