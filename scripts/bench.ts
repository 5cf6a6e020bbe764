/**
 * `npm run bench`: runs every bench/*.bench.ts in its own Node process, one after the other,
 * so one benchmark's garbage and JIT state never colour the next. Each prints its own figures
 * (time, throughput, ratio to a baseline). `npm run bench -- decode` runs only files whose name
 * contains "decode".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'bench');
const filter = process.argv[2] ?? '';
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();

if (files.length === 0) {
  console.error(`bench: no benchmark matches "${filter}" in bench/`);
  process.exit(2);
}
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed += 1;
    console.error(`bench: ${file} exited with ${run.status ?? run.signal}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
