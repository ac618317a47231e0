/**
 * Lines with their 95% intervals as shaded bands, against a number that was varied (a sweep): one line and band per
 * series, each with its own colour from a palette told apart with colour blindness, and its own dash and point
 * shape, so the lines stay apart without colour too. The SVG is drawn at the width it is given on screen (and again
 * when that changes), so its text keeps the page's size on a phone instead of shrinking with the drawing.
 */
import { s } from '../../../../src/dom.js';

/** One point of a series: x, the rate, and its interval. */
export interface BandPoint {
  x: number;
  y: number;
  lo: number;
  hi: number;
}

/** A series: its name (in the legend) and points in x order. */
export interface BandSeries {
  name: string;
  points: readonly BandPoint[];
}

/** What to draw: the axes' words and the series (rates from 0 to 1). */
export interface BandSpec {
  id: string;
  title: string;
  xLabel: string;
  series: readonly BandSeries[];
}

const DASHES = ['', '7 4', '2 3', '9 3 2 3'];
const HEIGHT = 300;
const M = { left: 48, right: 22, top: 14, bottom: 44 };

/** x positions of the plot from its values. */
function scaleX(spec: BandSpec, width: number): (x: number) => number {
  const xs = spec.series.flatMap((ser) => ser.points.map((p) => p.x));
  const lo = Math.min(...xs);
  const hi = Math.max(...xs);
  const span = hi - lo || 1;
  return (x) => M.left + ((x - lo) / span) * (width - M.left - M.right);
}

const sy = (y: number): number => M.top + (1 - Math.max(0, Math.min(1, y))) * (HEIGHT - M.top - M.bottom);

function axes(spec: BandSpec, width: number, sx: (x: number) => number): SVGElement[] {
  const out: SVGElement[] = [];
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(s('line', { class: 'grid', x1: M.left, x2: width - M.right, y1: sy(t), y2: sy(t) }));
    out.push(s('text', { class: 'tick', x: M.left - 6, y: sy(t) + 4, 'text-anchor': 'end' }, `${100 * t}%`));
  }
  const xs = [...new Set(spec.series.flatMap((ser) => ser.points.map((p) => p.x)))].sort((a, b) => a - b);
  const every = Math.max(1, Math.ceil((xs.length * 44) / Math.max(1, width - M.left - M.right)));
  xs.forEach((x, i) => {
    if (i % every === 0)
      out.push(s('text', { class: 'tick', x: sx(x), y: HEIGHT - M.bottom + 16, 'text-anchor': 'middle' }, String(x)));
  });
  out.push(
    s(
      'text',
      { class: 'axis-label', x: (M.left + width - M.right) / 2, y: HEIGHT - 8, 'text-anchor': 'middle' },
      spec.xLabel,
    ),
  );
  return out;
}

function band(ser: BandSeries, k: number, sx: (x: number) => number): SVGElement[] {
  const top = ser.points.map((p) => `${sx(p.x).toFixed(1)},${sy(p.hi).toFixed(1)}`);
  const bottom = [...ser.points].reverse().map((p) => `${sx(p.x).toFixed(1)},${sy(p.lo).toFixed(1)}`);
  const line = ser.points.map((p) => `${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`).join(' ');
  const tone = `tone-${k % 6}`;
  return [
    s('polygon', { class: `band ${tone}`, points: [...top, ...bottom].join(' ') }),
    s('polyline', {
      class: `series ${tone}`,
      points: line,
      'stroke-dasharray': DASHES[k % DASHES.length] || undefined,
    }),
    ...ser.points.map((p) =>
      s('circle', { class: `point ${tone}`, cx: sx(p.x), cy: sy(p.y), r: 3 + (k % 3), 'data-x': p.x, 'data-y': p.y }),
    ),
  ];
}

/** The chart's SVG at `width` pixels. */
export function bandSvg(spec: BandSpec, width: number): SVGSVGElement {
  const sx = scaleX(spec, width);
  return s(
    'svg',
    {
      class: 'band-chart',
      width,
      height: HEIGHT,
      viewBox: `0 0 ${width} ${HEIGHT}`,
      role: 'img',
      'aria-label': `${spec.title}. The table below gives the same numbers.`,
      'data-chart': spec.id,
    },
    ...axes(spec, width, sx),
    ...spec.series.flatMap((ser, k) => band(ser, k, sx)),
  );
}

/** The legend: each series' name beside a sample of its line (colour and dash). */
function legendOf(spec: BandSpec): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'band-legend';
  spec.series.forEach((ser, k) => {
    const sample = s(
      'svg',
      { width: 34, height: 12, 'aria-hidden': 'true' },
      s('line', {
        class: `series tone-${k % 6}`,
        x1: 2,
        x2: 32,
        y1: 6,
        y2: 6,
        'stroke-dasharray': DASHES[k % DASHES.length] || undefined,
      }),
    );
    const item = document.createElement('li');
    item.append(sample, ser.name);
    list.append(item);
  });
  return list;
}

/** A figure that draws `spec` at its own width, and again whenever that width changes. */
export function bandChart(spec: BandSpec): HTMLElement {
  const legend = legendOf(spec);
  const plot = s('svg', { class: 'band-chart' });
  const box = document.createElement('div');
  box.className = 'band-box';
  box.append(plot);
  let drawn = 0;
  const draw = (): void => {
    const width = Math.max(260, Math.floor(box.clientWidth));
    if (width === drawn) return;
    drawn = width;
    box.replaceChildren(bandSvg(spec, width));
  };
  // Drawn in the next frame: drawing inside the observer's callback would resize what it observes in the same frame.
  let frame = 0;
  new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(draw);
  }).observe(box);
  const figure = document.createElement('figure');
  figure.className = 'band-figure';
  const caption = document.createElement('figcaption');
  caption.textContent = spec.title;
  figure.append(caption, legend, box);
  return figure;
}
