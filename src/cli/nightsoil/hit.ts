/** `fray nightsoil hit`: the hit-chance calculator for designers. */
import type { Command } from 'commander';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../nightsoil/params.js';
import { hitChance } from '../../nightsoil/sigmoid.js';
import { CliError } from '../CliError.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber } from '../options.js';
import { PARAMS_HELP, paramsOption } from './paramsOption.js';

interface HitOptions {
  aim: number;
  armour?: number;
  armor?: number;
  params?: NightSoilParams;
  json?: boolean;
}

/** Adds `hit` to the `nightsoil` group. */
export function registerHit(group: Command): void {
  group
    .command('hit')
    .description(
      'Chance that a swing with a given aim lands on a given armour: x = (aim − armour)/(aim + armour), p = 1/(1 + A^(B − x)).',
    )
    .requiredOption('--aim <n>', "the attacker's current aim (a number ≥ 0)", finiteNumber(0))
    .option('--armour <n>', "the defender's current armour (a number ≥ 0; required)", finiteNumber(0))
    .option('--armor <n>', 'the same as --armour', finiteNumber(0))
    .option('--params <list>', PARAMS_HELP, paramsOption)
    .option('--json', 'print {x, p, aim, armour, params} as one JSON document')
    // The figure is what the command prints (p(1/3) = 0.8227); the design's table rounds it to 0.82.
    .addHelpText('after', '\nExample:\n  fray nightsoil hit --aim 20 --armour 10       # x = 0.3333, p = 0.8227')
    .action((opts: HitOptions) => {
      if (opts.armour !== undefined && opts.armor !== undefined && opts.armour !== opts.armor)
        throw new CliError(`--armour ${opts.armour} and --armor ${opts.armor} disagree: give one of them`);
      const armour = opts.armour ?? opts.armor;
      if (armour === undefined) throw new CliError("required option '--armour <n>' (or --armor) not specified");
      const params = opts.params ?? DEFAULT_PARAMS;
      const { x, p } = hitChance(opts.aim, armour, params);
      if (opts.json) printJson({ x, p, aim: opts.aim, armour, params });
      else
        printOut(
          `aim ${opts.aim} vs armour ${armour}: x = ${x.toFixed(4)}, p = ${p.toFixed(4)} (${(p * 100).toFixed(1)}% to hit)`,
        );
    });
}
