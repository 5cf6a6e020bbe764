/**
 * Every invoke channel's argument schema (STYLE.md practice 3). Main parses the renderer's
 * argument with these before any handler runs; a channel without an argument takes `undefined`.
 */
import { z } from 'zod';
import { settingsPatchSchema } from '../settings.ts';
import type { InvokeChannel } from './channels.ts';

const none = z.undefined({ error: 'this call takes no argument' });

/** An external link the user clicked; the gate in main decides whether it opens. */
const externalUrl = z.string().min(1).max(2048);

export const INVOKE_SCHEMAS = {
  'app:info': none,
  'app:openExternal': externalUrl,
  'settings:get': none,
  'settings:update': settingsPatchSchema,
} as const satisfies Record<InvokeChannel, z.ZodType>;

export type InvokeInput<C extends InvokeChannel> = z.output<(typeof INVOKE_SCHEMAS)[C]>;
