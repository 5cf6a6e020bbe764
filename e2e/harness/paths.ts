import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const RENDERER_DIR = join(REPO_ROOT, 'dist', 'renderer');
export const BRIDGE_BUNDLE = join(REPO_ROOT, 'test-results', 'bridge', 'bridge.js');
/** Screenshots for people to look at; git-ignored. */
export const SCREENSHOT_DIR = join(REPO_ROOT, 'artifacts', 'screenshots');
/** What each accessibility audit found, one JSON file per screen and theme; git-ignored. */
export const AUDIT_DIR = join(REPO_ROOT, 'artifacts', 'accessibility');
