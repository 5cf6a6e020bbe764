// `npm run preview`: the browser preview (scripts/preview/main.ts) needs the toolchain's Node, as
// builds and tests do; an older Node gets the version guard's one line. Plain JavaScript in
// syntax Node 18 parses. The preview runs in a child Node that strips TypeScript types.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { TOOLCHAIN_NODE, exitIfNodeTooOld } from './node-version.js';

exitIfNodeTooOld(TOOLCHAIN_NODE, 'npm run preview');

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./preview/main.ts', import.meta.url));
// Type stripping is on by default from Node 22.18; naming the flag keeps 22.12 to 22.17 working.
const flags = process.features.typescript ? [] : ['--experimental-strip-types', '--no-warnings=ExperimentalWarning'];
const child = spawn(process.execPath, [...flags, entry, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
// Ctrl+C (and a closing terminal's SIGHUP) reach the child through the terminal's process group:
// let it shut down, then exit with it.
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => {
  if (signal !== null) process.kill(process.pid, signal);
  else process.exit(code ?? 1);
});
