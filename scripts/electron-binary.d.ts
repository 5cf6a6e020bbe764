/** Where the Electron binary is, or what is missing. */
export type ElectronBinary = { found: true; binary: string } | { found: false; missing: 'path-file' | 'binary'; path: string };
/** The binary named by `<packageDir>/path.txt` (or under $ELECTRON_OVERRIDE_DIST_PATH), or what is missing. */
export declare function locateElectronBinary(packageDir: string, env?: Record<string, string | undefined>): ElectronBinary;
/** Why there is no binary after `npm start` looked: the download was skipped, or failed with this error. */
export type ElectronDownload = { kind: 'skipped' } | { kind: 'failed'; error: string };
/** The paragraph `npm start` prints when there is no binary: what is missing, why, and the two ways forward. */
export declare function missingElectronMessage(result: Extract<ElectronBinary, { found: false }>, download: ElectronDownload): string;
