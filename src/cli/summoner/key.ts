/** `fray summoner key new NAME`: an organiser's key pair for signing replays (tournament and match --sign). */
import type { Command } from 'commander';
import { writeNewKeyPair } from '../../adapters/summoner/replayKeys.js';
import { unwrap } from '../CliError.js';
import { printJson, printOut } from '../io.js';

/** Adds `key new` to the `summoner` group. */
export function registerKey(group: Command): void {
  group
    .command('key')
    .description("An organiser's Ed25519 key for signing replays, so anyone can check they are yours and unchanged.")
    .command('new')
    .description(
      'Write a new key pair: NAME.key (private, readable by you alone: keep it secret) and NAME.pub (public: give it ' +
        'to whoever checks your replays with `fray summoner replay FILE --verify --key NAME.pub`). Existing files are never overwritten.',
    )
    .argument('<name>', 'the files to write, NAME.key and NAME.pub')
    .option('--json', 'print {privateKey, publicKey, key} (key: the fingerprint signed replays name)')
    .addHelpText(
      'after',
      '\nExample:\n  fray summoner key new organiser\n' +
        '  fray summoner tournament examples/summoners/*.ts --seed 1 --replays replays --sign organiser.key\n' +
        '  fray summoner replay replays/match-0001-cloner-v-exploder.json --verify --key organiser.pub',
    )
    .action((name: string, opts: { json?: boolean }) => {
      const made = unwrap(writeNewKeyPair(name));
      if (opts.json) printJson({ privateKey: made.privateFile, publicKey: made.publicFile, key: made.key });
      else
        printOut(
          `Wrote ${made.privateFile} (private: keep it secret; readable by you alone) and ${made.publicFile} (public).\n` +
            `Key ${made.key}: signed replays name it; check one with --verify --key ${made.publicFile}.`,
        );
    });
}
