/**
 * The studio's pages: each is a script of its own (web/dist/studio/pages/<id>.js), loaded the first time its address
 * is opened, so the first page a visitor sees carries none of the others' code.
 */

/** One page of the studio: its address (#/<id>), its name in the menu, and one line on what it is for. */
export interface PageInfo {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
}

/** Every page, in menu order. The build makes one script per entry (web/studio/src/pages/<id>/main.ts). */
export const PAGES: readonly PageInfo[] = [
  {
    id: 'mfd',
    title: 'Marked for Death',
    summary: 'Edit two teams, fight a battle and watch it round by round, compute the odds over thousands of battles.',
  },
  {
    id: 'summoner',
    title: 'Summoner War',
    summary:
      'Write a bot in the editor, play it against the demo bots, run a small tournament, download it for the CLI.',
  },
  {
    id: 'nightsoil',
    title: 'Night Soil',
    summary:
      'Two mobs in a duel: the exact odds of one exchange, sampled odds of the whole duel, the hit-chance curve.',
  },
  {
    id: 'stool',
    title: 'The Quest for the Golden Stool',
    summary: 'The roguelike, played with the keyboard; your game is saved in this browser.',
  },
  {
    id: 'calc',
    title: 'Luck, armour and time',
    summary: 'The luck meter, smooth armour and turn-rate time, with their plots.',
  },
];

/** The page named by an address's hash (`#/mfd?x=1` → mfd), or undefined for the home page or an unknown name. */
export function pageOf(hash: string): { page: PageInfo | undefined; params: URLSearchParams; unknown: boolean } {
  const m = /^#\/?([^?]*)(?:\?(.*))?$/.exec(hash);
  const id = m?.[1] ?? '';
  const params = new URLSearchParams(m?.[2] ?? '');
  const page = PAGES.find((p) => p.id === id);
  return { page, params, unknown: id !== '' && page === undefined };
}
