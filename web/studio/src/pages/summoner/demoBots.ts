/**
 * The demo bots of examples/summoners and the starter, as their source text: the page compiles them as it compiles
 * the visitor's bot and runs them in workers with the same limits, as the CLI runs them in isolates by default. So
 * a demo in the page plays exactly as in the CLI, and its source can be read and copied into the editor.
 */
import starter from '../../../../../examples/summoners/starter.ts?raw';
import random from '../../../../../examples/summoners/random.ts?raw';
import rusher from '../../../../../examples/summoners/rusher.ts?raw';
import cloner from '../../../../../examples/summoners/cloner.ts?raw';
import exploder from '../../../../../examples/summoners/exploder.ts?raw';
import healers from '../../../../../examples/summoners/healers.ts?raw';

/** A bot's name (its file name without .ts, as the CLI names it) and its source. */
export interface BotSource {
  name: string;
  source: string;
}

/** The starter bot, which a new bot starts from (the CLI's `fray summoner new` writes the same file). */
export const STARTER_SOURCE: string = starter;

/** The demos, in the order the menus list them. */
export const DEMO_BOTS: readonly BotSource[] = [
  { name: 'random', source: random },
  { name: 'rusher', source: rusher },
  { name: 'cloner', source: cloner },
  { name: 'exploder', source: exploder },
  { name: 'healers', source: healers },
];
