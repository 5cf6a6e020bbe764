import react from '@vitejs/plugin-react';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';

/**
 * One config, four builds (`vite build --mode renderer|main|preload|cli`):
 * - renderer: the React page, relative asset URLs (served from app:// in Electron and from a
 *   loopback server in e2e), no inline scripts so the CSP can forbid them;
 * - main: the main process as an ES module; dependencies stay in node_modules;
 * - preload: one CommonJS file, as sandboxed preloads require, with only 'electron' external;
 * - cli: the `strikeboard` command and the standalone demo broker as plain ES modules, so a
 *   terminal's Node runs them without type stripping (Node 20 included) and starts faster;
 *   dependencies stay in node_modules.
 */
const nodeExternals = ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const builds: Record<string, UserConfig> = {
  renderer: {
    root: 'renderer',
    base: './',
    plugins: [react()],
    build: {
      outDir: '../dist/renderer',
      emptyOutDir: true,
      target: 'chrome140',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      sourcemap: false,
      // BENCH_NO_MINIFY=1: function names readable in a bench's CPU profile (BENCH_TRACE_ORDERS).
      ...(process.env.BENCH_NO_MINIFY === '1' ? { minify: false } : {}),
    },
  },
  main: {
    build: {
      outDir: 'dist/main',
      emptyOutDir: true,
      target: 'node22',
      ssr: 'electron/main.ts',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
    },
    ssr: { external: nodeExternals },
  },
  cli: {
    build: {
      outDir: 'dist/cli',
      emptyOutDir: true,
      // The oldest Node the built commands support (bin/strikeboard.js guards the same floor).
      target: 'node20',
      ssr: true,
      minify: false,
      rollupOptions: {
        input: { strikeboard: 'cli/strikeboard.ts', 'demo-broker': 'demo-broker/cli.ts' },
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
    ssr: { external: nodeExternals },
  },
  preload: {
    build: {
      outDir: 'dist/preload',
      emptyOutDir: true,
      target: 'node22',
      ssr: 'electron/preload.ts',
      minify: false,
      rollupOptions: { external: ['electron'], output: { format: 'cjs', entryFileNames: 'preload.cjs' } },
    },
    ssr: { noExternal: true, external: ['electron'] },
  },
};

export default defineConfig(({ mode }) => {
  const config = builds[mode === 'production' ? 'renderer' : mode];
  if (!config) throw new Error(`vite.config.ts: unknown build mode "${mode}" (renderer, main, preload or cli)`);
  return config;
});
