/** Several chart SVGs in one file, stacked top to bottom, each keeping its own `<svg class="chart">`. */
import { slug } from './format.js';
import { escapeHtml } from './escapeHtml.js';

function size(svg: string): { width: number; height: number } {
  const open = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return {
    width: Number(/\bwidth="([\d.]+)"/.exec(open)?.[1] ?? 0),
    height: Number(/\bheight="([\d.]+)"/.exec(open)?.[1] ?? 0),
  };
}

/**
 * Several charts (from `svgLineChart` or `svgBarChart`) in one SVG document, stacked top to bottom, each keeping its own
 * `<svg class="chart">`: one file to save or embed.
 *
 * @param spec - the stack's title, and an id for `data-stack` (from the title when absent)
 * @example
 * ```ts
 * import { svgBarChart, svgStack } from 'fray/report';
 *
 * const a = svgBarChart({ title: 'A', yLabel: 'n', bars: [{ label: 'x', value: 1 }] });
 * const b = svgBarChart({ title: 'B', yLabel: 'n', bars: [{ label: 'y', value: 2 }] });
 * console.log(svgStack([a, b], { title: 'Both' }).match(/<svg [^>]*class="chart"/g)?.length);
 * //> 2
 * ```
 * @category Charts
 */
export function svgStack(charts: readonly string[], spec: { title: string; id?: string }): string {
  if (!Array.isArray(charts) || !charts.every((c) => typeof c === 'string'))
    throw new TypeError('svgStack: charts must be a list of SVG strings');
  if (typeof spec?.title !== 'string') throw new TypeError('svgStack: spec.title must be a string');
  const sizes = charts.map(size);
  const width = Math.max(0, ...sizes.map((s) => s.width));
  const height = sizes.reduce((h, s) => h + s.height, 0);
  let y = 0;
  const placed = charts.map((c, i) => {
    // A nested <svg> is positioned by its own x/y attributes.
    const out = c.trimEnd().replace(/^<svg\b/, `<svg x="0" y="${y}"`);
    y += sizes[i]?.height ?? 0;
    return out;
  });
  return `<svg class="chart-stack" data-stack="${escapeHtml(slug(spec.id ?? spec.title))}" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n<title>${escapeHtml(spec.title)}</title>\n${placed.join('\n')}\n</svg>\n`;
}
