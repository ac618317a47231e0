/**
 * The Marked for Death page put together: the notices at the top, the teams (grids that work like a spreadsheet,
 * read by the CLI's own parser), the dice, one battle watched round by round, the odds and sweeps on Web Workers as
 * pictures, and the whole setup kept in this browser, in a file and in a link.
 */
import { formatProblem } from '../../../../../src/core/index.js';
import { h } from '../../../../src/dom.js';
import { notices, type Notices } from '../../kit/notices.js';
import { plainWords } from '../../kit/plainWords.js';
import { computed, effect } from '../../kit/reactive.js';
import { saveText } from '../../kit/storage.js';
import type { PageContext } from '../../registerPage.js';
import { dicePanel } from './dicePanel.js';
import { exampleSetup } from './exampleSetup.js';
import { fightPanel } from './fightPanel.js';
import { oddsPanel } from './odds/oddsPanel.js';
import type { Dice, PageEnv } from './pageEnv.js';
import { savePanel } from './savePanel.js';
import { setupJson, setupParam, type MfdSetup } from './setup.js';
import { firstSetup, linkSetup, STORAGE_KEY, type FirstSetup } from './setupSources.js';
import { fileNames } from './sheet/checkTeams.js';
import { teamsPanel } from './sheet/teamsPanel.js';
import { teamsState, type TeamsState } from './sheet/teamsState.js';
import { sweepPanel } from './sweep/sweepPanel.js';
import type { Roster } from './sweep/varyForm.js';

/** Each side's fighters and their buffs, as the teams read (for the sweep's lists). */
function rosterOf(state: TeamsState): Roster {
  const c = state.checked.value;
  if (!c.result.ok) return { heroes: [], villains: [] };
  const side = (k: 0 | 1) =>
    c.result.ok
      ? c.result.value.teams[k].fighters.map((f) => ({ name: f.name, buffs: f.buffs.map((b) => b.name) }))
      : [];
  return { heroes: side(0), villains: side(1) };
}

/** Keeps the setup in this browser and in the address after every change (once typing pauses). */
function keeper(ctx: PageContext, setup: () => MfdSetup, status: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;
  const remember = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const s = setup();
      const failed = saveText(STORAGE_KEY, setupJson(s));
      if (failed !== undefined) status.textContent = `Not kept in this browser: ${failed}.`;
      void setupParam(s).then((p) => alive && ctx.setParams(new URLSearchParams({ setup: p })));
    }, 300);
  };
  return { remember, stop: () => ((alive = false), clearTimeout(timer)) };
}

/** The page as the panels see it, over the teams' state and the dice. */
function pageEnv(state: TeamsState, dice: () => Dice | undefined, changed: () => void): PageEnv {
  const c = () => state.checked.value;
  return {
    teams: () => {
      const r = c().result;
      return r.ok ? r.value.teams : undefined;
    },
    teamsProblem: () => {
      const r = c().result;
      return r.ok ? '' : plainWords(formatProblem(r.problem));
    },
    dice,
    files: () => fileNames(state.sheets.value[0], state.sheets.value[1]),
    changed,
  };
}

/** Keeps the setup whenever the teams change (not for the first drawing). */
function keepOnEdit(state: TeamsState, remember: () => void): void {
  let seen = false;
  effect(() => {
    void state.sheets.value;
    if (seen) remember();
    seen = true;
  });
}

/** Reads a link's setup over the first one, and marks the page with where its setup came from. */
function followLink(
  ctx: PageContext,
  root: HTMLElement,
  first: FirstSetup,
  top: Notices,
  apply: (s: MfdSetup) => void,
): void {
  const param = ctx.params.get('setup');
  root.dataset.setup = param === null ? first.from : 'reading-link';
  if (param === null) return;
  void linkSetup(param, first, top).then((s) => {
    if (s !== undefined) apply(s);
    root.dataset.setup = s === undefined ? 'unread-link' : 'link';
  });
}

const LEDE =
  'Edit the two teams, fight a battle and watch it, see the odds over thousands of battles. Everything runs in this tab with the library the command line uses: the same seed gives the same result there.';

/** Mounts the page in `root`; returns what stops its workers and viewer. */
export function mfdPage(root: HTMLElement, ctx: PageContext): () => void {
  const top = notices('mfd-notices');
  const first = firstSetup(exampleSetup, top);
  const state = teamsState([first.setup.heroes, first.setup.villains]);
  const saveStatus = h('p', { class: 'status', role: 'status', id: 'mfd-save-status' });
  const dice = dicePanel(first.setup, () => keep.remember());
  const env = pageEnv(state, dice.dice, () => keep.remember());
  const fight = fightPanel(env);
  const odds = oddsPanel(env, first.setup);
  const sweep = sweepPanel(
    env,
    first.setup.sweep,
    computed(() => rosterOf(state)),
  );
  const setup = (): MfdSetup => ({
    heroes: state.sheets.value[0],
    villains: state.sheets.value[1],
    ...dice.settings(),
    ...odds.settings(),
    sweep: sweep.settings(),
  });
  const apply = (s: MfdSetup): void => {
    state.replace('both', [s.heroes, s.villains]);
    dice.set(s);
    odds.set(s);
    sweep.set(s.sweep);
  };
  const keep = keeper(ctx, setup, saveStatus);
  keepOnEdit(state, keep.remember);
  const teams = teamsPanel(state, () => [exampleSetup().heroes, exampleSetup().villains], top);
  const save = savePanel({ setup, apply: (s) => (apply(s), keep.remember()), ctx, notices: top }, saveStatus);
  root.append(
    h('h1', {}, 'Marked for Death'),
    top.element,
    h('p', { class: 'lede' }, LEDE),
    teams.element,
    dice.element,
    fight.element,
    odds.element,
    sweep.element,
    save,
  );
  followLink(ctx, root, first, top, apply);
  return () => (keep.stop(), fight.stop(), odds.stop(), sweep.stop());
}
