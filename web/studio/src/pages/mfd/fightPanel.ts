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
} from '../../../../../src/mfd/index.js';
import { endLine } from '../../../../../src/mfd/battleLog.js';
import { SAFETY_ROUND_CAP } from '../../../../../src/mfd/constants.js';
import { h } from '../../../../src/dom.js';
import { mfdView } from '../../../../src/mfd/mfdView.js';
import { downloadText } from '../../kit/download.js';
import { diceWords, type PageEnv } from './pageEnv.js';
import { cliLine, jsonDetails } from './resultParts.js';

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
    const { seed, maxRounds } = dice;
    const start = initialState(teams);
    const result = runBattle(teams, createRng(seed), { maxRounds });
    const battle = battleJson(teams, seed, start, result);
    const log = battleLog(teams, seed, start, result);
    const replay = formatMfdReplay(mfdReplayOf(teams, seed, result, maxRounds));
    const [hf, vf] = env.files();
    status.textContent = `Seed ${seed}: ${endLine(result)}${result.capped ? ` Both sides still stood after ${SAFETY_ROUND_CAP} rounds, with no round limit set: the battle stopped there.` : ''}`;
    const save = (label: string, name: string, text: string, type?: string) => {
      const b = h('button', { type: 'button' }, label);
      b.addEventListener('click', () => downloadText(name, text, type));
      return b;
    };
    const final = (s: 0 | 1) => formatTeam(teams[s], result.final.hp[s], result.final.round);
    stopView?.();
    const view = h('div', { class: 'mfd-view', 'aria-label': 'The battle, round by round' });
    out.replaceChildren(
      cliLine('battle', ['fray', 'mfd', 'fight', '--heroes', hf, '--villains', vf, ...diceWords(dice)]),
      h(
        'p',
        { class: 'downloads' },
        save('Download the log', 'BattleLog.txt', log),
        ' ',
        save('Download Heroes-final.csv', 'Heroes-final.csv', final(0), 'text/csv;charset=utf-8'),
        ' ',
        save('Download Villains-final.csv', 'Villains-final.csv', final(1), 'text/csv;charset=utf-8'),
        ' ',
        save('Download the replay', `battle-${seed}.json`, replay, 'application/json'),
      ),
      view,
      h('details', {}, h('summary', {}, 'The battle log'), h('pre', { class: 'log', tabindex: 0 }, log)),
      jsonDetails('mfd-fight-json', 'fray mfd fight', battle),
    );
    stopView = mfdView(view, {
      kind: 'mfd',
      title: 'Marked for Death',
      source: `${hf} v ${vf}`,
      replay: JSON.parse(replay),
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
