/**
 * Where the preview keeps its settings between runs: the user's configuration folder, under a
 * name of its own, so it never reads or rewrites the desktop app's settings (which Electron keeps
 * in `Strikeboard/settings.json` in the same folder).
 */
import { join } from 'node:path';

/** The folder's name inside the user's configuration folder. */
export const PREVIEW_FOLDER = 'strikeboard-preview';

/** The configuration folder per platform (as Electron's `appData`), then the preview's folder in it. */
export function previewHome(platform: NodeJS.Platform, env: Record<string, string | undefined>, home: string): string {
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PREVIEW_FOLDER);
  if (platform === 'win32') return join(env['APPDATA'] || join(home, 'AppData', 'Roaming'), PREVIEW_FOLDER);
  return join(env['XDG_CONFIG_HOME'] || join(home, '.config'), PREVIEW_FOLDER);
}
