/**
 * The whole setup of the page (both teams, the dice, the odds' and the sweep's settings) as one JSON document: saved
 * as a file, kept in the browser, and carried in a link (deflated and base64url-encoded into the address's query).
 */
import { fail, ok, type Result } from '../../../../../src/core/index.js';
import { at, choice, FieldError, number, object, readFields, text } from '../../../../../src/core/fields.js';
import { showJson } from '../../../../../src/core/quote.js';
import { SWEEP_COLUMNS } from '../../../../../src/mfd/sweep/parseVary.js';
import { sheetFromText, sheetText, type TeamSheet } from './sheet/teamSheet.js';

/** The format's name and version, first in every setup file. */
export const SETUP_FORMAT = 'fray-mfd-studio-setup';
const SETUP_VERSION = 1;

/** One varied number of a sweep as the form holds it (the CLI's --vary is built from it). */
export interface VaryFields {
  side: 'heroes' | 'villains';
  fighter: string;
  column: string;
  buff: string;
  values: string;
}

/** Everything the page needs to redo what the visitor did; numbers as typed (checked when used). */
export interface MfdSetup {
  heroes: TeamSheet;
  villains: TeamSheet;
  seed: string;
  maxRounds: string;
  runs: string;
  workers: string;
  exact: boolean;
  sweep: { vary: VaryFields[]; runs: string };
}

/** The setup as the JSON text of a setup file. */
export function setupJson(s: MfdSetup): string {
  const team = (t: TeamSheet) => ({ file: t.file, csv: sheetText(t) });
  return `${JSON.stringify(
    {
      format: SETUP_FORMAT,
      version: SETUP_VERSION,
      heroes: team(s.heroes),
      villains: team(s.villains),
      seed: s.seed,
      maxRounds: s.maxRounds,
      runs: s.runs,
      workers: s.workers,
      exact: s.exact,
      sweep: s.sweep,
    },
    null,
    2,
  )}\n`;
}

/** A string field of a setup (absent: ''). */
function str(r: Record<string, unknown>, key: string, path: string): string {
  const v = r[key];
  if (v === undefined) return '';
  if (typeof v !== 'string') throw new FieldError(at(path, key), `must be a string, got ${showJson(v)}`);
  return v;
}

/** A team of a setup: its file name and its CSV text. */
function readTeam(o: Record<string, unknown>, key: string): { file: string; csv: string } {
  const t = object(o[key], key, ['file', 'csv']);
  return { file: text(t, 'file', key), csv: typeof t.csv === 'string' ? t.csv : text(t, 'csv', key) };
}

/** The sweep's settings of a setup: at most two varied numbers. */
function readSweep(raw: unknown): MfdSetup['sweep'] {
  const sweep = object(raw ?? {}, 'sweep', ['vary', 'runs']);
  const list = Array.isArray(sweep.vary) ? sweep.vary : [];
  const vary = list.slice(0, 2).map((v: unknown, i: number): VaryFields => {
    const path = `sweep.vary[${i}]`;
    const f = object(v, path, ['side', 'fighter', 'column', 'buff', 'values']);
    return {
      side: choice(f, 'side', path, ['heroes', 'villains'] as const),
      fighter: str(f, 'fighter', path),
      column: choice(f, 'column', path, SWEEP_COLUMNS),
      buff: str(f, 'buff', path),
      values: str(f, 'values', path),
    };
  });
  return { vary, runs: str(sweep, 'runs', 'sweep') };
}

const SETUP_KEYS = [
  'format',
  'version',
  'heroes',
  'villains',
  'seed',
  'maxRounds',
  'runs',
  'workers',
  'exact',
  'sweep',
];

/** The fields of a setup, teams as text (read into sheets after). */
function readFieldsOf(raw: unknown) {
  const o = object(raw, '', SETUP_KEYS);
  choice(o, 'format', '', [SETUP_FORMAT]);
  number(o, 'version', '', { min: SETUP_VERSION, max: SETUP_VERSION, whole: true });
  return {
    heroes: readTeam(o, 'heroes'),
    villains: readTeam(o, 'villains'),
    seed: str(o, 'seed', ''),
    maxRounds: str(o, 'maxRounds', ''),
    runs: str(o, 'runs', ''),
    workers: str(o, 'workers', ''),
    exact: o.exact === true,
    sweep: readSweep(o.sweep),
  };
}

/** Reads a setup from parsed JSON; a problem names the field (and `file`). */
export function readSetup(raw: unknown, file: string): Result<MfdSetup> {
  const read = readFields(file, () => readFieldsOf(raw));
  if (!read.ok) return read;
  const h = sheetFromText(read.value.heroes.file, read.value.heroes.csv);
  if (!h.ok) return h;
  const v = sheetFromText(read.value.villains.file, read.value.villains.csv);
  if (!v.ok) return v;
  return ok({ ...read.value, heroes: h.value, villains: v.value });
}

/** Reads a setup file's text. */
export function parseSetup(textIn: string, file: string): Result<MfdSetup> {
  let raw: unknown;
  try {
    raw = JSON.parse(textIn);
  } catch (e) {
    return fail(`not JSON: ${(e as Error).message}`, { file });
  }
  return readSetup(raw, file);
}

function toBase64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(s: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return undefined;
  try {
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** The setup as a link parameter: its JSON, deflated, in base64url (an address holds a few kilobytes at least). */
export async function setupParam(s: MfdSetup): Promise<string> {
  const json = new TextEncoder().encode(setupJson(s));
  return toBase64url(await through(json, new CompressionStream('deflate-raw')));
}

/** Reads a link parameter back; a problem says the link is damaged (cut short, or not one of this page's). */
export async function setupFromParam(param: string): Promise<Result<MfdSetup>> {
  const bytes = fromBase64url(param);
  if (bytes === undefined) return fail("the link's setup is not base64url text; was it copied whole?");
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(
      await through(bytes, new DecompressionStream('deflate-raw')),
    );
  } catch {
    return fail("the link's setup cannot be unpacked; was it copied whole?");
  }
  return parseSetup(json, 'the link');
}
