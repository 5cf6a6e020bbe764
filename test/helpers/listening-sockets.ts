/**
 * What a process tree listens on (Linux, from /proc): every TCP socket in LISTEN and every bound,
 * unconnected UDP socket of the process and its descendants, with its local address. For tests
 * of "nothing listens beyond loopback".
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface Listener {
  protocol: 'tcp' | 'tcp6' | 'udp' | 'udp6';
  address: string;
  port: number;
}

/** The process and all its descendants. */
export function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces and parentheses): state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/** /proc/net's hex address as text: IPv4 is little-endian per 32-bit word, IPv6 four such words. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return `::ffff:${bytes.slice(12).join('.')}`;
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(':').replace(/(?:^|:)0(?::0)+(?::|$)/, '::');
}

/** Every listening socket of `root` and its descendants. */
export function listeningSockets(root: number): Listener[] {
  const inodes = new Set(processTree(root).flatMap((pid) => [...socketInodes(pid)]));
  const found: Listener[] = [];
  for (const protocol of ['tcp', 'tcp6', 'udp', 'udp6'] as const) {
    let table: string;
    try {
      table = readFileSync(`/proc/net/${protocol}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of table.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, , state] = [fields[1], fields[2], fields[3]];
      const inode = fields[9];
      if (!local || !inode || !inodes.has(inode)) continue;
      const listening = protocol.startsWith('tcp') ? state === '0A' : state === '07';
      if (!listening) continue;
      const [hex, port] = local.split(':');
      found.push({ protocol, address: decodeAddress(hex ?? ''), port: parseInt(port ?? '0', 16) });
    }
  }
  return found;
}

/** Whether an address is on the loopback interface only. */
export function isLoopback(address: string): boolean {
  return /^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address);
}
