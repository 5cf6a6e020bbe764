// The Node version guard of the entry points a terminal runs directly (bin/strikeboard.js, the
// demo broker, the preview). Plain JavaScript in syntax Node 18 parses, so an old Node gets this
// one line instead of a syntax error or a stack trace. Types: node-version.d.ts.

/** The oldest Node the built command line and demo broker run on (vite.config.ts builds for it). */
export const COMMAND_LINE_NODE = '20.0.0';
/** The oldest Node the toolchain runs on: builds, tests, the preview (package.json engines). */
export const TOOLCHAIN_NODE = '22.12.0';

/** `v20.19.1` or `20.19.1` as numbers; null when the text is not a version. */
function parts(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `current` is older than `minimum`; false when either is unreadable (no reason to refuse to run). */
export function olderThan(current, minimum) {
  const have = parts(current);
  const need = parts(minimum);
  if (have === null || need === null) return false;
  for (let i = 0; i < 3; i += 1) if (have[i] !== need[i]) return have[i] < need[i];
  return false;
}

/**
 * The one line to print when `current` is older than `minimum`, or null when it is recent enough
 * (or unreadable: an unknown version string is no reason to refuse to run).
 */
export function nodeTooOld(current, minimum, program) {
  if (!olderThan(current, minimum)) return null;
  const have = parts(current) ?? [];
  const need = parts(minimum) ?? [];
  const shown = need[1] === 0 && need[2] === 0 ? String(need[0]) : need.join('.');
  return `${program} needs Node.js ${shown} or newer, and this is Node ${have.join('.')}: run \`. scripts/node22.sh\` in the Strikeboard folder to use Node 22 in this terminal, or install Node 22 LTS from nodejs.org.`;
}

/** Prints the line and exits with status 1 when this process's Node is older than `minimum`. */
export function exitIfNodeTooOld(minimum, program) {
  const problem = nodeTooOld(process.versions.node, minimum, program);
  if (problem === null) return;
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
