/**
 * The flags every data and market command shares: where the answer comes from (--env,
 * --broker-url, or a saved answer with --input), in which API generation (--api) and wire format
 * (--format), and how it prints (--json).
 */
import { z } from 'zod';
import type { ApiGeneration, WireFormat } from '../../shared/environments.ts';
import { apiValue, brokerUrlValue, envValue, formatValue } from './flag-values.ts';
import type { FlagSpec } from './read-flags.ts';

/** Where a data command gets its answer, and how it prints it. */
export interface DataTarget {
  env: string | undefined;
  brokerUrl: string | undefined;
  /** Wire format to request; the environment's (JSON by default) when absent. */
  format: WireFormat | undefined;
  json: boolean;
  /** A saved response to decode instead of calling the provider. */
  input: string | undefined;
  /**
   * The API generation (`--api v1|legacy`), overriding the environment's; absent: the stored
   * session's environment (online) or `commandGeneration` (with --input) decides.
   */
  api: ApiGeneration | undefined;
}

/** The shared flags' spellings. */
export const TARGET_FLAGS = {
  env: { type: 'string' },
  'broker-url': { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  input: { type: 'string' },
  api: { type: 'string' },
} as const satisfies FlagSpec;

/** The shared flags' values; commands extend it with their own. */
export const targetSchema = z.object({
  env: envValue.optional(),
  'broker-url': brokerUrlValue.optional(),
  format: formatValue.optional(),
  json: z.boolean().default(false),
  input: z.string().min(1, 'must name a file').optional(),
  api: apiValue.optional(),
});

/** The target of checked flags. */
export const toTarget = (v: z.infer<typeof targetSchema>): DataTarget => ({
  env: v.env,
  brokerUrl: v['broker-url'],
  format: v.format,
  json: v.json,
  input: v.input,
  api: v.api,
});
