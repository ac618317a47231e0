/** `fray armor plot`: writes the two armour graphs as SVG files. */
import { join } from 'node:path';
import type { Command } from 'commander';
import { writeOutputs } from '../writeOutputs.js';
import { printOut } from '../io.js';
import { armorPlotAgainstDef, armorPlotAgainstInc } from '../../core/armor/armorReport.js';

/** Adds `plot` to the armor group. */
export function registerArmorPlot(armor: Command): void {
  armor
    .command('plot')
    .description(
      'Write two SVG graphs: damage taken against def at incoming 20, 40, 70, and against incoming at def 10, 50, 200',
    )
    .option('--out <DIR>', 'folder to write armor-vs-def.svg and armor-vs-inc.svg into', '.')
    .action((o: { out: string }) => {
      const files = [
        { path: join(o.out, 'armor-vs-def.svg'), content: armorPlotAgainstDef() },
        { path: join(o.out, 'armor-vs-inc.svg'), content: armorPlotAgainstInc() },
      ];
      writeOutputs(files);
      printOut(files.map((f) => `wrote ${f.path}`).join('\n'));
    });
}
