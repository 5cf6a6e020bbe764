/**
 * Splits a command's arguments into flags and words, and says every mistake in the user's words:
 * an unknown flag with the one it most likely meant, a flag missing its value, a switch given one,
 * a stray word. A value may start with one dash (`--strikes -5`, an account key such as `-dBZ…`),
 * so it reaches the flag's own check ("must be at least 1") instead of a parser's puzzle; a word
 * starting with two dashes is always a flag.
 */
import { fail, ok, type Result } from '../../shared/result.ts';
import { closestWord } from './did-you-mean.ts';

/** The flags a command takes: a value (`string`), a value that may be given again and again (`strings`), or a switch (`boolean`). */
export type FlagSpec = Readonly<Record<string, { readonly type: 'string' | 'strings' | 'boolean' }>>;

/** What a command line said: each flag's value (the last one given wins; every one, in order, for `strings`) and the other words. */
export interface ReadFlags {
  values: Record<string, string | boolean | string[]>;
  positionals: string[];
}

const flagList = (spec: FlagSpec): string =>
  Object.keys(spec)
    .map((name) => `--${name}`)
    .join(', ');

function unknownFlag(command: string, raw: string, spec: FlagSpec): Result<never> {
  const typed = raw.replace(/^-+/, '');
  const guess = closestWord(typed, Object.keys(spec));
  const hint = guess === null ? `Its flags: ${flagList(spec)}.` : `Did you mean --${guess}?`;
  return fail('invalid-argument', `Unknown option '${raw}' for ${command}. ${hint}`);
}

/** Reads `args` (the words after the command's name) against `spec`. */
export function readFlags(command: string, args: readonly string[], spec: FlagSpec, options: { positionals: boolean }): Result<ReadFlags> {
  const values: Record<string, string | boolean | string[]> = Object.create(null) as Record<string, string | boolean | string[]>;
  const give = (name: string, value: string, repeated: boolean): void => {
    const before = values[name];
    values[name] = repeated ? [...(Array.isArray(before) ? before : []), value] : value;
  };
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      for (const rest of args.slice(i + 1)) positionals.push(rest);
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) return unknownFlag(command, arg, spec);
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
    const flag = Object.hasOwn(spec, name) ? spec[name] : undefined;
    if (flag === undefined) return unknownFlag(command, equals === -1 ? arg : arg.slice(0, equals), spec);
    if (flag.type === 'boolean') {
      if (equals !== -1) return fail('invalid-argument', `--${name} is a switch and takes no value: write --${name} alone.`);
      values[name] = true;
      continue;
    }
    if (equals !== -1) {
      give(name, arg.slice(equals + 1), flag.type === 'strings');
      continue;
    }
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) return fail('invalid-argument', `--${name} needs a value (argument missing).`);
    give(name, next, flag.type === 'strings');
    i += 1;
  }
  if (!options.positionals && positionals.length > 0) {
    const [word] = positionals;
    const asFlag = word !== undefined && Object.hasOwn(spec, word) ? ` (did you mean --${word}?)` : '';
    return fail('invalid-argument', `Unexpected ${JSON.stringify(word)}${asFlag}: ${command} takes flags only, no positional arguments.`);
  }
  return ok({ values, positionals });
}
