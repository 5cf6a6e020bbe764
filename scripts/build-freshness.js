// Whether a build output is older than its sources, for the entry points that build on demand
// (the demo broker, the preview). Plain JavaScript so the demo broker's launcher runs on any
// supported Node. Types: build-freshness.d.ts.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest file under `dir` as [mtimeMs, path]; [-Infinity, null] when there is none. */
function newestUnder(dir) {
  let newest = [-Infinity, null];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return newest; // not there: nothing to be older than
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    const found = entry.isDirectory() ? newestUnder(path) : entry.isFile() ? [statSync(path).mtimeMs, path] : newest;
    if (found[0] > newest[0]) newest = found;
  }
  return newest;
}

/**
 * Why `output` must be (re)built from the files under `sourceDirs`: it is missing, or a source
 * changed after it was written. Null when it is up to date.
 */
export function staleBecause(output, sourceDirs) {
  let built;
  try {
    built = statSync(output).mtimeMs;
  } catch {
    return `${output} is not built yet`;
  }
  for (const dir of sourceDirs) {
    const [changed, path] = newestUnder(dir);
    if (changed > built) return `${path} changed since the last build`;
  }
  return null;
}
