/**
 * Node binaries on this machine other than the one running the tests: the built command line must
 * run on the terminal's Node (Node 20 on our machines), not only on the toolchain's Node 22.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Every distinct `node` on PATH (and in the usual system folders) with its version. */
export function nodeBinaries(): { path: string; version: string }[] {
  const dirs = [...(process.env['PATH'] ?? '').split(delimiter), '/usr/local/bin', '/usr/bin'];
  const seen = new Set<string>();
  const found: { path: string; version: string }[] = [];
  for (const dir of dirs) {
    const path = join(dir, 'node');
    if (dir === '' || !existsSync(path)) continue;
    const real = realpathSync(path);
    if (seen.has(real)) continue;
    seen.add(real);
    try {
      found.push({ path, version: execFileSync(path, ['--version'], { encoding: 'utf8' }).trim() });
    } catch {
      // not runnable: not a candidate
    }
  }
  return found;
}

/** A Node of the given major version ($STRIKEBOARD_NODE20 first for major 20), or null. */
export function nodeOfMajor(major: number): { path: string; version: string } | null {
  const explicit = major === 20 ? process.env['STRIKEBOARD_NODE20'] : undefined;
  if (explicit) return { path: explicit, version: execFileSync(explicit, ['--version'], { encoding: 'utf8' }).trim() };
  return nodeBinaries().find((node) => node.version.startsWith(`v${major}.`)) ?? null;
}
