/** `--queue URL` for coordinators and workers: the address checked and the server reached, or one line and exit 2. */
import { openQueueConnection, type QueueConnection } from '../../adapters/queue/queueConnection.js';
import { parseQueueUrl } from '../../adapters/queue/queueUrl.js';
import { unwrap } from '../CliError.js';

/** Connects to the queue named by `--queue`; a bad address or a server that does not answer is a CliError (exit 2). */
export async function connectQueue(text: string): Promise<QueueConnection> {
  const url = unwrap(parseQueueUrl(text));
  return unwrap(await openQueueConnection(url));
}
