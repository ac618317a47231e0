/** One measured figure of a benchmark. */
export interface BenchResult {
  /** What was measured, e.g. "mfd fight 2000 v 2000, wall time". */
  name: string;
  value: number;
  unit: string;
  /** The target, for the report, e.g. "< 300 ms". */
  target?: string;
  /** The machine's load average (1 minute) when the figure was measured: printed beside targets. */
  load?: number;
}
