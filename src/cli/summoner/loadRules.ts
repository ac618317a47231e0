/** The rules for a command: the defaults, a --rules file over them, and --max-turns over both. */
import { readJson } from '../../adapters/files.js';
import type { Result } from '../../core/result.js';
import { DEFAULT_RULES, parseRules, type SummonerRules } from '../../summoner/rules/rules.js';

/** Reads `--rules FILE` (if given) and applies `--max-turns` (if given); a problem names the file and the key. */
export function loadRules(file: string | undefined, maxTurns: number | undefined): Result<SummonerRules> {
  let rules: SummonerRules = { ...DEFAULT_RULES };
  if (file !== undefined) {
    const json = readJson(file);
    if (!json.ok) return json;
    const parsed = parseRules(json.value, file);
    if (!parsed.ok) return parsed;
    rules = parsed.value;
  }
  return { ok: true, value: maxTurns === undefined ? rules : { ...rules, maxTurns } };
}
