/**
 * The one shape every command's flags are checked in: read the words (read-flags.ts), then check
 * their values with a zod schema whose messages are written for people, and report the first
 * problem of each flag as `--flag <message>`. A schema never sees a flag it was not written for.
 */
import type { z } from 'zod';
import { fail, ok, type Result } from '../../shared/result.ts';
import { readFlags, type FlagSpec } from './read-flags.ts';

/** The problems of a zod check, one per flag (the first), each named as the user typed it. */
export function describeIssues(error: z.ZodError, rename: Readonly<Record<string, string>> = {}): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const head = path[0] ?? '';
    const flag = Object.hasOwn(rename, head) ? rename[head] : path.join('.');
    if (flag === undefined || seen.has(flag)) continue;
    seen.add(flag);
    parts.push(`--${flag} ${issue.message}`);
  }
  return parts.join('; ');
}

/** Checks read values against `schema`: the data, or an `invalid-argument` failure in words. */
export function checkFlags<T>(schema: z.ZodType<T>, values: unknown, rename: Readonly<Record<string, string>> = {}): Result<T> {
  const parsed = schema.safeParse(values);
  return parsed.success ? ok(parsed.data) : fail('invalid-argument', describeIssues(parsed.error, rename));
}

/** Reads a command's words and checks its flags: the checked values and the positional words. */
export function parseFlags<T>(
  command: string,
  args: readonly string[],
  spec: FlagSpec,
  schema: z.ZodType<T>,
  options: { positionals?: boolean } = {},
): Result<{ flags: T; positionals: string[] }> {
  const read = readFlags(command, args, spec, { positionals: options.positionals === true });
  if (!read.ok) return read;
  const checked = checkFlags(schema, read.data.values);
  return checked.ok ? ok({ flags: checked.data, positionals: read.data.positionals }) : checked;
}
