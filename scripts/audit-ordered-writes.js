/**
 * Loaded into Electronegativity's process by audit-electron.ts (node --import). Its CSV writer starts
 * the header's write (which truncates the file) and the rows' append as two asynchronous writes at
 * once, so the rows can land first and be overwritten or cut away: a garbled report failed one CI
 * run, and a report of the header alone would have passed as "no findings". Writing each file
 * synchronously, in the order the writer asks, makes the report whole every time.
 */
import fs from 'node:fs';

fs.writeFile = (file, data, options, callback) => {
  const done = typeof options === 'function' ? options : callback;
  let error = null;
  try {
    fs.writeFileSync(file, data, typeof options === 'function' ? undefined : options);
  } catch (caught) {
    error = caught;
  }
  process.nextTick(() => done?.(error));
};
