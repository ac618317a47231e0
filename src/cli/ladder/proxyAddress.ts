/** `--trust-proxy`'s items: the addresses (or address/prefix ranges) of the reverse proxies in front of the ladder. */
import { isIP } from 'node:net';
import { InvalidArgumentError } from 'commander';

/** One proxy address, `10.0.0.5` or `10.0.0.0/8` or `::1`, checked (commander parser for an item of the list). */
export function proxyAddress(text: string): string {
  const [ip = '', prefix, extra] = text.split('/');
  const family = isIP(ip);
  const bits = family === 4 ? 32 : 128;
  const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
  if (family === 0 || !prefixOk || extra !== undefined)
    throw new InvalidArgumentError(
      `'${text}' is not an IP address or a range (ADDRESS/BITS): give the proxy's own addresses, comma-separated`,
    );
  return text;
}
