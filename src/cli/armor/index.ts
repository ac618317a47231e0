/** The `fray armor` command group: smooth armour, one hit at a time or as plots. */
import type { Command } from 'commander';
import { armorHit } from '../../core/armor/smoothArmor.js';
import { CliError } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber } from '../options.js';
import { registerArmorPlot } from './plot.js';
import { armorHitText } from '../../core/armor/armorReport.js';
import { COMMAND_SUMMARIES } from '../commandSummaries.js';

/** Adds `fray armor` (one hit) and `fray armor plot` to the program. */
export function registerArmor(program: Command): void {
  const armor = program
    .command('armor')
    .description(COMMAND_SUMMARIES.armor)
    .option('--inc <I>', 'incoming damage (a number; 0 or less takes nothing)', finiteNumber())
    .option('--def <D>', 'defence (a number; 0 or less means no armour)', finiteNumber())
    .option('--json', 'print {inc, def, taken, absorbed}')
    .action((o: { inc?: number; def?: number; json?: boolean }) => {
      if (o.inc === undefined || o.def === undefined)
        throw new CliError('armor: give both --inc and --def (or use `fray armor plot`)');
      const hit = armorHit(o.inc, o.def);
      if (o.json) printJson(hit);
      else printOut(armorHitText(hit));
    });
  registerArmorPlot(armor);
}
