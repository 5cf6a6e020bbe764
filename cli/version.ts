/**
 * The version `strikeboard --version` prints: package.json's, read at build time (the bundle holds
 * the number, not the file) and, run from source, when the module loads.
 */
import packageJson from '../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
