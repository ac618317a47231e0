/**
 * Where the page's setup comes from, and what it says when a source cannot be read: the setup saved in this browser,
 * else the example battle; a link's setup over either. Whatever could not be read is said at the top of the page, with
 * what is shown instead; saved work that cannot be read is kept aside, never overwritten, and can be downloaded.
 */
import { formatProblem, type Result } from '../../../../../src/core/index.js';
import { downloadText } from '../../kit/download.js';
import type { Notices } from '../../kit/notices.js';
import { plainWords } from '../../kit/plainWords.js';
import { loadText, saveText } from '../../kit/storage.js';
import { parseSetup, setupFromParam, type MfdSetup } from './setup.js';

/** Where the last setup is kept in this browser. */
export const STORAGE_KEY = 'mfd:setup';
/** Where saved work that could not be read is kept aside. */
const UNREAD_KEY = 'mfd:setup-unread';

/** The setup to start from, and where it came from. */
export interface FirstSetup {
  setup: MfdSetup;
  from: 'stored' | 'example';
}

/** The saved setup, or the example (saying at the top why the saved one was not used, with it kept aside). */
export function firstSetup(example: () => MfdSetup, notices: Notices): FirstSetup {
  const stored = loadText(STORAGE_KEY);
  if (stored === undefined) return { setup: example(), from: 'example' };
  const read = parseSetup(stored, 'the setup saved in this browser');
  if (read.ok) return { setup: read.value, from: 'stored' };
  saveText(UNREAD_KEY, stored);
  notices.add({
    what: `The setup saved in this browser could not be read (${plainWords(read.problem.message)}).`,
    kept: 'The example teams are shown instead; the saved text is kept aside.',
    action: {
      label: 'Download the saved text',
      act: () => downloadText('mfd-setup-unread.json', stored, 'application/json'),
    },
  });
  return { setup: example(), from: 'example' };
}

/** What a link's damaged setup says, in the page's words. */
function linkTrouble(read: Result<MfdSetup>): string {
  if (read.ok) return '';
  const message = read.problem.message;
  if (/copied whole/.test(message)) return 'it looks cut short: was the whole link copied?';
  return plainWords(formatProblem(read.problem));
}

/** The link's setup (param `setup`), or undefined after saying at the top why it could not be read. */
export async function linkSetup(param: string, first: FirstSetup, notices: Notices): Promise<MfdSetup | undefined> {
  const read = await setupFromParam(param);
  if (read.ok) return read.value;
  notices.add({
    what: `This link's setup could not be read: ${linkTrouble(read)}`,
    kept:
      first.from === 'stored'
        ? 'Shown instead: the setup last used in this browser.'
        : 'Shown instead: the example teams.',
  });
  return undefined;
}
