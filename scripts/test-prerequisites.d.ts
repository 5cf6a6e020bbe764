import type { ChromiumLocation } from './find-chromium.js';

/** What a step needs from the machine. */
export type Prerequisite = 'chromium' | 'secret-service';
/** The commands with-secret-service.sh starts the private Secret Service with. */
export declare const SECRET_SERVICE_COMMANDS: readonly string[];
/** `ubuntu`, `debian`, `fedora` or null, from /etc/os-release's text. */
export declare function linuxFamily(osRelease: string): 'ubuntu' | 'debian' | 'fedora' | null;
/** The paragraph `npm test` prints before stopping, or null when nothing `needs` names is missing. */
export declare function missingPrerequisites(
  found: { platform: string; osRelease: string; chromium: ChromiumLocation | null; secretService: boolean },
  needs?: readonly Prerequisite[],
): string | null;
/** The same paragraph for this machine, or null when it has everything. */
export declare function checkPrerequisites(env?: Record<string, string | undefined>, platform?: string, needs?: readonly Prerequisite[]): string | null;
