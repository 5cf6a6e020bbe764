// `npm test` (and each of its steps alone: `node scripts/test.js unit [vitest arguments]`): on the
// toolchain's Node (toolchain-node.js), checks the machine has what the tests need
// (test-prerequisites.js) before any test starts, builds once for every step that needs a build,
// then runs the steps of test-steps.js in order, type checks and lint side by side on the
// machine's cores. Prints each step's time. Plain JavaScript in syntax Node 18 parses.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildModes, BUILD_MODES } from './build.js';
import { checkPrerequisites } from './test-prerequisites.js';
import { testSteps } from './test-steps.js';
import { ensureToolchainNode } from './toolchain-node.js';

await ensureToolchainNode();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
process.chdir(ROOT);

const steps = testSteps();
const args = process.argv.slice(2);
const named = [];
while (args.length > 0 && steps.some((step) => step.name === args[0])) named.push(args.shift());
// Arguments narrow a step to what they name: they go to its one command that takes them, and a
// command that checks the whole tree (`wholeTree`) is left out of the narrowed run.
const jobsOf = (step) => (args.length === 0 ? step.jobs : step.jobs.filter((job) => job.wholeTree !== true));
const selected = named.length === 0 ? steps : steps.filter((step) => named.includes(step.name));
if (args.length > 0 && (named.length !== 1 || selected[0] === undefined || jobsOf(selected[0]).length !== 1)) {
  process.stderr.write(`test: arguments (${args.join(' ')}) go to one step with one command: name it first (${steps.map((s) => s.name).join(', ')}).\n`);
  process.exit(2);
}

const say = (line) => process.stdout.write(`${line}\n`);
const seconds = (since) => Math.round((Date.now() - since) / 1000);

const needs = new Set(selected.flatMap((step) => step.needs ?? []));
if (needs.size > 0) {
  const problem = checkPrerequisites(process.env, process.platform, [...needs]);
  if (problem !== null) {
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}

/** Runs one job; `quiet` collects its output for printing when it is done (jobs side by side). */
function run(job, quiet) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(job.command ?? process.execPath, [...job.args, ...args], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (quiet) for (const stream of [child.stdout, child.stderr]) stream.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ job, ok: false, output: `${output}${error.message}\n`, seconds: seconds(started) }));
    child.on('close', (code) => resolve({ job, ok: code === 0, output, seconds: seconds(started) }));
  });
}

/** Runs independent jobs `lanes` at a time, the longest-running first as listed; prints each as it finishes. */
async function runSideBySide(jobs, lanes) {
  const queue = [...jobs];
  const results = [];
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const result = await run(job, true);
      process.stdout.write(result.output);
      say(`${result.ok ? 'passed' : 'FAILED'}: ${job.label} (${result.seconds} s)`);
      results.push(result);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
  return results.every((result) => result.ok);
}

const started = Date.now();
const times = [];
let built = false;
for (let index = 0; index < selected.length;) {
  // Steps that are independent checks (type checks, lint) run together as one group.
  let end = index + 1;
  if (selected[index].checks) while (selected[end]?.checks) end += 1;
  const group = selected.slice(index, end);
  index = end;
  if (!built && group.some((s) => s.builds)) {
    const since = Date.now();
    const modes = BUILD_MODES.filter((mode) => selected.some((s) => s.builds?.includes(mode)));
    say(`\n== build (${modes.join(', ')})`);
    try {
      await buildModes(modes, 'warn');
    } catch (error) {
      process.stderr.write(`test: the build failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
    built = true;
    times.push(`build ${seconds(since)} s`);
  }
  const title = group.map((s) => s.title).join(' and ');
  say(`\n== ${title}`);
  const since = Date.now();
  const jobs = group.flatMap(jobsOf);
  const ok = jobs.length > 1 ? await runSideBySide(jobs, os.availableParallelism()) : (await run(jobs[0], false)).ok;
  times.push(`${title} ${seconds(since)} s`);
  if (!ok) {
    process.stderr.write(`\ntest: ${title} failed (times: ${times.join(', ')}).\n`);
    process.exit(1);
  }
}
say(`\ntest: passed in ${seconds(started)} s (${times.join(', ')}).`);
