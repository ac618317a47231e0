/**
 * One battle with the page's seed, fought by the library exactly as `fray mfd fight` fights it, then watched round by
 * round in the viewer; its log, its JSON (what `--json` prints), the replay and both sides' final files to download.
 */
import { createRng } from '../../../../../src/core/index.js';
import {
  battleJson,
  battleLog,
  formatMfdReplay,
  formatTeam,
  initialState,
  mfdReplayOf,
  runBattle,
  type Teams,
} from '../../../../../src/mfd/index.js';
import { endLine } from '../../../../../src/mfd/battleLog.js';
import { SAFETY_ROUND_CAP } from '../../../../../src/mfd/constants.js';
import { h } from '../../../../src/dom.js';
import { mfdView } from '../../../../src/mfd/mfdView.js';
import { downloadText } from '../../kit/download.js';
import { diceWords, type Dice, type PageEnv } from './pageEnv.js';
import { cliLine, jsonDetails } from './resultParts.js';

/** A battle fought: everything the panel shows of it. */
interface Fought {
  teams: Teams;
  dice: Dice;
  result: ReturnType<typeof runBattle>;
  log: string;
  replay: string;
  json: unknown;
}

function fight(teams: Teams, dice: Dice): Fought {
  const start = initialState(teams);
  const result = runBattle(teams, createRng(dice.seed), { maxRounds: dice.maxRounds });
  return {
    teams,
    dice,
    result,
    log: battleLog(teams, dice.seed, start, result),
    replay: formatMfdReplay(mfdReplayOf(teams, dice.seed, result, dice.maxRounds)),
    json: battleJson(teams, dice.seed, start, result),
  };
}

function saveButton(label: string, name: string, text: string, type?: string): HTMLButtonElement {
  const b = h('button', { type: 'button' }, label);
  b.addEventListener('click', () => downloadText(name, text, type));
  return b;
}

function downloads(f: Fought): HTMLElement {
  const final = (s: 0 | 1) => formatTeam(f.teams[s], f.result.final.hp[s], f.result.final.round);
  const csv = 'text/csv;charset=utf-8';
  return h(
    'p',
    { class: 'downloads' },
    saveButton('Download the log', 'BattleLog.txt', f.log),
    ' ',
    saveButton('Download Heroes-final.csv', 'Heroes-final.csv', final(0), csv),
    ' ',
    saveButton('Download Villains-final.csv', 'Villains-final.csv', final(1), csv),
    ' ',
    saveButton('Download the replay', `battle-${f.dice.seed}.json`, f.replay, 'application/json'),
  );
}

function statusLine(f: Fought): string {
  const capped = f.result.capped
    ? ` Both sides still stood after ${SAFETY_ROUND_CAP} rounds, with no round limit set: the battle stopped there.`
    : '';
  return `Seed ${f.dice.seed}: ${endLine(f.result)}${capped}`;
}

/** The fight section and what stops its viewer. */
export function fightPanel(env: PageEnv): { element: HTMLElement; stop: () => void } {
  const button = h('button', { type: 'button', class: 'primary', id: 'mfd-fight' }, 'Fight');
  const status = h('p', { class: 'status', role: 'status', id: 'mfd-fight-status' });
  const out = h('div', { class: 'fight-out' });
  let stopView: (() => void) | undefined;
  button.addEventListener('click', () => {
    const teams = env.teams();
    const dice = env.dice();
    if (teams === undefined) return void (status.textContent = `Fix the teams first: ${env.teamsProblem()}`);
    if (dice === undefined) return void (status.textContent = 'Fix the seed or the round limit first.');
    const f = fight(teams, dice);
    status.textContent = statusLine(f);
    stopView?.();
    const view = h('div', { class: 'mfd-view', 'aria-label': 'The battle, round by round' });
    const [hf, vf] = env.files();
    out.replaceChildren(
      downloads(f),
      view,
      h('details', {}, h('summary', {}, 'The battle log'), h('pre', { class: 'log', tabindex: 0 }, f.log)),
      jsonDetails('mfd-fight-json', 'fray mfd fight', f.json),
      cliLine('battle', ['fray', 'mfd', 'fight', '--heroes', hf, '--villains', vf, ...diceWords(dice)]),
    );
    stopView = mfdView(view, {
      kind: 'mfd',
      title: 'Marked for Death',
      source: `${hf} v ${vf}`,
      replay: JSON.parse(f.replay),
    });
  });
  const element = h(
    'section',
    { class: 'panel', 'aria-labelledby': 'mfd-fight-title' },
    h('h2', { id: 'mfd-fight-title' }, 'Fight'),
    h('p', {}, 'One battle with the seed above, then watch it round by round.'),
    h('p', {}, button),
    status,
    out,
  );
  return { element, stop: () => stopView?.() };
}
