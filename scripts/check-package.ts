/**
 * `npm run package:check`: packages the app unpacked for Linux (`--dir`) with a local Electron
 * distribution and checks what went into it: the built app and its runtime dependencies, no
 * sources, tests, maps or secrets; the fuses and `npmRebuild: false` as configured.
 *
 * Where no Electron binary could be installed (ELECTRON_SKIP_BINARY_DOWNLOAD=1), a stand-in
 * distribution folder is used and fuse flipping is left out (it needs the real binary); the
 * fuse configuration itself is still checked. Set STRIKEBOARD_ELECTRON_DIST to use a real one.
 */
import { listPackage } from '@electron/asar';
import { build, Platform } from 'electron-builder';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..');
const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) problems.push(what);
};

const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, unknown>;
const fuses = (config['electronFuses'] ?? {}) as Record<string, unknown>;
check(config['npmRebuild'] === false, 'npmRebuild must be false');
check(config['asar'] === true, 'the app must be packed into an asar archive');
for (const [fuse, wanted] of Object.entries({
  runAsNode: false,
  enableNodeOptionsEnvironmentVariable: false,
  enableNodeCliInspectArguments: false,
  enableCookieEncryption: true,
  enableEmbeddedAsarIntegrityValidation: true,
  onlyLoadAppFromAsar: true,
})) {
  check(fuses[fuse] === wanted, `fuse ${fuse} must be ${String(wanted)}`);
}

for (const built of ['dist/main/main.js', 'dist/preload/preload.cjs', 'dist/renderer/index.html']) {
  if (!existsSync(join(root, built))) {
    console.error(`package:check: ${built} is missing; run npm run build first`);
    process.exit(1);
  }
}

function electronDist(): { dir: string; real: boolean } {
  const explicit = process.env['STRIKEBOARD_ELECTRON_DIST'];
  if (explicit) return { dir: explicit, real: true };
  const installed = join(root, 'node_modules', 'electron', 'dist');
  if (existsSync(join(installed, 'electron'))) return { dir: installed, real: true };
  const stub = mkdtempSync(join(tmpdir(), 'strikeboard-electron-dist-'));
  mkdirSync(join(stub, 'resources'));
  writeFileSync(join(stub, 'electron'), '#!/bin/sh\necho "stand-in for the Electron binary"\n');
  chmodSync(join(stub, 'electron'), 0o755);
  writeFileSync(join(stub, 'LICENSE'), 'stand-in');
  return { dir: stub, real: false };
}

const dist = electronDist();
const output = mkdtempSync(join(tmpdir(), 'strikeboard-package-'));
const { electronFuses: _fuses, ...withoutFuses } = config;
process.env['CSC_IDENTITY_AUTO_DISCOVERY'] = 'false';
await build({
  targets: Platform.LINUX.createTarget('dir'),
  projectDir: root,
  config: {
    ...(dist.real ? config : { ...withoutFuses, electronFuses: null }),
    electronDist: dist.dir,
    directories: { ...(config['directories'] as object), output },
  } as never,
});

const unpacked = join(output, 'linux-unpacked');
const asarPath = join(unpacked, 'resources', 'app.asar');
check(existsSync(asarPath), 'resources/app.asar exists');
const files = existsSync(asarPath) ? listPackage(asarPath, { isPack: false }).map((f) => f.replaceAll('\\', '/')) : [];
for (const needed of ['/package.json', '/dist/main/main.js', '/dist/preload/preload.cjs', '/dist/renderer/index.html', '/assets/icon.png']) {
  check(files.includes(needed), `the package holds ${needed}`);
}
for (const dep of ['electron-store', 'zod', '@napi-rs/keyring', 'fast-xml-parser', 'oauth-1.0a']) {
  check(
    files.some((f) => f.startsWith(`/node_modules/${dep}/`)),
    `the package holds the runtime dependency ${dep}`,
  );
}
check(
  files.some((f) => f.startsWith('/node_modules/@napi-rs/keyring-') && f.endsWith('.node')),
  'the package holds the prebuilt keychain binding for this platform',
);
const forbidden: [RegExp, string][] = [
  [/^\/(electron|renderer|shared|test|e2e|scripts|bench)\//, 'source, test or tool folders'],
  [/\.(ts|tsx)$/, 'TypeScript sources'],
  [/\.map$/, 'source maps'],
  [/(^|\/)\.env/, '.env files'],
  [/\.(pem|key|p12|pfx)$/, 'key material'],
  [/(^|\/)settings\.json$/, 'a settings file'],
  [/^\/node_modules\/(react|react-dom|vite|vitest|typescript|electron|@playwright|eslint)\//, 'development-only packages'],
];
for (const [pattern, what] of forbidden) {
  const hits = files.filter((f) => pattern.test(f));
  check(hits.length === 0, `no ${what} in the package (found ${hits.slice(0, 3).join(', ')})`);
}

console.log(
  `package:check: ${files.length} files in app.asar; Electron distribution: ${dist.real ? dist.dir : 'stand-in (no Electron binary here; fuses checked in the configuration only)'}`,
);
rmSync(output, { recursive: true, force: true });
if (!dist.real) rmSync(dist.dir, { recursive: true, force: true });
if (problems.length > 0) {
  console.error(`package:check: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('package:check: passed');
