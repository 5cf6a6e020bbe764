/**
 * The user's settings: one zod schema gives the shape, the defaults and the repair rules.
 * Every leaf carries its own default through `.catch`, so a hand-edited file with one bad value
 * loses only that value, never the rest.
 */
import { z } from 'zod';

export const ENVIRONMENT_IDS = ['demo', 'sandbox', 'production'] as const;
export type EnvironmentId = (typeof ENVIRONMENT_IDS)[number];

export const ENVIRONMENT_LABELS: Record<EnvironmentId, string> = {
  demo: 'Local demo',
  sandbox: 'Sandbox',
  production: 'Production',
};

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** Order refresh bounds: the provider publishes no rate limit, so we never poll faster than 5 s. */
export const REFRESH_SECONDS = { min: 5, max: 300, default: 10 } as const;

const ordersSchema = z.object({
  refreshSeconds: z.number().int().min(REFRESH_SECONDS.min).max(REFRESH_SECONDS.max).catch(REFRESH_SECONDS.default),
  notifications: z.boolean().catch(true),
});

const sessionSchema = z.object({
  /** Renew the access token before it goes idle while the app is open. */
  keepAlive: z.boolean().catch(true),
});

/** Settings the renderer may read and change. */
export const userSettingsSchema = z.object({
  environment: z.enum(ENVIRONMENT_IDS).catch('demo'),
  theme: z.enum(THEMES).catch('system'),
  /** The first-run choice of environment has been made. */
  onboarded: z.boolean().catch(false),
  orders: ordersSchema.catch(ordersSchema.parse({})),
  session: sessionSchema.catch(sessionSchema.parse({})),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = userSettingsSchema.parse({});

/**
 * A change the renderer asks for: any subset of the user settings. Strict, so a misspelt key is
 * an error rather than a silent no-op; no `.catch` here: a bad value is refused, not repaired.
 */
export const settingsPatchSchema = z
  .object({
    environment: z.enum(ENVIRONMENT_IDS),
    theme: z.enum(THEMES),
    onboarded: z.boolean(),
    orders: z
      .object({
        refreshSeconds: z.number().int().min(REFRESH_SECONDS.min).max(REFRESH_SECONDS.max),
        notifications: z.boolean(),
      })
      .partial()
      .strict(),
    session: z.object({ keepAlive: z.boolean() }).partial().strict(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** What `settings:get` answers: the values, and whether the file had to be repaired at start. */
export interface SettingsSnapshot {
  values: UserSettings;
  /** Set when the settings file was unreadable or held invalid values and was repaired. */
  recovered: { reason: string; backupPath: string } | null;
}

/** Applies a validated patch to settings (one level of nesting, as the schema has). */
export function applySettingsPatch(current: UserSettings, patch: SettingsPatch): UserSettings {
  return {
    ...current,
    ...patch,
    orders: { ...current.orders, ...patch.orders },
    session: { ...current.session, ...patch.session },
  };
}
