// fray/report's renderers refuse specs outside their contracts with a clean RangeError or TypeError (issue 38).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import * as report from '../../src/report/index.js';
import { notNumber, notOptions, notWhole, refuses, RUNS } from '../helpers/refuses.js';

const CASES: [string, fc.Arbitrary<unknown>, (v: never) => unknown][] = [
  ['svgBarChart: spec', notOptions(), (v) => report.svgBarChart(v)],
  [
    'svgBarChart: width',
    notWhole(1, 100_000),
    (v) => report.svgBarChart({ title: 't', yLabel: 'y', bars: [], width: v }),
  ],
  [
    'svgBarChart: bars',
    notNumber().filter((v) => !Array.isArray(v)),
    (v) => report.svgBarChart({ title: 't', yLabel: 'y', bars: v }),
  ],
  [
    'svgLineChart: height',
    notWhole(1, 100_000),
    (v) => report.svgLineChart({ title: 't', xLabel: 'x', yLabel: 'y', series: [], height: v }),
  ],
  [
    'svgLineChart: title',
    notNumber().filter((v) => typeof v !== 'string'),
    (v) => report.svgLineChart({ title: v, xLabel: 'x', yLabel: 'y', series: [] }),
  ],
  [
    'svgStack: charts',
    fc.oneof(fc.integer(), fc.constant([1, 2]), fc.constant(null)),
    (v) => report.svgStack(v, { title: 't' }),
  ],
  ['textTable: rows', fc.oneof(fc.integer(), fc.constant([1, 2]), fc.string()), (v) => report.textTable(['a'], v)],
  ['htmlTable: headers', fc.oneof(fc.integer(), fc.string(), fc.constant(null)), (v) => report.htmlTable(v, [])],
  ['htmlReport: spec', notOptions(), (v) => report.htmlReport(v)],
  ['escapeHtml: text', notNumber().filter((v) => typeof v !== 'string'), (v) => report.escapeHtml(v)],
];

describe('fray/report refuses specs outside its contracts', () => {
  for (const [name, arb, call] of CASES)
    it(name, () =>
      fc.assert(
        fc.property(arb, (v) => refuses(() => call(v as never))),
        RUNS,
      ),
    );
});
