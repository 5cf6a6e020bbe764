/**
 * `npm run audit:electron`: runs Electronegativity (offline) over the project, sources and the
 * built app, and fails on any finding above LOW. Electronegativity always exits 0, so this
 * reads its CSV report instead of its exit code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const electronVersion = (require('electron/package.json') as { version: string }).version;
const SEVERITY_RANK: Record<string, number> = { INFORMATIONAL: 0, LOW: 1, MEDIUM: 2, HIGH: 3, CRITICAL: 4 };

if (!existsSync(join(root, 'dist', 'main', 'main.js'))) {
  console.error('audit:electron: the app is not built; run npm run build first');
  process.exit(1);
}

const outDir = mkdtempSync(join(tmpdir(), 'strikeboard-audit-'));
const report = join(outDir, 'electronegativity.csv');
const cli = join(root, 'node_modules', '@doyensec', 'electronegativity', 'dist', 'index.js');
// Its report's header and rows are written in order (see audit-ordered-writes.js).
const ordered = join(import.meta.dirname, 'audit-ordered-writes.js');
const run = spawnSync(process.execPath, ['--import', pathToFileURL(ordered).href, cli, '-i', root, '-e', electronVersion, '-r', '-o', report], {
  cwd: root,
  encoding: 'utf8',
});
if (!existsSync(report)) {
  console.error(`audit:electron: Electronegativity wrote no report\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}

/** Parses CSV text into rows, honouring double-quoted fields (which may hold commas and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field.trim());
      field = '';
    } else if (c === '\n') {
      row.push(field.trim());
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field.trim());
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}

const HEADER = ['issue', 'severity', 'confidence', 'filename', 'location', 'sample', 'description', 'url'];
const table = parseCsv(readFileSync(report, 'utf8'));
rmSync(outDir, { recursive: true, force: true });
// A report that is not the header and rows of eight known fields is refused, never read as "nothing found".
const whole = table[0]?.join(',') === HEADER.join(',') && table.slice(1).every((row) => row.length === HEADER.length && (row[1] ?? '') in SEVERITY_RANK);
if (!whole) {
  console.error(
    `audit:electron: Electronegativity's report is not a whole table; nothing can be concluded from it:\n${table.map((row) => row.join(',')).join('\n')}`,
  );
  process.exit(1);
}
const rows = table.slice(1);
const findings = rows.map(([issue = '', severity = '', confidence = '', file = '', location = '']) => ({ issue, severity, confidence, file, location }));
const blocking = findings.filter((f) => (SEVERITY_RANK[f.severity] ?? 4) > SEVERITY_RANK['LOW']!);

console.log(`audit:electron: Electronegativity for Electron ${electronVersion}: ${findings.length} finding(s)`);
for (const f of findings) console.log(`  ${f.severity.padEnd(13)} ${f.confidence.padEnd(10)} ${f.issue} ${f.file}:${f.location}`);
if (blocking.length > 0) {
  console.error(`audit:electron: ${blocking.length} finding(s) above LOW`);
  process.exit(1);
}
console.log('audit:electron: nothing above LOW');
