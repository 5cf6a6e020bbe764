import type { EnvironmentId } from './settings.ts';

/** What `app:info` answers: who we are and where we run. */
export interface AppInfo {
  name: string;
  version: string;
  environment: EnvironmentId;
  platform: string;
  arch: string;
  versions: { electron: string | null; chrome: string | null; node: string };
}
