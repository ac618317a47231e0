/**
 * What `fray view` puts into its page, as JSON in `<script type="application/json" id="fray-data">`. The viewer
 * (web/src) reads it; replays travel as the engine wrote them and the page re-reads them with the engine's parsers.
 */
/** Fields every kind of page shares: the page title, the file it came from, and a link back (to a report). */
export interface ViewDataBase {
  title: string;
  /** The file's name as the user gave it (shown, never fetched). */
  source: string;
  /** An address to go back to (the tournament report a replay was opened from), if any. */
  back?: string;
}

/**
 * The page's data: a Summoner War replay, a Marked for Death replay, or the start and end of an MFD battle, whose
 * shape `Battle` is the system's to say (the CLI and web/ fill it in with mfd's `BattleJson`), so the renderers know
 * no system.
 */
export type ViewData<Battle = unknown> =
  | (ViewDataBase & {
      kind: 'summoner';
      /** The replay, or null when the viewer fetches it from `replayUrl` (a same-site address). */
      replay: unknown;
      replayUrl?: string;
    })
  | (ViewDataBase & { kind: 'mfd'; replay: unknown })
  | (ViewDataBase & { kind: 'mfd-json'; battle: Battle });

/** The id of the script element holding the data. */
export const VIEW_DATA_ID = 'fray-data';
