/** `fray nightsoil hit`: the hit-chance calculator for designers. */
import type { Command } from 'commander';
import { DEFAULT_PARAMS, type NightSoilParams } from '../../nightsoil/params.js';
import { hitChance } from '../../nightsoil/sigmoid.js';
import { printJson, printOut } from '../io.js';
import { finiteNumber } from '../options.js';
import { PARAMS_HELP, paramsOption } from './paramsOption.js';

interface HitOptions {
  aim: number;
  armor: number;
  params?: NightSoilParams;
  json?: boolean;
}

/** Adds `hit` to the `nightsoil` group. */
export function registerHit(group: Command): void {
  group
    .command('hit')
    .description('Chance that a swing with a given aim lands on a given armour: x = (aim − armour)/(aim + armour), p = 1/(1 + A^(B − x)).')
    .requiredOption('--aim <n>', "the attacker's current aim (a number ≥ 0)", finiteNumber(0))
    .requiredOption('--armor <n>', "the defender's current armour (a number ≥ 0)", finiteNumber(0))
    .option('--params <list>', PARAMS_HELP, paramsOption)
    .option('--json', 'print {x, p, aim, armour, params} as one JSON document')
    .addHelpText('after', '\nExample:\n  fray nightsoil hit --aim 20 --armor 10        # x = 0.3333, p = 0.8176')
    .action((opts: HitOptions) => {
      const params = opts.params ?? DEFAULT_PARAMS;
      const { x, p } = hitChance(opts.aim, opts.armor, params);
      if (opts.json) printJson({ x, p, aim: opts.aim, armour: opts.armor, params });
      else printOut(`aim ${opts.aim} vs armour ${opts.armor}: x = ${x.toFixed(4)}, p = ${p.toFixed(4)} (${(p * 100).toFixed(1)}% to hit)`);
    });
}
