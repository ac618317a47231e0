/**
 * The visitor's bots, saved in this browser (kit/storage): each under its name, plus the name last edited. A name
 * becomes the downloaded file's name, and the CLI names a bot after its file, so names are file-safe and never a
 * demo's (a match between `random` and `random` would name them apart, as the CLI does, but the visitor would not).
 */
import { loadText, removeText, savedKeys, saveText } from '../../kit/storage.js';
import { DEMO_BOTS } from './demoBots.js';

const BOT_PREFIX = 'summoner/bot/';
const CURRENT = 'summoner/current';

/** A bot's name: a letter, then letters, digits, - or _, at most 40 in all. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/** Why `name` cannot name a new bot (or a renamed one), or undefined when it can. */
export function nameProblem(name: string, taken: readonly string[]): string | undefined {
  if (!NAME.test(name))
    return 'a name starts with a letter and has only letters, digits, - and _ (at most 40), so it can be a file name';
  if (DEMO_BOTS.some((d) => d.name === name)) return `${name} is a demo bot's name`;
  if (taken.includes(name)) return `there is already a bot named ${name}`;
  return undefined;
}

/** The names of the saved bots, sorted. */
export function savedBotNames(): string[] {
  return savedKeys(BOT_PREFIX)
    .map((k) => k.slice(BOT_PREFIX.length))
    .filter((n) => NAME.test(n));
}

/** A saved bot's source, or undefined. */
export function loadBot(name: string): string | undefined {
  return loadText(BOT_PREFIX + name);
}

/** Saves a bot; undefined when saved, else why not. */
export function saveBot(name: string, source: string): string | undefined {
  return saveText(BOT_PREFIX + name, source);
}

/** Forgets a saved bot. */
export function deleteBot(name: string): void {
  removeText(BOT_PREFIX + name);
}

/** The bot edited last time, if it was saved. */
export function currentBotName(): string | undefined {
  return loadText(CURRENT);
}

/** Remembers which bot is being edited. */
export function setCurrentBotName(name: string): void {
  saveText(CURRENT, name);
}
