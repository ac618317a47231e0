/** The example mobs of examples/nightsoil, as their files' text (the CLI's examples, unchanged). */
import elf from '../../../../../examples/nightsoil/elf.json?raw';
import goblin from '../../../../../examples/nightsoil/goblin.json?raw';
import orc from '../../../../../examples/nightsoil/orc.json?raw';
import rat from '../../../../../examples/nightsoil/rat.json?raw';
import wizard from '../../../../../examples/nightsoil/wizard.json?raw';

/** Each example's text by name. */
export const EXAMPLES: Readonly<Record<string, string>> = { orc, elf, goblin, rat, wizard };
