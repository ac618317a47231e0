/**
 * The visitor's bots as the page holds them: each bot's source in memory (saved in this browser as it is edited;
 * storage may be refused, in a private window, and the page then works on its copies and says so), the bot being
 * edited, and new, rename and delete (with a way back).
 */
import { computed, signal, type ReadonlySignal } from '../../kit/reactive.js';
import { STARTER_SOURCE } from './demoBots.js';
import {
  currentBotName,
  deleteBot,
  loadBot,
  nameProblem,
  saveBot,
  savedBotNames,
  setCurrentBotName,
} from './savedBots.js';

/** The name of the bot a first visit starts with. */
const FIRST_BOT = 'my-bot';

/** A name not yet taken: `base`, or `base-2`, `base-3`… */
function freeName(base: string, taken: readonly string[]): string {
  if (nameProblem(base, taken) === undefined) return base;
  for (let i = 2; ; i++) if (nameProblem(`${base}-${i}`, taken) === undefined) return `${base}-${i}`;
}

/** What saving last said: the words, and whether it failed. */
export interface SaveNews {
  text: string;
  failed: boolean;
}

/** The shelf of bots. */
export class BotShelf {
  private readonly memory = signal(new Map<string, string>());
  readonly names: ReadonlySignal<string[]> = computed(() => [...this.memory.value.keys()].sort());
  readonly current = signal('');
  readonly news = signal<SaveNews>({ text: '', failed: false });

  constructor() {
    const saved = new Map<string, string>();
    for (const name of savedBotNames()) saved.set(name, loadBot(name) ?? '');
    const first = saved.size === 0;
    if (first) saved.set(FIRST_BOT, STARTER_SOURCE);
    this.memory.value = saved;
    const last = currentBotName();
    this.current.value = last !== undefined && saved.has(last) ? last : (this.names.value[0] as string);
    if (first) this.persist(this.current.value);
  }

  /** A bot's source (undefined: no such bot). */
  source(name: string): string | undefined {
    return this.memory.value.get(name);
  }

  /** Keeps an edit of `name` in memory (saving it is `persist`'s, after a pause in typing). */
  edit(name: string, text: string): void {
    this.memory.value.set(name, text);
  }

  /** Saves `name` in this browser, and says how it went. */
  persist(name: string): void {
    const why = saveBot(name, this.source(name) ?? '');
    this.news.value =
      why === undefined
        ? { text: `Saved ${name} in this browser.`, failed: false }
        : { text: `Not saved: ${why}.`, failed: true };
  }

  /** Opens `name` for editing. */
  open(name: string): void {
    this.current.value = name;
    setCurrentBotName(name);
  }

  /** A new bot from `source`, named after `base`, opened; its name. */
  create(base: string, source: string): string {
    const name = freeName(base, this.names.value);
    this.put(name, source);
    this.persist(name);
    this.open(name);
    return name;
  }

  /** Renames the current bot; undefined when done, else why not. */
  rename(to: string): string | undefined {
    const from = this.current.value;
    if (to === from) return undefined;
    const why = nameProblem(to, this.names.value);
    if (why !== undefined) return why;
    const text = this.source(from) ?? '';
    this.drop(from);
    this.put(to, text);
    this.persist(to);
    this.news.value = { text: `Renamed ${from} to ${to}.`, failed: false };
    this.open(to);
    return undefined;
  }

  /** Deletes the current bot (the starter comes back when it was the last); returns what brings it back. */
  remove(): () => void {
    const name = this.current.value;
    const text = this.source(name) ?? '';
    this.drop(name);
    if (this.names.value.length === 0) this.create(FIRST_BOT, STARTER_SOURCE);
    this.open(this.names.value[0] as string);
    return () => void this.create(name, text);
  }

  private put(name: string, text: string): void {
    this.memory.value = new Map([...this.memory.value, [name, text]]);
  }

  private drop(name: string): void {
    const next = new Map(this.memory.value);
    next.delete(name);
    this.memory.value = next;
    deleteBot(name);
  }
}
