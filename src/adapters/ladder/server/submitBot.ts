/** A submission from the web form or the API, whatever its path: quota, file checks, then stored whole. */
import { fail, type Result } from '../../../core/result.js';
import type { Author } from '../authors.js';
import { submissionsLastHour } from '../challenges.js';
import { storeSubmission, type StoredSubmission } from '../submissions.js';
import { uploadedBot } from '../uploadedBot.js';
import type { LadderContext } from './ladderContext.js';
import type { Upload } from './readUpload.js';

/** Stores the bot of `upload` for `author`; a problem is the reason shown to them. */
export async function submitBot(c: LadderContext, author: Author, upload: Upload): Promise<Result<StoredSubmission>> {
  const now = c.now();
  if ((await submissionsLastHour(c.ladder.db, author, now)) >= c.quotas.submissionsPerHour)
    return fail(`you may submit ${c.quotas.submissionsPerHour} versions an hour; try again later`);
  if (upload.file === undefined) return fail('no file was sent (the field is "bot")');
  const name = (upload.fields.name ?? '').trim();
  const s = uploadedBot(name, upload.file.name, upload.file.bytes);
  if (!s.ok) return s;
  const stored = await storeSubmission(c.ladder.db, author, s.value, now);
  if (stored.ok) c.onSubmitted();
  return stored;
}
