/**
 * The studio's shell: the menu, the home page, and the one place that mounts pages. Each page is its own script,
 * loaded when its address is first opened; an error anywhere shows a message with a way back, never a blank page.
 */
import '../studio.css';
import { h } from '../../src/dom.js';
import { loadPageFiles } from './loadScript.js';
import { PAGES, pageOf, type PageInfo } from './pageList.js';
import type { Mount, PageContext } from './registerPage.js';

/** The pages whose build emits a stylesheet of their own (written into the page by the build, see buildStudio.js). */
const STYLED = new Set((document.documentElement.dataset.styledPages ?? '').split(',').filter((s) => s !== ''));

const mounts = new Map<string, Mount>();
const waiting = new Map<string, (m: Mount) => void>();
window.frayStudio = {
  register(id, mount) {
    mounts.set(id, mount);
    waiting.get(id)?.(mount);
    waiting.delete(id);
  },
};

const main = document.getElementById('studio-main') as HTMLElement;
let stop: (() => void) | undefined;
/** Counts navigations, so a page that finishes loading after the visitor moved on is not mounted. */
let visit = 0;

function menu(current: string | undefined): HTMLElement {
  return h(
    'ul',
    {},
    h('li', {}, h('a', { href: '#/', 'aria-current': current === undefined ? 'page' : undefined }, 'Home')),
    ...PAGES.map((p) =>
      h('li', {}, h('a', { href: `#/${p.id}`, 'aria-current': current === p.id ? 'page' : undefined }, p.title)),
    ),
  );
}

/** What sets the studio apart, said first: each point a short heading and a line. */
const SPECIAL: readonly [string, string][] = [
  ['Works offline', 'Everything is computed in this tab; open it from the disk or any host, with no connection.'],
  [
    'Nothing is sent anywhere',
    'Your teams, bots and games stay in this browser: the page may not connect to anything.',
  ],
  [
    'The same results as the command line',
    'The same library and the same seeds as fray: a battle, odds or match here is byte for byte the one there.',
  ],
  [
    'Your files as they are',
    "The original program's team files and Excel's (semicolons, decimal commas, UTF-16 or Windows-1252) are read as they are.",
  ],
];

function home(): HTMLElement {
  return h(
    'section',
    { class: 'home' },
    h('h1', {}, 'fray studio'),
    h('p', { class: 'lede' }, 'Game combat systems to try, tune and play, computed in this tab.'),
    h('ul', { class: 'special' }, ...SPECIAL.map(([title, line]) => h('li', {}, h('strong', {}, title), ' ', line))),
    h('h2', {}, 'Tools'),
    h(
      'ul',
      { class: 'cards' },
      ...PAGES.map((p) => h('li', {}, h('a', { href: `#/${p.id}` }, h('strong', {}, p.title)), h('p', {}, p.summary))),
    ),
  );
}

/** After a navigation (not the first load), the new page's heading takes the focus, so a keyboard starts there. */
function focusHeading(): void {
  if (visit <= 1) return;
  const heading = main.querySelector('h1');
  if (heading === null) return;
  heading.tabIndex = -1;
  heading.focus();
}

/** Replaces the page with a message and a way back; used for failures the page itself did not handle. */
function showTrouble(message: string): void {
  stop?.();
  stop = undefined;
  main.replaceChildren(
    h(
      'div',
      { class: 'trouble', role: 'alert' },
      h('h1', {}, 'Something went wrong'),
      h('p', {}, message),
      h(
        'p',
        {},
        h('a', { href: '#/' }, 'Back to the home page'),
        ' \u00b7 ',
        h('a', { href: location.hash }, 'try again'),
      ),
    ),
  );
  main.dataset.state = 'error';
}

function waitForMount(id: string): Promise<Mount> {
  const known = mounts.get(id);
  if (known !== undefined) return Promise.resolve(known);
  return new Promise((done) => waiting.set(id, done));
}

async function open(page: PageInfo, params: URLSearchParams, mine: number): Promise<void> {
  main.dataset.state = 'loading';
  main.setAttribute('aria-busy', 'true');
  main.replaceChildren(h('p', { class: 'loading' }, `Loading ${page.title}\u2026`));
  const mounted = waitForMount(page.id);
  await loadPageFiles(page.id, STYLED.has(page.id));
  const mount = await mounted;
  if (mine !== visit) return;
  const root = h('div', { class: `page page-${page.id}` });
  main.replaceChildren(root);
  const ctx: PageContext = {
    params,
    setParams(next) {
      const q = next.toString();
      history.replaceState(null, '', `#/${page.id}${q === '' ? '' : `?${q}`}`);
    },
  };
  stop = mount(root, ctx) ?? undefined;
  main.removeAttribute('aria-busy');
  main.dataset.state = 'ready';
  focusHeading();
}

function route(): void {
  const { page, params, unknown } = pageOf(location.hash);
  const mine = ++visit;
  stop?.();
  stop = undefined;
  document.getElementById('studio-menu')?.replaceChildren(menu(page?.id));
  document.title = page === undefined ? 'fray studio' : `${page.title} \u00b7 fray studio`;
  if (unknown) return showTrouble(`There is no page at ${location.hash}.`);
  if (page === undefined) {
    main.replaceChildren(home());
    main.removeAttribute('aria-busy');
    main.dataset.state = 'ready';
    main.dataset.page = '';
    return focusHeading();
  }
  main.dataset.page = page.id;
  open(page, params, mine).catch((e: unknown) => {
    if (mine === visit) showTrouble(`${page.title} could not start: ${(e as Error).message}`);
  });
}

window.addEventListener('error', (e) => {
  // The browser's note that a resize observer's change waits for the next frame: not an error of the page.
  if (/^ResizeObserver loop/.test(e.message)) return;
  showTrouble(`internal error: ${e.message}`);
});
window.addEventListener('unhandledrejection', (e) =>
  showTrouble(`internal error: ${(e.reason as Error | undefined)?.message ?? String(e.reason)}`),
);
window.addEventListener('hashchange', route);
route();
