/**
 * The Marked for Death page: two teams edited as tables (read by the CLI's own parser, problems at their cells), one
 * battle watched round by round, the odds and sweeps on Web Workers, and the whole setup saved in a file, in this
 * browser and in a link. Every number comes from the library the CLI runs, with the same seed giving the same result.
 */
import '../../../../src/viewer.css';
import './mfd.css';
import { formatProblem } from '../../../../../src/core/index.js';
import { seedText, wholeNumberText } from '../../../../../src/core/optionText.js';
import type { Teams } from '../../../../../src/mfd/index.js';
import { h } from '../../../../src/dom.js';
import { downloadText } from '../../kit/download.js';
import { readPicked } from '../../kit/readFile.js';
import { loadText, saveText } from '../../kit/storage.js';
import { registerPage } from '../../registerPage.js';
import { checkTeams, fileNames, type CheckedTeams } from './checkTeams.js';
import { fightPanel } from './fightPanel.js';
import { formField } from './formField.js';
import { oddsPanel } from './oddsPanel.js';
import type { Dice, PageEnv } from './pageEnv.js';
import { drawSeed, parseSetup, setupFromParam, setupJson, setupParam, type MfdSetup } from './setup.js';
import { sweepPanel } from './sweepPanel.js';
import { teamSection } from './teamSection.js';
import { sheetFromText } from './teamSheet.js';
import heroesCsv from '../../../../../examples/mfd/Heroes.csv?raw';
import villainsCsv from '../../../../../examples/mfd/Villains.csv?raw';

/** Where the last setup is kept in this browser. */
const STORAGE_KEY = 'mfd:setup';

/** The example battle every new visitor starts from (examples/mfd). */
function exampleSetup(): MfdSetup {
  const sheet = (file: string, text: string) => {
    const s = sheetFromText(file, text);
    return s.ok ? s.value : { file, header: [], rows: [] };
  };
  return {
    heroes: sheet('Heroes.csv', heroesCsv),
    villains: sheet('Villains.csv', villainsCsv),
    seed: '2026',
    maxRounds: '',
    runs: '10000',
    workers: '',
    exact: false,
    sweep: {
      vary: [{ side: 'heroes', fighter: 'Captain Ren', column: 'BonusToHit', buff: '', values: '0..0.5:0.1' }],
      runs: '2000',
    },
  };
}

registerPage('mfd', (root, ctx) => {
  const stored = loadText(STORAGE_KEY);
  const fromStore = stored === undefined ? undefined : parseSetup(stored, 'the setup saved in this browser');
  const first = fromStore?.ok ? fromStore.value : exampleSetup();

  let checked: CheckedTeams;
  const saveStatus = h('p', { class: 'status', role: 'status', id: 'mfd-save-status' });
  const teamsStatus = h('p', { class: 'status', id: 'mfd-teams-status', role: 'status' });

  // The dice: shared by the fight, the odds and the sweep.
  const seed = formField('mfd-seed', 'Seed', first.seed, {
    numeric: true,
    hint: 'the same seed gives the same battle',
  });
  const newSeed = h('button', { type: 'button', id: 'mfd-new-seed' }, 'New seed');
  const maxRounds = formField('mfd-max-rounds', 'Round limit', first.maxRounds, {
    numeric: true,
    size: 6,
    hint: 'blank: fight to the end',
  });
  const dice = (): Dice | undefined => {
    const s = seedText(seed.input.value.trim());
    seed.show(s.ok ? undefined : s.problem.message);
    const limit = maxRounds.input.value.trim();
    const m = limit === '' ? undefined : wholeNumberText(limit, 0);
    maxRounds.show(m === undefined || m.ok ? undefined : m.problem.message);
    if (!s.ok || (m !== undefined && !m.ok)) return undefined;
    return { seed: s.value, maxRounds: m?.value };
  };

  const env: PageEnv = {
    teams: (): Teams | undefined => (checked.result.ok ? checked.result.value.teams : undefined),
    teamsProblem: () => (checked.result.ok ? '' : formatProblem(checked.result.problem)),
    dice,
    files: () => fileNames(sections[0].table.value, sections[1].table.value),
    changed: () => remember(),
  };

  const check = (): void => {
    checked = checkTeams(sections[0].table.value, sections[1].table.value);
    for (const s of sections) s.table.showProblems(checked.error, checked.warnings);
    if (checked.result.ok) {
      const [h0, v0] = checked.result.value.teams;
      teamsStatus.textContent = `Both teams read: ${h0.fighters.length} heroes v ${v0.fighters.length} villains${checked.warnings.length > 0 ? `, ${checked.warnings.length} warning${checked.warnings.length === 1 ? '' : 's'} under the tables` : ''}.`;
      teamsStatus.classList.remove('error');
      sweep.names([...h0.fighters, ...v0.fighters].map((f) => f.name));
    } else {
      const e = checked.error;
      const where = e?.cell ? 'the marked cell' : 'the teams';
      teamsStatus.textContent = `Fix ${where}: ${formatProblem(checked.result.problem)}`;
      teamsStatus.classList.add('error');
    }
  };

  const sections = [
    teamSection(0, first.heroes, () => changed()),
    teamSection(1, first.villains, () => changed()),
  ] as const;
  const fight = fightPanel(env);
  const odds = oddsPanel(env, { runs: first.runs, workers: first.workers, exact: first.exact });
  const sweep = sweepPanel(env, first.sweep);

  const setup = (): MfdSetup => ({
    heroes: sections[0].table.value,
    villains: sections[1].table.value,
    seed: seed.input.value,
    maxRounds: maxRounds.input.value,
    ...odds.settings(),
    sweep: sweep.settings(),
  });
  const apply = (s: MfdSetup): void => {
    sections[0].table.set(s.heroes);
    sections[1].table.set(s.villains);
    seed.input.value = s.seed;
    maxRounds.input.value = s.maxRounds;
    odds.set({ runs: s.runs, workers: s.workers, exact: s.exact });
    sweep.set(s.sweep);
    check();
  };

  // The setup is kept in this browser and in the address after every change (once typing pauses).
  let timer: ReturnType<typeof setTimeout> | undefined;
  let alive = true;
  const remember = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      const s = setup();
      const failed = saveText(STORAGE_KEY, setupJson(s));
      if (failed !== undefined) saveStatus.textContent = `Not kept in this browser: ${failed}.`;
      void setupParam(s).then((p) => {
        if (alive) ctx.setParams(new URLSearchParams({ setup: p }));
      });
    }, 300);
  };
  const changed = (): void => {
    check();
    remember();
  };
  for (const f of [seed, maxRounds]) f.input.addEventListener('input', () => (dice(), remember()));
  newSeed.addEventListener('click', () => {
    seed.input.value = String(drawSeed());
    dice();
    remember();
  });

  // Saving and opening the whole setup.
  const saveFile = h('button', { type: 'button', id: 'mfd-save-file' }, 'Download the setup');
  saveFile.addEventListener('click', () => downloadText('mfd-setup.json', setupJson(setup()), 'application/json'));
  const openFile = h('input', {
    type: 'file',
    id: 'mfd-open-setup',
    accept: '.json,application/json',
    class: 'file-input',
  });
  openFile.addEventListener('change', () => {
    const f = openFile.files?.[0];
    if (!f) return;
    void readPicked([f]).then(([p]) => {
      openFile.value = '';
      if (!p) return;
      const read = parseSetup(new TextDecoder().decode(p.bytes), p.name);
      if (!read.ok) {
        saveStatus.textContent = `Not opened: ${formatProblem(read.problem)}`;
        return;
      }
      apply(read.value);
      remember();
      saveStatus.textContent = `Opened ${p.name}.`;
    });
  });
  const linkField = h('input', {
    type: 'text',
    id: 'mfd-link',
    readonly: true,
    class: 'link-field',
    'aria-label': 'Link to this setup',
  });
  const copyLink = h('button', { type: 'button', id: 'mfd-copy-link' }, 'Make a link');
  copyLink.addEventListener('click', () => {
    void setupParam(setup()).then(async (p) => {
      ctx.setParams(new URLSearchParams({ setup: p }));
      linkField.value = location.href;
      linkField.select();
      try {
        await navigator.clipboard.writeText(location.href);
        saveStatus.textContent = 'The link is copied: it holds the whole setup (nothing is stored anywhere else).';
      } catch {
        saveStatus.textContent = 'The link is in the field above: copy it (it holds the whole setup).';
      }
    });
  });

  root.append(
    h('h1', {}, 'Marked for Death'),
    h(
      'p',
      { class: 'lede' },
      'Edit the two teams (every column of the team files, checked as fray mfd fight checks them), fight a battle and watch it, compute the odds. Everything runs in this tab with the library the command line uses: the same seed gives the same result there.',
    ),
    h(
      'section',
      { class: 'panel', 'aria-labelledby': 'mfd-teams-title' },
      h('h2', { id: 'mfd-teams-title' }, 'Teams'),
      teamsStatus,
      sections[0].element,
      sections[1].element,
    ),
    h(
      'section',
      { class: 'panel', 'aria-labelledby': 'mfd-dice-title' },
      h('h2', { id: 'mfd-dice-title' }, 'Dice'),
      h('div', { class: 'form-row' }, seed.wrap, h('div', { class: 'form-field' }, newSeed), maxRounds.wrap),
    ),
    fight.element,
    odds.element,
    sweep.element,
    h(
      'section',
      { class: 'panel', 'aria-labelledby': 'mfd-save-title' },
      h('h2', { id: 'mfd-save-title' }, 'Save and share'),
      h('p', {}, 'The last setup is kept in this browser. Save it as a file, or as a link that holds all of it.'),
      h(
        'p',
        { class: 'file-row' },
        saveFile,
        ' ',
        h('label', { for: 'mfd-open-setup', class: 'file-label' }, 'Open a setup file'),
        ' ',
        openFile,
      ),
      h('p', { class: 'file-row' }, copyLink, ' ', linkField),
      saveStatus,
    ),
  );
  check();
  if (fromStore && !fromStore.ok)
    saveStatus.textContent = `The setup saved in this browser was not read: ${formatProblem(fromStore.problem)}`;

  // A link's setup wins over the one kept in this browser.
  const param = ctx.params.get('setup');
  if (param !== null) {
    void setupFromParam(param).then((read) => {
      if (!alive) return;
      if (!read.ok) {
        saveStatus.textContent = `This link's setup was not read: ${formatProblem(read.problem)}`;
        root.dataset.setup = 'unread-link';
        return;
      }
      apply(read.value);
      remember();
      root.dataset.setup = 'link';
    });
  } else root.dataset.setup = fromStore?.ok ? 'stored' : 'example';

  return () => {
    alive = false;
    if (timer !== undefined) clearTimeout(timer);
    fight.stop();
    odds.stop();
    sweep.stop();
  };
});
