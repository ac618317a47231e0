/**
 * One step's events as shapes on the board: moves, blocked moves, attacks, eats, explosions with their radius,
 * heals, crosses (the cells the engine says its rays swept), merges, clones, summons, deaths and HP changes. Shapes
 * that must not hide the demons (areas, rings, a cross's rays) go under them; the rest over them.
 */
import { s, signed } from '../dom.js';
import type { SummonerEvent } from '../../../src/summoner/rules/events.js';
import type { Cell } from '../../../src/summoner/rules/grid.js';
import type { MatchState } from '../../../src/summoner/rules/model.js';
import type { Side } from '../../../src/core/side.js';
import { R } from './boardFrame.js';
import type { BoardPen } from './boardPen.js';

interface Spot extends Cell {
  owner: Side;
}

/** What was drawn: the shapes under the demons and the shapes over them. */
export interface EventShapes {
  under: SVGElement[];
  over: SVGElement[];
}

/** The shapes of `events`, which happened from the state `before`. */
export function eventShapes(before: MatchState, events: readonly SummonerEvent[], pen: BoardPen): EventShapes {
  const out: EventShapes = { under: [], over: [] };
  const at = new Map<number, Spot>(before.demons.map((d) => [d.id, { x: d.x, y: d.y, owner: d.owner }]));
  const delta = new Map<number, number>();
  for (const e of events) {
    if (e.type === 'hp') delta.set(e.demon, (delta.get(e.demon) ?? 0) + e.to - e.from);
    else eventShape(e, at, pen, out);
  }
  for (const [id, change] of delta) {
    const p = at.get(id);
    if (p && change !== 0) out.over.push(pen.label(p, signed(change), `ev ev-hp ${change > 0 ? 'gain' : 'loss'}`, 1));
  }
  return out;
}

/** Adds one event's shapes to `out`, and keeps `at` (where each demon stands) up to date. */
function eventShape(e: SummonerEvent, at: Map<number, Spot>, pen: BoardPen, out: EventShapes): void {
  const f = pen.frame;
  const ring = (c: Cell, cls: string) => s('circle', { class: cls, cx: f.cx(c.x), cy: f.cy(c.y) - 3, r: R + 5 });
  switch (e.type) {
    case 'summoned':
      at.set(e.demon.id, { x: e.demon.x, y: e.demon.y, owner: e.demon.owner });
      out.under.push(ring(e.demon, 'ev ev-summon'));
      return;
    case 'cloned': {
      const from = at.get(e.demon);
      at.set(e.clone.id, { x: e.clone.x, y: e.clone.y, owner: e.clone.owner });
      if (from) out.over.push(pen.arrow(from, e.clone, 'ev ev-clone', e.seat));
      out.under.push(ring(e.clone, 'ev ev-clone-ring'));
      return;
    }
    case 'raised': {
      const p = at.get(e.demon);
      if (p) out.over.push(pen.label(p, `+${e.amount} ${e.stat.slice(0, 3)}`, 'ev ev-raise', -1));
      return;
    }
    case 'moved': {
      const seat = at.get(e.demon)?.owner;
      out.over.push(pen.arrow(e.from, e.to, 'ev ev-move', seat));
      at.set(e.demon, { ...e.to, owner: seat ?? 0 });
      return;
    }
    case 'blocked': {
      const mid = { x: (e.from.x + e.to.x) / 2, y: (e.from.y + e.to.y) / 2 };
      out.over.push(
        pen.arrow(e.from, mid, 'ev ev-blocked', at.get(e.demon)?.owner, { toEdge: false }),
        s('text', { class: 'ev ev-blocked-x', x: f.cx(mid.x), y: f.cy(mid.y) + 2 }, '\u00d7'),
      );
      return;
    }
    case 'attack':
    case 'eat': {
      const p = at.get(e.demon);
      if (p) out.over.push(pen.arrow(p, e.at, `ev ev-${e.type}${e.target === null ? ' ev-miss' : ''}`, p.owner));
      return;
    }
    case 'explode':
      out.under.push(
        pen.square(e.at, e.radius, 'ev ev-explode'),
        s('text', { class: 'ev ev-explode-star', x: f.cx(e.at.x), y: f.cy(e.at.y) + 6 }, '\u2739'),
      );
      return;
    case 'heal': {
      const p = at.get(e.demon);
      if (p) out.under.push(pen.square(p, e.radius, 'ev ev-heal'));
      return;
    }
    case 'cross':
      out.under.push(...pen.crossRays(e.at, e.cells ?? [], at.get(e.demon)?.owner));
      return;
    case 'merged': {
      const from = at.get(e.absorbed),
        to = at.get(e.demon);
      if (from && to) out.over.push(pen.arrow(from, to, 'ev ev-merge', to.owner));
      return;
    }
    case 'died': {
      const p = at.get(e.demon);
      if (p) out.over.push(pen.deathCross(p));
      return;
    }
    default:
      return;
  }
}
