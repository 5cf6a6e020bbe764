/** Command names tried on PATH, in order (Debian's package first). */
export declare const CHROMIUM_COMMANDS: readonly string[];
/** Where a Chromium was found; `explicit` when $STRIKEBOARD_CHROMIUM named it (`exists` says whether it is there). */
export interface ChromiumLocation {
  path: string;
  explicit: boolean;
  exists: boolean;
}
/** The Chromium to drive: $STRIKEBOARD_CHROMIUM, else one on PATH, else where its installer puts it; null when none. */
export declare function locateChromium(env?: Record<string, string | undefined>, platform?: string): ChromiumLocation | null;
