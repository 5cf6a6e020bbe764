/**
 * The broker answers only requests addressed to a loopback name. Listening on 127.0.0.1 stops other
 * machines; checking Host also stops a web page from reaching it through DNS rebinding.
 */

const HOST = /^(?:\[([0-9A-F:.]+)\]|([^:[\]]+))(?::(\d{1,5}))?$/i;

/** True for `127.x.y.z`, `localhost` and `[::1]`, with or without a port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined) return false;
  const match = HOST.exec(host.trim());
  if (!match) return false;
  const name = (match[1] ?? match[2] ?? '').toLowerCase();
  if (match[3] !== undefined && Number(match[3]) > 65535) return false;
  return name === 'localhost' || name === '::1' || /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name);
}
