/**
 * What a file given to `fray view` is, told by its content (never by its name): a Summoner War replay, a Marked for
 * Death replay, the JSON of `fray mfd fight --json`, or an HTML page (a report). Replays are parsed and re-run
 * here, before anything is served, so a broken or tampered one is a one-line error rather than a broken page.
 */
import { parseJson } from '../../adapters/files.js';
import { fail, ok, type Result } from '../../core/result.js';
import { jsonPlace } from '../../core/json/jsonPlace.js';
import type { BattleJson } from '../../mfd/battleJson.js';
import { MFD_REPLAY_FORMAT, parseMfdReplay, verifyMfdReplay } from '../../mfd/replay.js';
import { parseReplay, REPLAY_FORMAT } from '../../summoner/replay/replay.js';
import { verifyReplay } from '../../summoner/replay/verifyReplay.js';
import type { ViewData } from '../../report/viewData.js';

/** A file `fray view` can show: the page data of a replay or battle, or an HTML page to serve as it is. */
export type Viewable = { kind: 'page'; data: ViewData<BattleJson> } | { kind: 'report'; html: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const WHAT =
  'expected a Summoner War replay (fray summoner match --replay), a Marked for Death battle (fray mfd fight --replay or --json) or an HTML report';

/** True for the side lists of `mfd fight --json`: fighters with a name and a whole HP. */
function isSides(v: unknown): boolean {
  return (
    isObj(v) &&
    ['heroes', 'villains'].every(
      (k) =>
        Array.isArray(v[k]) &&
        (v[k] as unknown[]).every((f) => isObj(f) && typeof f.name === 'string' && Number.isInteger(f.hp)),
    )
  );
}

/** The JSON of `fray mfd fight --json`, checked as far as the viewer reads it. */
function isBattleJson(v: Obj): boolean {
  return (
    typeof v.seed === 'number' &&
    typeof v.winner === 'string' &&
    ['heroes', 'villains', 'draw', 'none'].includes(v.winner) &&
    Number.isInteger(v.rounds) &&
    isSides(v.initial) &&
    isSides(v.final)
  );
}

/** Tells what `text` (the content of `file`) is, and checks it; a problem naming the file if it is nothing fray can show. */
export function detectView(file: string, text: string): Result<Viewable> {
  const head = text.trimStart();
  if (/^(<!doctype html|<html[\s>])/i.test(head)) return ok({ kind: 'report', html: text });
  const json = parseJson(text, file);
  if (!json.ok)
    return head.startsWith('{') || head.startsWith('[')
      ? json
      : fail(`not something fray view can show: ${WHAT}`, { file });
  const v = json.value;
  if (isObj(v) && v.format === REPLAY_FORMAT) {
    const r = parseReplay(v, file, (path) => jsonPlace(text, path, file));
    if (!r.ok) return r;
    const verdict = verifyReplay(r.value);
    if (!verdict.ok)
      return fail(
        `turn ${verdict.turn}: ${verdict.message} (the replay does not match a re-run; fray summoner replay --verify tells more)`,
        { file },
      );
    const [a, b] = r.value.players;
    return ok({
      kind: 'page',
      data: { kind: 'summoner', title: `${a.name} v ${b.name}, seed ${r.value.seed}`, source: file, replay: r.value },
    });
  }
  if (isObj(v) && v.format === MFD_REPLAY_FORMAT) {
    const r = parseMfdReplay(v, file);
    if (!r.ok) return r;
    const verdict = verifyMfdReplay(r.value);
    if (!verdict.ok) return fail(`${verdict.message} (was it written by another version of fray?)`, { file });
    return ok({
      kind: 'page',
      data: { kind: 'mfd', title: `Marked for Death battle, seed ${r.value.seed}`, source: file, replay: r.value },
    });
  }
  if (isObj(v) && isBattleJson(v)) {
    return ok({
      kind: 'page',
      data: {
        kind: 'mfd-json',
        title: `Marked for Death battle, seed ${String(v.seed)} (start and end)`,
        source: file,
        battle: v as unknown as BattleJson,
      },
    });
  }
  return fail(`not something fray view can show: ${WHAT}`, { file });
}
