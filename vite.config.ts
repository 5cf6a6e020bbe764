import react from '@vitejs/plugin-react';
import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';

/**
 * One config, three builds (`vite build --mode renderer|main|preload`):
 * - renderer: the React page, relative asset URLs (served from app:// in Electron and from a
 *   loopback server in e2e), no inline scripts so the CSP can forbid them;
 * - main: the main process as an ES module; dependencies stay in node_modules;
 * - preload: one CommonJS file, as sandboxed preloads require, with only 'electron' external.
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
  if (!config) throw new Error(`vite.config.ts: unknown build mode "${mode}" (renderer, main or preload)`);
  return config;
});
