/** The address of a job queue (a Redis server) as the user writes it: redis://[:PASSWORD@]HOST[:PORT][/DB]. */
import { fail, ok, type Result } from '../../core/result.js';

/** A checked queue address: the URL to connect to and a form safe to print (the password masked). */
export interface QueueUrl {
  url: string;
  display: string;
}

/** Checks `--queue`'s value: a redis:// or rediss:// URL with a host; a problem names the option. */
export function parseQueueUrl(text: string): Result<QueueUrl> {
  const bad = (why: string) =>
    fail<QueueUrl>(`--queue: ${why}; expected redis://[:PASSWORD@]HOST[:PORT], such as redis://127.0.0.1:6379`);
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    return bad(`'${text}' is not a URL`);
  }
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') return bad(`'${u.protocol}' is not redis: or rediss:`);
  if (u.hostname === '') return bad('the URL has no host');
  if (u.pathname !== '' && u.pathname !== '/' && !/^\/\d+$/.test(u.pathname))
    return bad(`'${u.pathname}' is not a database number`);
  const masked = new URL(u.href);
  if (masked.password !== '') masked.password = '***';
  return ok({ url: u.href, display: masked.href.replace(/\/$/, '') });
}
