/**
 * The battle log rendered as UTF-8 bytes, straight from a battle's BattleSink calls: no event object, string or
 * line per swing. Every part of a line that does not change (names, a fighter's fixed numbers, the words) is encoded
 * once; numbers are written digit by digit.
 */
import { formatMicros } from '../core/decimal.js';
import type { Side } from '../core/side.js';
import { engineFor, type HpPair } from './battleEngine.js';
import type { BattleSink } from './battleSink.js';
import { percent } from './fighterReport.js';
import type { BattleState, Team, Teams } from './model.js';

/**
 * Bytes a chunk holds (more for a line longer than that). Small and fixed, so that chunks handed back (recycle) are
 * filled again: a first touch of a fresh memory page costs about 20 µs of CPU on the machines fray is measured on,
 * and a log that grew into new buffers touched twice its size (docs/performance.md, round 3, fifth session).
 */
const CHUNK_BYTES = 1 << 16;

/** Room for a line's words and numbers besides its names (the longest is a swing's: about 90 bytes and 5 numbers). */
const LINE_ROOM = 256;

const ENCODER = new TextEncoder();
const utf8 = (s: string): Uint8Array => ENCODER.encode(s);

/** Bytes of `s` in UTF-8, as TextEncoder writes it (a lone surrogate as U+FFFD, three bytes). */
function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) n += 1;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 2; // a pair: two units, four bytes
      i++;
    } else n += 2;
  }
  return n;
}

const W = {
  heroes: utf8('Heroes:\n-------\n'),
  villains: utf8('\nVillains:\n--------\n'),
  noSurvivors: utf8(' <no survivors>\n'),
  toDef: utf8('), ToDef('),
  offDice: utf8('), Off.Dice('),
  defDice: utf8('), Def.Dice('),
  roundStart: utf8('\n\tRound '),
  fight: utf8(', fight!\n'),
  newline: utf8('\n'),
  note: utf8('NOTE: '),
  triedToAttack: utf8(' tried to attack '),
  but: utf8(', but '),
  jumpedIn: utf8(' jumped in the way!\n'),
  hit: utf8(' hit '),
  for: utf8(' for '),
  point: utf8(' point of damage ('),
  points: utf8(' points of damage ('),
  swungAt: utf8(' swung at '),
  andMissed: utf8(' and missed ('),
  hitOnly: utf8(' hit, '),
  hits: utf8(' hits, '),
  blocked: utf8(' blocked)'),
  semicolon: utf8('; '),
  has: utf8(' has '),
  hpLeft: utf8(' HP left\n'),
  falls: utf8(' falls!\n'),
  dotNewline: utf8('.\n'),
  turnedOn: utf8(' turned on '),
  alreadyDown: utf8(', who was already down.\n'),
  wasKilled: utf8(' was killed, and those linked to them fall too: '),
  comma: utf8(', '),
  killed: utf8('\tKilled: '),
  noOne: utf8('<no one>'),
  roundEnds: utf8('\n Round ends.  Survivors are:\n\n'),
};

/**
 * Renders a battle's log into byte chunks: `opening` and `sides` for the start, then the BattleSink calls of every
 * round (a round's end lists the survivors), then `closing`. Chunks are taken with `take` as they fill; joined,
 * they are the UTF-8 bytes of battleLog's text.
 */
export class LogBytes implements BattleSink {
  private buf: Uint8Array = new Uint8Array(CHUNK_BYTES);
  private pos = 0;
  private full: Uint8Array[] = [];
  /** Chunks handed back (recycle), to be filled again. */
  private spare: Uint8Array[] = [];
  /**
   * Each fighter's parts, encoded together in one array (`parts`, a part's bytes at `start[id]` for `size[id]`):
   * its name, `name:\tHP(`, `), TotXP(x), ToHit(`, and from `), AOE(` to its line's end. Fighter i of side s has
   * parts `first[s] + 4 * i` to `first[s] + 4 * i + 3`. One array, not one per part: a typed array each would be
   * 16,000 objects with a buffer each for the 2,000 v 2,000 battle, most of its garbage.
   */
  private readonly parts: Uint8Array;
  private readonly start: Int32Array;
  private readonly size: Int32Array;
  private readonly first: readonly [number, number];
  private readonly nameText: readonly [string[], string[]];
  private readonly percents = new Map<number, Uint8Array>();

  constructor(private readonly teams: Teams) {
    const texts: string[] = [];
    const ref = (team: Team, i: number) => (i >= 0 ? team.fighters[i]!.name : '<no one>');
    for (const t of teams)
      for (const f of t.fighters) {
        texts.push(f.name, `${f.name}:\tHP(`, `), TotXP(${formatMicros(f.totalXpMicros)}), ToHit(`);
        texts.push(`), AOE(${f.aoe}), Bodyguarding: ${ref(t, f.bodyguardFor)}, Linked to: ${ref(t, f.linkedTo)}\n`);
      }
    this.first = [0, 4 * teams[0].fighters.length];
    this.nameText = [teams[0].fighters.map((f) => f.name), teams[1].fighters.map((f) => f.name)];
    // Joined by a newline, so that no two parts' halves of a surrogate pair meet (each part is encoded on its own).
    const all = texts.join('\n');
    this.parts = utf8(all);
    this.start = new Int32Array(texts.length);
    this.size = new Int32Array(texts.length);
    // When every character is ASCII (the bytes are as many as the characters), a part's bytes are its characters.
    const ascii = this.parts.length === all.length;
    let at = 0;
    for (let id = 0; id < texts.length; id++) {
      const n = ascii ? texts[id]!.length : utf8Length(texts[id]!);
      this.start[id] = at;
      this.size[id] = n;
      at += n + 1;
    }
    if (Math.max(at - 1, 0) !== this.parts.length) throw new Error('LogBytes: the parts were not measured as encoded');
  }

  /** The chunks filled since the last take (the one being filled is not among them). */
  take(): Uint8Array[] {
    const out = this.full;
    this.full = [];
    return out;
  }

  /** The chunks filled since the last take and the one being filled: everything rendered and not taken. */
  takeRest(): Uint8Array[] {
    if (this.pos > 0) {
      this.full.push(this.buf.subarray(0, this.pos));
      this.buf = this.spare.pop() ?? new Uint8Array(CHUNK_BYTES);
      this.pos = 0;
    }
    return this.take();
  }

  /**
   * Takes back a chunk that take or takeRest handed out and whose bytes are no longer needed (written): its memory is
   * filled again by later lines. A chunk must be handed back at most once.
   */
  recycle(chunk: Uint8Array): void {
    if (chunk.byteOffset === 0 && chunk.buffer.byteLength === CHUNK_BYTES)
      this.spare.push(new Uint8Array(chunk.buffer));
  }

  /**
   * Makes room for `n` more bytes: a chunk that cannot hold them is full, and another begins (a spare one, or a new
   * one of `n` bytes at least).
   */
  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.pos > 0) this.full.push(this.buf.subarray(0, this.pos));
    this.buf = (n <= CHUNK_BYTES ? this.spare.pop() : undefined) ?? new Uint8Array(Math.max(CHUNK_BYTES, n));
    this.pos = 0;
  }

  private put(b: Uint8Array): void {
    this.copy(b, 0, b.length);
  }

  /** Part `id` of the fighters' parts. */
  private part(id: number): void {
    this.copy(this.parts, this.start[id]!, this.size[id]!);
  }

  /** Bytes `from` to `from + n` of `src`, by hand: the parts are a few bytes long, too short for a native copy. */
  private copy(src: Uint8Array, from: number, n: number): void {
    const buf = this.buf;
    let p = this.pos;
    for (let k = from, end = from + n; k < end; k++) buf[p++] = src[k]!;
    this.pos = p;
  }

  /** Room for a line with these fighters' parts and LINE_ROOM besides. */
  private roomFor(a: number, b = -1, c = -1): void {
    const size = this.size;
    this.room(LINE_ROOM + size[a]! + (b < 0 ? 0 : size[b]!) + (c < 0 ? 0 : size[c]!));
  }

  /** Text of any length (rare parts: the seed's line, the closing line). */
  text(s: string): void {
    const b = utf8(s);
    this.room(b.length);
    this.put(b);
  }

  /** A number as String(n) writes it: whole numbers below a billion digit by digit, others through String. */
  private num(n: number): void {
    if (!(n >= 0 && n < 1e9 && n === Math.floor(n))) {
      this.put(utf8(String(n)));
      return;
    }
    const digits =
      n < 10 ? 1 : n < 100 ? 2 : n < 1000 ? 3 : n < 1e4 ? 4 : n < 1e5 ? 5 : n < 1e6 ? 6 : n < 1e7 ? 7 : n < 1e8 ? 8 : 9;
    const buf = this.buf;
    let p = this.pos + digits;
    this.pos = p;
    do {
      buf[--p] = 48 + (n % 10);
      n = Math.floor(n / 10);
    } while (n > 0);
  }

  private percent(micros: number): Uint8Array {
    let p = this.percents.get(micros);
    if (p === undefined) this.percents.set(micros, (p = utf8(percent(micros))));
    return p;
  }

  /** The seed and the opening words; the starting sides follow (sides). */
  opening(seed: number): void {
    this.text(`Seed: ${seed}  (repeat this battle with --seed ${seed})\n\nAt start of battle, the sides are:\n\n`);
  }

  /** Both sides' living fighters and their numbers in `state` (fighterLine's text). */
  sides(state: BattleState): void {
    const engine = engineFor(this.teams);
    for (const side of [0, 1] as const) {
      this.room(LINE_ROOM);
      this.put(side === 0 ? W.heroes : W.villains);
      const hp = state.hp[side];
      const n = engine.numbersAt(side, hp, state.round);
      const first = this.first[side];
      let any = false;
      for (let i = 0; i < hp.length; i++) {
        const h = hp[i]!;
        if (h <= 0) continue;
        any = true;
        const id = first + 4 * i;
        this.roomFor(id + 1, id + 2, id + 3);
        this.part(id + 1);
        this.num(h);
        this.part(id + 2);
        this.put(this.percent(n.toHit[i]!));
        this.put(W.toDef);
        this.put(this.percent(n.toDefend[i]!));
        this.put(W.offDice);
        this.num(n.offenseDice[i]!);
        this.put(W.defDice);
        this.num(n.defenseDice[i]!);
        this.part(id + 3);
      }
      if (!any) this.put(W.noSurvivors);
    }
  }

  /** The two lines before the closing line, and the closing line (endLine's text). */
  closing(endLine: string): void {
    this.text(`\n\n${endLine}\n`);
  }

  roundStart(round: number): void {
    this.room(LINE_ROOM);
    this.put(W.roundStart);
    this.num(round);
    this.put(W.fight);
  }

  halfStart(): void {
    this.room(1);
    this.put(W.newline);
  }

  /** Part id of the name of fighter `i` of side `s`. */
  private name(s: Side, i: number): number {
    return this.first[s] + 4 * i;
  }

  bodyguard(side: Side, attacker: number, target: number, bodyguard: number): void {
    const a = this.name(side, attacker),
      t = this.name(other(side), target),
      g = this.name(other(side), bodyguard);
    this.roomFor(a, t, g);
    this.put(W.note);
    this.part(a);
    this.put(W.triedToAttack);
    this.part(t);
    this.put(W.but);
    this.part(g);
    this.put(W.jumpedIn);
  }

  // One argument per field of the event (see BattleSink): the swing's numbers without an object to carry them.
  // eslint-disable-next-line max-params
  attack(
    side: Side,
    attacker: number,
    defender: number,
    hits: number,
    blocks: number,
    damage: number,
    hpAfter: number,
  ): void {
    const a = this.name(side, attacker),
      d = this.name(other(side), defender);
    this.roomFor(a, d, d);
    this.part(a);
    if (damage > 0) {
      this.put(W.hit);
      this.part(d);
      this.put(W.for);
      this.num(damage);
      this.put(damage === 1 ? W.point : W.points);
    } else {
      this.put(W.swungAt);
      this.part(d);
      this.put(W.andMissed);
    }
    this.num(hits);
    this.put(hits === 1 ? W.hitOnly : W.hits);
    this.num(blocks);
    this.put(W.blocked);
    if (damage > 0) {
      this.put(W.semicolon);
      this.part(d);
      if (hpAfter > 0) {
        this.put(W.has);
        this.num(hpAfter);
        this.put(W.hpLeft);
      } else this.put(W.falls);
    } else this.put(W.dotNewline);
  }

  alreadyDown(side: Side, attacker: number, defender: number): void {
    const a = this.name(side, attacker),
      d = this.name(other(side), defender);
    this.roomFor(a, d);
    this.part(a);
    this.put(W.turnedOn);
    this.part(d);
    this.put(W.alreadyDown);
  }

  linkedDeaths(side: Side, cause: number, victims: number[]): void {
    this.list(other(side), victims, cause, W.wasKilled);
    this.put(W.dotNewline);
  }

  halfEnd(side: Side, killed: number[]): void {
    if (killed.length === 0) {
      this.room(LINE_ROOM);
      this.put(W.killed);
      this.put(W.noOne);
      this.put(W.newline);
      return;
    }
    // Sorted by name, as Array.prototype.sort sorts strings (names are distinct within a team).
    const text = this.nameText[other(side)];
    const byName = killed.slice().sort((x, y) => {
      const a = text[x]!,
        b = text[y]!;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    this.list(other(side), byName, -1, W.killed);
    this.put(W.newline);
  }

  /**
   * The name of fighter `first` of side `s` (when not -1), `words`, then the names of `who` joined by ", "; room is
   * left for a line's end.
   */
  private list(s: Side, who: readonly number[], first: number, words: Uint8Array): void {
    let size = LINE_ROOM + (first < 0 ? 0 : this.size[this.name(s, first)]!);
    for (const i of who) size += this.size[this.name(s, i)]! + 2;
    this.room(size);
    if (first >= 0) this.part(this.name(s, first));
    this.put(words);
    for (let k = 0; k < who.length; k++) {
      if (k > 0) this.put(W.comma);
      this.part(this.name(s, who[k]!));
    }
  }

  roundEnd(round: number, hp: HpPair): void {
    this.room(LINE_ROOM);
    this.put(W.roundEnds);
    this.sides({ round, hp });
  }
}

function other(side: Side): Side {
  return side === 0 ? 1 : 0;
}
