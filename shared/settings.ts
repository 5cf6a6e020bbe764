/**
 * The user's settings: one zod schema gives the shape, the defaults and the repair rules.
 * Every leaf carries its own default through `.catch`, so a hand-edited file with one bad value
 * loses only that value, never the rest.
 */
import { z } from 'zod';
import { ENVIRONMENT_IDS, type EnvironmentId } from './environment-ids.ts';
import { chainQuerySchema } from './domain/chain-query.ts';
import { API_GENERATIONS, BUILT_IN_HOSTS, DEFAULT_API_GENERATION, WIRE_FORMATS, type ApiGeneration, type WireFormat } from './environments.ts';
import { hostUrlProblem, normalizeHostUrl } from './host-url.ts';
import { CHAIN_REFRESH_SECONDS } from './domain/chain-refresh.ts';
import { termSettingsPatchSchema, termSettingsSchema } from './domain/term-structure.ts';
import { ALERTS_REFRESH_SECONDS } from './domain/alerts-watch.ts';
import { DEFAULT_QUOTA_PER_HOUR, type QuotaModule } from './domain/quota.ts';
import { columnList, ordersViewPatchSchema, ordersViewSchema, patchViewSettings, positionsViewPatchSchema, positionsViewSchema } from './view-settings.ts';

export { ENVIRONMENT_IDS, ENVIRONMENT_LABELS, type EnvironmentId } from './environment-ids.ts';

export const THEMES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEMES)[number];

/** Order refresh bounds: the provider publishes no rate limit, so we never poll faster than 5 s. */
export const REFRESH_SECONDS = { min: 5, max: 300, default: 10 } as const;

const ordersSchema = z.object({
  refreshSeconds: z.number().int().min(REFRESH_SECONDS.min).max(REFRESH_SECONDS.max).catch(REFRESH_SECONDS.default),
  notifications: z.boolean().catch(true),
});

/** The platform's alerts: how often the inbox is read, and whether news becomes a notification. */
const alertsRefresh = z.number().int().min(ALERTS_REFRESH_SECONDS.min).max(ALERTS_REFRESH_SECONDS.max);
const alertsSchema = z.object({
  refreshSeconds: alertsRefresh.catch(ALERTS_REFRESH_SECONDS.default),
  notifications: z.boolean().catch(true),
});

/** `keepAlive`: renew the access token before it goes idle while the app is open. */
const sessionSchema = z.object({ keepAlive: z.boolean().catch(true) });

/** A host address as the user is still filling it in: empty, or a valid host URL. */
const hostOrEmpty = z
  .string()
  .max(300)
  .refine((value) => value === '' || hostUrlProblem(value) === null, {
    error: (issue) => `${typeof issue.input === 'string' ? hostUrlProblem(issue.input) : 'is not text'}`,
  })
  .transform(normalizeHostUrl);

/** Callback URL registered with the consumer key (http or https), or null to type the code. */
const callbackOrNull = z
  .string()
  .max(500)
  .regex(/^https?:\/\/[^\s#]+$/, 'must be an http(s) address without #fragment')
  .nullable();

/** The hosts and options of the sandbox or production environment, as edited in settings. */
const hostSettingsShape = {
  oauthUrl: hostOrEmpty,
  authorizeUrl: hostOrEmpty,
  apiUrl: hostOrEmpty,
  legacyUrl: hostOrEmpty,
  credentialsInQuery: z.boolean(),
  callbackUrl: callbackOrNull,
  wireFormat: z.enum(WIRE_FORMATS),
  api: z.enum(API_GENERATIONS),
};

/** What settings hold for the sandbox or production environment (everything under "Advanced"). */
export interface EnvironmentSettings {
  oauthUrl: string;
  authorizeUrl: string;
  apiUrl: string;
  legacyUrl: string;
  credentialsInQuery: boolean;
  callbackUrl: string | null;
  wireFormat: WireFormat;
  api: ApiGeneration;
}

/**
 * A new user's sandbox and production: the platform's hosts, the current API, JSON, the
 * Authorization header, no callback (the code is typed). "Restore defaults" writes these back.
 */
export const DEFAULT_ENVIRONMENT_SETTINGS: Readonly<Record<'sandbox' | 'production', Readonly<EnvironmentSettings>>> = {
  sandbox: { ...BUILT_IN_HOSTS.sandbox, credentialsInQuery: false, callbackUrl: null, wireFormat: 'json', api: DEFAULT_API_GENERATION },
  production: { ...BUILT_IN_HOSTS.production, credentialsInQuery: false, callbackUrl: null, wireFormat: 'json', api: DEFAULT_API_GENERATION },
};

/** One environment's settings, each leaf repaired to that environment's own default. */
const hostSettingsSchema = (id: 'sandbox' | 'production') => {
  const defaults = DEFAULT_ENVIRONMENT_SETTINGS[id];
  return z.object({
    oauthUrl: hostOrEmpty.catch(defaults.oauthUrl),
    authorizeUrl: hostOrEmpty.catch(defaults.authorizeUrl),
    apiUrl: hostOrEmpty.catch(defaults.apiUrl),
    legacyUrl: hostOrEmpty.catch(defaults.legacyUrl),
    credentialsInQuery: z.boolean().catch(defaults.credentialsInQuery),
    callbackUrl: callbackOrNull.catch(defaults.callbackUrl),
    /** JSON (the `.json` suffix) unless the user asks for the XML answers. */
    wireFormat: z.enum(WIRE_FORMATS).catch(defaults.wireFormat),
    /** The API generation; the current API unless the user chose (or migrated to) legacy. */
    api: z.enum(API_GENERATIONS).catch(defaults.api),
  });
};

const environmentsSchema = z.object({
  sandbox: hostSettingsSchema('sandbox').catch({ ...DEFAULT_ENVIRONMENT_SETTINGS.sandbox }),
  production: hostSettingsSchema('production').catch({ ...DEFAULT_ENVIRONMENT_SETTINGS.production }),
});

const demoSchema = z.object({
  /** Sign in to the demo with its consumer key that has a callback (the verifier is caught). */
  useCallback: z.boolean().catch(true),
  wireFormat: z.enum(WIRE_FORMATS).catch('json'),
  /** The demo broker speaks both generations; the current API unless the user picks legacy. */
  api: z.enum(API_GENERATIONS).catch(DEFAULT_API_GENERATION),
});

const symbolList = z.array(z.string().regex(/^[A-Z][A-Z0-9./-]{0,9}$/)).max(12);

/** The plot heights the chain's chart may be dragged to, in px. */
export const CHAIN_CHART_HEIGHT = { min: 64, max: 480, default: 76 } as const;

const chainChartSchema = z.object({
  shown: z.boolean().catch(true),
  height: z.number().int().min(CHAIN_CHART_HEIGHT.min).max(CHAIN_CHART_HEIGHT.max).catch(CHAIN_CHART_HEIGHT.default),
});

/**
 * How the calls side reads: 'bidAsk' keeps bid before ask as the puts side does (the other columns
 * mirrored around the strike), 'mirrored' mirrors every column, ask then bid next to the strike.
 */
export const CHAIN_SIDES = ['bidAsk', 'mirrored'] as const;
export type ChainSides = (typeof CHAIN_SIDES)[number];

/** The option chain view: the last query (restored at start), recent symbols, columns. */
const chainViewSchema = z.object({
  lastQuery: chainQuerySchema.nullable().catch(null),
  recentSymbols: symbolList.catch([]),
  /** Columns of each side of the grid, in order; null for the default set. */
  columns: columnList.nullable().catch(null),
  /** How the calls side reads (CHAIN_SIDES). */
  sides: z.enum(CHAIN_SIDES).catch('bidAsk'),
  /** Live refresh of the strikes in view, in seconds (current API). */
  refreshSeconds: z.number().int().min(CHAIN_REFRESH_SECONDS.min).max(CHAIN_REFRESH_SECONDS.max).catch(CHAIN_REFRESH_SECONDS.default),
  /** The chain's chart: shown or folded away, and its plot's height in px (dragged by its handle). */
  chart: chainChartSchema.catch(chainChartSchema.parse({})),
  term: termSettingsSchema.catch(termSettingsSchema.parse({})),
});

/** An hourly budget as the user may set it: a whole number from 1 to 10 million. */
const hourlyBudget = z.number().int().min(1).max(10_000_000);

/** The hourly request budgets of the consumer key (markets in quotes); the support-reported figures by default. */
const budget = (module: QuotaModule) => hourlyBudget.catch(DEFAULT_QUOTA_PER_HOUR[module]);
const quotaSchema = z.object({ accounts: budget('accounts'), markets: budget('markets'), orders: budget('orders'), users: budget('users') });

/** Settings the renderer may read and change. */
export const userSettingsSchema = z.object({
  environment: z.enum(ENVIRONMENT_IDS).catch('demo'),
  theme: z.enum(THEMES).catch('system'),
  /** The first-run choice of environment has been made. */
  onboarded: z.boolean().catch(false),
  orders: ordersSchema.catch(ordersSchema.parse({})),
  alerts: alertsSchema.catch(alertsSchema.parse({})),
  session: sessionSchema.catch(sessionSchema.parse({})),
  environments: environmentsSchema.catch(environmentsSchema.parse({})),
  demo: demoSchema.catch(demoSchema.parse({})),
  chainView: chainViewSchema.catch(chainViewSchema.parse({})),
  ordersView: ordersViewSchema.catch(ordersViewSchema.parse({})),
  positionsView: positionsViewSchema.catch(positionsViewSchema.parse({})),
  quota: quotaSchema.catch(quotaSchema.parse({})),
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
    alerts: z.object({ refreshSeconds: alertsRefresh, notifications: z.boolean() }).partial().strict(),
    session: z.object({ keepAlive: z.boolean() }).partial().strict(),
    environments: z
      .object({
        sandbox: z.object(hostSettingsShape).partial().strict(),
        production: z.object(hostSettingsShape).partial().strict(),
      })
      .partial()
      .strict(),
    demo: z
      .object({ useCallback: z.boolean(), wireFormat: z.enum(WIRE_FORMATS), api: z.enum(API_GENERATIONS) })
      .partial()
      .strict(),
    chainView: z
      .object({
        lastQuery: chainQuerySchema.nullable(),
        recentSymbols: symbolList,
        columns: columnList.nullable(),
        sides: z.enum(CHAIN_SIDES),
        refreshSeconds: z.number().int().min(CHAIN_REFRESH_SECONDS.min).max(CHAIN_REFRESH_SECONDS.max),
        chart: z.object({ shown: z.boolean(), height: z.number().int().min(CHAIN_CHART_HEIGHT.min).max(CHAIN_CHART_HEIGHT.max) }).strict(),
        term: termSettingsPatchSchema,
      })
      .partial()
      .strict(),
    ordersView: ordersViewPatchSchema,
    positionsView: positionsViewPatchSchema,
    quota: z.object({ accounts: hourlyBudget, markets: hourlyBudget, orders: hourlyBudget, users: hourlyBudget }).partial().strict(),
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
    alerts: { ...current.alerts, ...patch.alerts },
    session: { ...current.session, ...patch.session },
    environments: {
      sandbox: { ...current.environments.sandbox, ...patch.environments?.sandbox },
      production: { ...current.environments.production, ...patch.environments?.production },
    },
    demo: { ...current.demo, ...patch.demo },
    chainView: { ...current.chainView, ...patch.chainView, term: { ...current.chainView.term, ...patch.chainView?.term } },
    ordersView: patchViewSettings(current.ordersView, patch.ordersView),
    positionsView: patchViewSettings(current.positionsView, patch.positionsView),
    quota: { ...current.quota, ...patch.quota },
  };
}

/**
 * The patch "Restore defaults" sends for one environment: everything under its "Advanced"
 * section (hosts, callback, wire format, credential placement, generation) back to the built-in
 * values. The consumer key in the keychain and the sign-in are left alone.
 */
export function restoreDefaultsPatch(environment: EnvironmentId): SettingsPatch {
  if (environment === 'demo') return { demo: { ...DEFAULT_USER_SETTINGS.demo } };
  return { environments: { [environment]: { ...DEFAULT_ENVIRONMENT_SETTINGS[environment] } } };
}
