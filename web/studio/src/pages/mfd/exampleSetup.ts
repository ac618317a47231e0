/** The example battle every new visitor starts from (examples/mfd), as a setup. */
import heroesCsv from '../../../../../examples/mfd/Heroes.csv?raw';
import villainsCsv from '../../../../../examples/mfd/Villains.csv?raw';
import type { MfdSetup } from './setup.js';
import { sheetFromText, type TeamSheet } from './sheet/teamSheet.js';

function sheet(file: string, text: string): TeamSheet {
  const s = sheetFromText(file, text);
  return s.ok ? s.value : { file, header: [], rows: [] };
}

/** The example setup: the two example teams, seed 2026, and a sweep of Captain Ren's BonusToHit. */
export function exampleSetup(): MfdSetup {
  return {
    heroes: sheet('Heroes.csv', heroesCsv),
    villains: sheet('Villains.csv', villainsCsv),
    seed: '2026',
    maxRounds: '',
    runs: '10000',
    workers: '',
    exact: false,
    sweep: {
      vary: [{ side: 'heroes', fighter: 'Captain Ren', column: 'BonusToHit', buff: '', values: '0..0.5:0.1' }],
      runs: '2000',
    },
  };
}
