/** The luck meter: `fray luck trace` (the meter step by step over chosen rolls) and `fray luck compare` (sampled). */
import { pageSection } from '../../kit/layout.js';
import type { Remembered } from '../../kit/form.js';
import { luckCompare } from './luckCompare.js';
import { luckTrace } from './luckTrace.js';

/** The luck meter's section, and a function that stops its worker. */
export function luckSection(keep: Remembered): { el: HTMLElement; stop: () => void } {
  const compare = luckCompare(keep);
  return {
    el: pageSection(
      'calc-luck',
      'Luck meter',
      'A likely roll that misses is owed luck for the next one; an unlikely roll that hits pays luck for it. That breaks up long runs of misses, but it does not keep a roll at its chance: repeated, a 55% roll hits about 74% of the time through the meter, and a 25% roll hits once and then never again: that hit costs it 30 luck, and a miss at 25% earns none back. The comparison below shows it with your numbers.',
      luckTrace(keep),
      compare.el,
    ),
    stop: compare.stop,
  };
}
