/**
 * A JavaScript bot's stack, as its author wrote the code: V8's frames in the bot's bundle (or the isolate's script)
 * mapped back through the source map to `mybot.ts:LINE:COLUMN` (paths inside the bot's folder, compileBot.ts).
 * Frames anywhere else (fray's prelude, the host) are dropped. The frames are the bot's own text, so they are cut
 * here and shown only through the escaping of logs and faults.
 */
import { SourceMap } from 'node:module';
import { MAX_FRAMES } from './isolatePrelude.js';

/** A V8 frame: `at NAME (FILE:LINE:COLUMN)` or `at FILE:LINE:COLUMN`. */
const FRAME = /^\s*at (?:(.{1,200}?) \()?(.+?):(\d+):(\d+)\)?$/;

/** Parsed maps by their text (a bot throws many times; its map is parsed once). */
const parsed = new Map<string, SourceMap | null>();

function sourceMap(text: string): SourceMap | null {
  let m = parsed.get(text);
  if (m === undefined) {
    try {
      m = new SourceMap(JSON.parse(text) as ConstructorParameters<typeof SourceMap>[0]);
    } catch {
      m = null;
    }
    if (parsed.size >= 64) parsed.clear();
    parsed.set(text, m);
  }
  return m;
}

/** Where a script's frames point, and how to read them: the script's name in frames, lines before the mapped text. */
export interface StackPlace {
  /** Whether a frame's file is the bot's script. */
  isScript: (file: string) => boolean;
  /** Lines in front of the mapped text in what V8 ran (a prefix added when loading it). */
  lineOffset: number;
  /** The source map of the script, if any (JSON text). */
  map?: string;
  /** The name to show for a frame that cannot be mapped. */
  shownAs: string;
}

/** One frame's position in the author's source, as `file:line:column`, or in the script when it cannot be mapped. */
function position(line: number, column: number, place: StackPlace): string {
  const m = place.map === undefined ? null : sourceMap(place.map);
  // SourceMap counts lines and columns from 0; V8's frames from 1.
  const entry = m?.findEntry(line - 1 - place.lineOffset, column - 1) as
    { originalSource?: string; originalLine?: number; originalColumn?: number } | undefined;
  if (entry?.originalSource === undefined || entry.originalLine === undefined || entry.originalColumn === undefined)
    return `${place.shownAs}:${line - place.lineOffset}:${column}`;
  return `${entry.originalSource}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
}

/** The bot's own frames of `lines` (V8's), mapped: `at NAME (mybot.ts:5:11)`; at most MAX_FRAMES. */
export function mapFrames(lines: readonly string[], place: StackPlace): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (out.length >= MAX_FRAMES) break;
    const f = FRAME.exec(line);
    if (f === null || !place.isScript(f[2] as string)) continue;
    const at = position(Number(f[3]), Number(f[4]), place);
    out.push(f[1] === undefined ? `at ${at}` : `at ${f[1]} (${at})`);
  }
  return out;
}

/** The position of the first frame (`mybot.ts:5:11`), for a fault's reason. */
export function firstPosition(frames: readonly string[]): string | undefined {
  const f = frames[0];
  if (f === undefined) return undefined;
  return /\(([^()]*)\)$/.exec(f)?.[1] ?? f.replace(/^at /, '');
}

/**
 * A failure's text (an isolate's 'E' answer, or a reason and V8's stack): the reason on its first line, frames after
 * it. The reason gains the position of the first of the bot's own frames; the stack is the reason and those frames,
 * mapped, for the call's log.
 */
export function failure(text: string, place: StackPlace): { reason: string; stack?: string[] } {
  const [first = '', ...rest] = text.split('\n');
  const frames = mapFrames(rest, place);
  const at = firstPosition(frames);
  const shown = first.slice(0, 1000);
  const reason = shown + (at === undefined ? '' : ` (at ${at})`);
  return frames.length === 0 ? { reason } : { reason, stack: [shown, ...frames.map((f) => `    ${f}`)] };
}
