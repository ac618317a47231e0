/** A step's input in words: each order as the bot gave it (directions absolute, as the board shows them), and whether the rules refused it. */
import type { MatchStep } from '../../../src/summoner/match/runMatch.js';
import type { BattleOrder, DemonSpec, EnhanceOrder } from '../../../src/summoner/api.js';

/** One order's text, and the reason it was refused, if it was. */
export interface OrderLine {
  text: string;
  refused?: string;
}

function demonSpec(d: DemonSpec): string {
  const stats = (['life', 'attack', 'defense', 'range'] as const).map((k) => `${k} ${d[k] ?? 0}`).join(', ');
  return `${d.capacity} (${stats})${d.slot === undefined ? '' : `, slot ${d.slot}`}${d.name ? `, "${d.name}"` : ''}`;
}

function enhanceText(o: EnhanceOrder): string {
  if (o.type === 'raise') return `#${o.demon} ${o.stat} +${o.amount ?? 1}`;
  if (o.type === 'clone') return `#${o.demon} clone to ${o.dir}${o.name ? ` as "${o.name}"` : ''}`;
  return `#${o.demon} rename "${o.name}"`;
}

function battleText(o: BattleOrder): string {
  const keep = o.action === 'merge' && o.keep === 'other' ? " (takes the other's capacity)" : '';
  return `#${o.demon} ${o.action}${o.dir === undefined ? '' : ` ${o.dir}`}${keep}`;
}

/** The orders of a step, with refusals from its events; a fault or a forfeit as one line. */
export function ordersText(step: MatchStep, names: readonly [string, string]): OrderLine[] {
  const input = step.input;
  if (input.type === 'setup') {
    return input.setups.map((s, seat) =>
      'fault' in s
        ? { text: `${names[seat]}: no setup`, refused: s.fault }
        : { text: `${names[seat]} summons ${s.order.demons.map(demonSpec).join('; ')}` },
    );
  }
  if (input.type === 'forfeit') return [{ text: `${names[input.seat]} forfeits`, refused: input.reason }];
  if (input.fault)
    return [{ text: `${names[input.seat]} gives no orders (${input.fault.kind})`, refused: input.fault.reason }];
  const refused = new Map<number, string>();
  for (const e of step.events) if (e.type === 'rejected') refused.set(e.index, e.reason);
  const texts = input.type === 'enhance' ? input.orders.map(enhanceText) : input.orders.map(battleText);
  return texts.map((text, i) => {
    const why = refused.get(i);
    return why === undefined ? { text } : { text, refused: why };
  });
}
