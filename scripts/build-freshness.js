// Whether a build output is older than its sources, for the entry points that build on demand
// (the demo broker, the preview). Plain JavaScript so the demo broker's launcher runs on any
// supported Node. Types: build-freshness.d.ts.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest file at or under `path` as [mtimeMs, path]; [-Infinity, null] when there is none. */
function newestUnder(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [-Infinity, null]; // not there: nothing to be older than
  }
  if (stat.isFile()) return [stat.mtimeMs, path];
  let newest = [-Infinity, null];
  if (!stat.isDirectory()) return newest;
  for (const name of readdirSync(path)) {
    const found = newestUnder(join(path, name));
    if (found[0] > newest[0]) newest = found;
  }
  return newest;
}

/**
 * Why `output` must be (re)built from `sources` (files, or folders taken whole): it is missing,
 * or a source changed after it was written. Null when it is up to date.
 */
export function staleBecause(output, sources) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return `${output} is not built yet`;
  }
  for (const source of sources) {
    const [changed, path] = newestUnder(source);
    if (changed > built) return `${path} changed since the last build`;
  }
  return null;
}
