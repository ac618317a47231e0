/** The calculators page: the luck meter, smooth armour and turn-rate time, as the CLI computes them, with their plots. */
import '../../kit/forms.css';
import '../../kit/charts/charts.css';
import { h } from '../../../../src/dom.js';
import { registerPage } from '../../registerPage.js';
import { remembered } from '../../kit/form.js';
import { armorSection } from './armorSection.js';
import { luckSection } from './luckSection.js';
import { timelineSection } from './timelineSection.js';

registerPage('calc', (root, ctx) => {
  const keep = remembered(ctx);
  const luck = luckSection(keep);
  root.append(
    h('h1', {}, 'Luck, armour and time'),
    h(
      'p',
      { class: 'lede' },
      'The calculators of fray luck, fray armor and fray timeline. Results and plots follow your inputs; where dice are rolled, the seed is shown, and the same seed gives the same numbers at the command line.',
    ),
    h(
      'nav',
      { 'aria-label': 'Calculators', class: 'toc' },
      h('a', { href: '#calc-luck', 'data-jump': 'calc-luck' }, 'Luck meter'),
      ' \u00b7 ',
      h('a', { href: '#calc-armor', 'data-jump': 'calc-armor' }, 'Smooth armour'),
      ' \u00b7 ',
      h('a', { href: '#calc-timeline', 'data-jump': 'calc-timeline' }, 'Turn-rate time'),
    ),
    luck.el,
    armorSection(keep),
    timelineSection(keep),
  );
  // The page's address is its hash, so in-page links scroll by hand instead of changing it.
  root.querySelector('nav.toc')?.addEventListener('click', (e) => {
    const id = (e.target as HTMLElement).dataset.jump;
    if (id === undefined) return;
    e.preventDefault();
    const target = document.getElementById(id);
    target?.scrollIntoView();
    target?.focus();
  });
  return luck.stop;
});
