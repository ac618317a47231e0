import type { Command } from 'commander';
/** The command lines answered from the table (a bare `fray` is ''). */
export const QUICK_FORMS: readonly string[];
/** What `fray <form>` writes to stdout at commander's help `width` (undefined: no terminal). */
export function commanderAnswer(
  programModule: { buildProgram: (args?: readonly string[]) => Promise<Command> },
  form: string,
  width: number | undefined,
  help?: Record<string, unknown>,
): Promise<string>;
/** Writes dist/quickAnswers.json. */
export function writeQuickAnswers(): Promise<void>;
