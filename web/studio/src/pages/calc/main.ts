/** The calculators page (first cut: smooth armour; the luck meter and turn-rate time join it). */
import { h } from '../../../../src/dom.js';
import { registerPage } from '../../registerPage.js';
import { armorHit, armorHitText } from '../../../../../src/core/index.js';

registerPage('calc', (root) => {
  const inc = h('input', { id: 'armor-inc', type: 'number', value: '10', min: '0', step: 'any' });
  const def = h('input', { id: 'armor-def', type: 'number', value: '5', min: '0', step: 'any' });
  const out = h('output', { for: 'armor-inc armor-def', class: 'armor-result' });
  const update = (): void => {
    const i = Number(inc.value);
    const d = Number(def.value);
    out.textContent =
      Number.isFinite(i) && Number.isFinite(d) && i >= 0 && d >= 0 && i + d > 0
        ? armorHitText(armorHit(i, d))
        : 'incoming and defence must be numbers of at least 0, not both 0';
  };
  inc.addEventListener('input', update);
  def.addEventListener('input', update);
  update();
  root.append(
    h('h1', {}, 'Smooth armour'),
    h('p', {}, h('label', { for: 'armor-inc' }, 'Incoming damage '), inc),
    h('p', {}, h('label', { for: 'armor-def' }, 'Defence '), def),
    h('p', {}, out),
  );
});
