/** Keys from raw terminal input, and the key table that both `--help` and the help screen show. */

/**
 * Raw terminal input as key names, for `pressKey`: printable characters stand for themselves; escape sequences become
 * `up`, `down`, `left`, `right`, `home`, `end`, `pageup`, `pagedown` and `centre` (keypad 5); control keys become
 * `escape`, `tab`, `enter`, `backspace`, `ctrl-c` and `ctrl-p`. Unknown sequences are dropped.
 *
 * @example
 * ```ts
 * import { parseKeys } from 'fray/stool';
 *
 * console.log(parseKeys('hj\u001b[A\r\u0003'));
 * //> [ 'h', 'j', 'up', 'enter', 'ctrl-c' ]
 * ```
 * @category Screen
 */
export function parseKeys(data: string): string[] {
  if (typeof data !== 'string') throw new TypeError(`parseKeys: data must be a string, got ${typeof data}`);
  const keys: string[] = [];
  for (let i = 0; i < data.length; i++) {
    const ch = data[i] as string;
    if (ch === '\u001b') {
      const next = data[i + 1];
      if (next !== '[' && next !== 'O') {
        keys.push('escape');
        continue;
      }
      // CSI or SS3: parameter bytes, then one final byte.
      let j = i + 2;
      while (j < data.length && /[0-9;]/.test(data[j] as string)) j++;
      const params = data.slice(i + 2, j);
      const final = data[j];
      i = j;
      const name = final === '~' ? TILDE[params.split(';')[0] ?? ''] : FINAL[final ?? ''];
      if (name !== undefined) keys.push(name);
      continue;
    }
    if (ch === '\u0003') keys.push('ctrl-c');
    else if (ch === '\u0010') keys.push('ctrl-p');
    else if (ch === '\t') keys.push('tab');
    else if (ch === '\r' || ch === '\n') keys.push('enter');
    else if (ch === '\u007f' || ch === '\b') keys.push('backspace');
    else if (ch >= ' ') keys.push(ch);
  }
  return keys;
}

const FINAL: Record<string, string> = {
  A: 'up',
  B: 'down',
  C: 'right',
  D: 'left',
  H: 'home',
  F: 'end',
  E: 'centre',
  G: 'centre',
};
const TILDE: Record<string, string> = {
  '1': 'home',
  '7': 'home',
  '4': 'end',
  '8': 'end',
  '5': 'pageup',
  '6': 'pagedown',
};

/**
 * The keys of the game, as shown by `fray play --help` and the in-game help screen (`?`). Each line fits 80 columns
 * beside the widest key, and the whole table with its legend fits 80 × 24.
 * @category Screen
 */
export const KEY_HELP: readonly (readonly [keys: string, what: string])[] = [
  ['h j k l y u b n', 'move, or strike a monster there (also arrows, keypad 1-9)'],
  ['H J K L Y U B N', 'run until something comes into view, lies here or happens'],
  ['. or 5', 'wait a moment'],
  ['f', 'fire: strike the target (nearest in reach; a sling or bow from afar)'],
  ['Tab or t', 'next target among the monsters in view'],
  ['x', 'look at a cell or monster (Tab: next monster; Enter: travel there)'],
  ['o', 'explore until something turns up or a monster comes into view'],
  ['r', 'read a scroll (a bolt or poison goes at the target)'],
  ['e', 'eat (from the floor or the pack)'],
  ['g or ,', 'pick up what lies here (the stool wins the game)'],
  ['w / T', 'wear or wield something (shows what it changes) / take it off'],
  ['d', 'drop something from the pack'],
  ['i', 'inventory: what you wear, carry and read'],
  ['> or <', 'go down or up the stairs; elsewhere, travel to them'],
  ['Ctrl-P / ?', 'message history / this help'],
  ['q', 'save and quit, after you answer y; resume with fray play'],
  ['Ctrl-C', 'save and quit at once'],
];
