/**
 * A Marked for Death battle as SVG: the heroes in a column on the left, the villains on the right, one row per
 * fighter with its HP bar, and each round's matchups drawn as lines between them (heroes' swings solid blue, the
 * villains' dashed orange; a miss faint); fighters who fell this round crossed out, linked deaths marked "linked".
 * Each fighter is an element carrying its side, index, HP and whether it stands (data-*), for the tests.
 */
import { s } from '../dom.js';
import { SIDE_COLOUR, SIDE_DASH, token } from '../palette.js';
import type { SideIndex } from '../../../src/mfd/model.js';
import type { BattleFrame, BattleFrames } from './battleFrames.js';

const ROW = 30,
  TOP = 34,
  WIDTH = 760;
/** x of each side's tokens, HP bars and names. */
const TOKEN_X = [292, 468] as const;
const BAR = [
  [206, 270],
  [490, 554],
] as const;
const HP_X = [202, 558] as const;
const NAME_X = [150, 610] as const;

/** Draws one battle's frames. */
export class BattleSvg {
  readonly svg: SVGSVGElement;
  private readonly lines: SVGGElement;
  private readonly rows: SVGGElement;

  constructor(private readonly b: BattleFrames) {
    const n = Math.max(b.sides[0].fighters.length, b.sides[1].fighters.length);
    const height = TOP + n * ROW + 10;
    this.svg = s('svg', { class: 'battle', viewBox: `0 0 ${WIDTH} ${height}`, width: WIDTH, height, role: 'img' });
    const defs = s('defs');
    for (const side of [0, 1] as const) {
      defs.append(
        s(
          'marker',
          {
            id: `fray-m${side}`,
            viewBox: '0 0 10 10',
            refX: 9,
            refY: 5,
            markerWidth: 9,
            markerHeight: 9,
            markerUnits: 'userSpaceOnUse',
            orient: 'auto',
          },
          s('path', { d: 'M0,0L10,5L0,10z', fill: SIDE_COLOUR[side] }),
        ),
      );
    }
    this.svg.append(
      defs,
      s('text', { class: 'side-title', x: TOKEN_X[0], y: 18, 'text-anchor': 'end' }, b.sides[0].title),
      s('text', { class: 'side-title', x: TOKEN_X[1], y: 18 }, b.sides[1].title),
    );
    this.lines = s('g', { class: 'matchups' });
    this.rows = s('g', { class: 'fighters' });
    this.svg.append(this.lines, this.rows);
  }

  /** Draws frame `i`: HP after its round, the round's matchups, and who fell in it. */
  draw(i: number): void {
    const frame = this.b.frames[i];
    const before = this.b.frames[i - 1] ?? frame;
    if (!frame || !before) return;
    const linked = [new Set<number>(), new Set<number>()];
    for (const e of frame.events)
      if (e.type === 'linkedDeaths') for (const v of e.victims) linked[e.side === 0 ? 1 : 0]?.add(v);
    const rows: SVGGElement[] = [];
    for (const side of [0, 1] as const) {
      this.b.sides[side].fighters.forEach((f, k) => {
        const hp = frame.hp[side][k] ?? 0;
        const fell = hp <= 0 && (before.hp[side][k] ?? 0) > 0 && i > 0;
        rows.push(this.fighter(side, k, f.name, hp, f.startHp, fell, linked[side]?.has(k) === true));
      });
    }
    this.rows.replaceChildren(...rows);
    this.lines.replaceChildren(...this.matchups(frame));
    const standing = [0, 1].map((side) => frame.hp[side as SideIndex].filter((h) => h > 0).length);
    this.svg.setAttribute(
      'aria-label',
      `${standing[0]} heroes and ${standing[1]} villains standing. The table below lists every fighter.`,
    );
  }

  private fighter(
    side: SideIndex,
    k: number,
    name: string,
    hp: number,
    startHp: number,
    fell: boolean,
    linked: boolean,
  ): SVGGElement {
    const y = rowY(k);
    const alive = hp > 0;
    const g = s('g', {
      class: `fighter side${side}${alive ? '' : ' dead'}${fell ? ' fell' : ''}`,
      'data-side': side,
      'data-index': k,
      'data-name': name,
      'data-hp': hp,
      'data-alive': alive ? 'true' : 'false',
      ...(fell ? { 'data-fell': 'true' } : {}),
      ...(linked ? { 'data-linked': 'true' } : {}),
    });
    const t = token(side, 9);
    t.setAttribute('transform', `translate(${TOKEN_X[side]},${y})`);
    const [x0, x1] = BAR[side];
    const share = startHp <= 0 ? 0 : Math.max(0, Math.min(1, hp / startHp));
    const barW = (x1 - x0) * share;
    // A linked death is said in words beside the name, on the side away from the matchup lines.
    const tag = linked ? s('tspan', { class: 'linked-tag' }, side === 0 ? 'linked \u00b7 ' : ' \u00b7 linked') : null;
    const nameText = s('text', {
      class: 'name',
      x: NAME_X[side],
      y: y + 4,
      'text-anchor': side === 0 ? 'end' : 'start',
    });
    if (side === 0) nameText.append(...(tag ? [tag] : []), s('tspan', {}, name));
    else nameText.append(s('tspan', {}, name), ...(tag ? [tag] : []));
    g.append(
      nameText,
      s('rect', { class: 'hp-bg', x: x0, y: y - 3, width: x1 - x0, height: 6 }),
      s('rect', {
        class: 'hp-bar',
        x: side === 0 ? x1 - barW : x0,
        y: y - 3,
        width: barW.toFixed(1),
        height: 6,
        fill: SIDE_COLOUR[side],
      }),
      s(
        'text',
        { class: 'hp-text', x: HP_X[side], y: y + 4, 'text-anchor': side === 0 ? 'end' : 'start' },
        `${Math.max(0, hp)}/${startHp}`,
      ),
      t,
    );
    if (fell) {
      const x = TOKEN_X[side],
        k2 = 9;
      g.append(
        s('path', {
          class: 'fell-cross',
          d: `M${x - k2},${y - k2}L${x + k2},${y + k2}M${x + k2},${y - k2}L${x - k2},${y + k2}`,
        }),
      );
    }
    return g;
  }

  private matchups(frame: BattleFrame): SVGElement[] {
    const out: SVGElement[] = [];
    for (const e of frame.events) {
      if (e.type !== 'attack' && e.type !== 'alreadyDown' && e.type !== 'bodyguard') continue;
      const a = e.side,
        d: SideIndex = a === 0 ? 1 : 0;
      const to = e.type === 'bodyguard' ? e.target : e.defender;
      // The two halves of a round are drawn a little apart, so a pair that swings both ways shows two lines.
      const off = a === 0 ? -3 : 3;
      const x1 = TOKEN_X[a] + (a === 0 ? 11 : -11),
        x2 = TOKEN_X[d] + (d === 0 ? 13 : -13);
      const cls =
        e.type === 'attack'
          ? `matchup side${a}${e.damage === 0 ? ' miss' : ''}`
          : e.type === 'bodyguard'
            ? `matchup side${a} guarded`
            : `matchup side${a} already-down`;
      const width = e.type === 'attack' ? 1 + Math.min(4, e.damage) : 1;
      const line = s('line', {
        class: cls,
        x1,
        y1: rowY(e.attacker) + off,
        x2,
        y2: rowY(to) + off,
        stroke: SIDE_COLOUR[a],
        'stroke-width': width,
        'stroke-dasharray': e.type === 'bodyguard' ? '2 3' : SIDE_DASH[a] || undefined,
        'marker-end': e.type === 'attack' ? `url(#fray-m${a})` : undefined,
        'data-attacker': e.attacker,
        'data-defender': to,
      });
      if (e.type === 'attack') line.append(s('title', {}, `${e.hits} hits, ${e.blocks} blocked: ${e.damage} damage`));
      out.push(line);
    }
    return out;
  }
}

function rowY(k: number): number {
  return TOP + k * ROW + ROW / 2;
}
