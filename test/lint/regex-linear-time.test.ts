/**
 * Every regular expression of the app, the command line, the demo broker and shared/ stays linear
 * on a megabyte of hostile text (the bar: "every regex over provider or file text must stay linear
 * on 1 MB of hostile input"). Nothing to keep up to date by hand: the expressions are found in the
 * sources by the TypeScript parser (test/helpers/regex-sources.ts), so a new one is fed hostile
 * text the day it is written, and the texts are derived from each expression's own syntax tree
 * (test/helpers/regex-attacks.ts). Each expression runs as the harshest caller would use it (every
 * start position, every match; a sticky one where its caller's scan puts it, which that scan's own
 * test proves) in a worker with a generous limit against a linear baseline (test/helpers/linear-time.ts). The lint rules (eslint-plugin-regexp) refuse the same faults
 * statically; this test proves the running code.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEGABYTE, regexTimes, type TextSpec } from '../helpers/linear-time.ts';
import { attackTexts } from '../helpers/regex-attacks.ts';
import { findRegexes } from '../helpers/regex-sources.ts';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = ['electron', 'cli', 'shared', 'demo-broker', 'renderer'] as const;
const { found, unresolved } = findRegexes(root, FOLDERS);

/**
 * Texts that hostile providers, files and review probes have actually sent, beyond the derived
 * ones, by expression source (its file may move; the expression is what is proved).
 */
const KNOWN_ATTACKS: Record<string, TextSpec[]> = {
  // credential-text.ts: echoed headers and bodies of the provider's error pages.
  '(?:(?!%26|%2526)[^&\\s,"\';<>)\\]}])+': [
    { pump: '%2', bytes: MEGABYTE },
    { pump: '%252', bytes: MEGABYTE },
  ],
  '(?:\\\\*["\']|&quot;)?\\s*(?:[:=]|&#0*61;|&#x0*3d;|&equals;|\\\\+u003d)\\s*|%3D|%253D': [
    { pump: '\\', bytes: MEGABYTE, suffix: '"' },
    { prefix: '"', pump: ' ', bytes: MEGABYTE },
    { prefix: '&#', pump: '0', bytes: MEGABYTE, suffix: '6' },
    { prefix: '"', pump: '\\', bytes: MEGABYTE, suffix: 'u003' },
    { prefix: ' ', pump: '&#x0', bytes: MEGABYTE },
  ],
  '\\b(Bearer|Basic)(\\s+)[\\w.~+/-]{8,}=*': [
    { pump: 'Bearer abcdefg ', bytes: MEGABYTE },
    { prefix: 'Bearer abcdefgh', pump: '=', bytes: MEGABYTE, suffix: '!' },
  ],
  // parse-body.ts: the end of a body that may be XML.
  '(?:<\\/([A-Z_][\\w.:-]*)\\s*|<([A-Z_][\\w.:-]*)(?:\\s[^<>]*)?\\/)>\\s*$': [
    { pump: '<a ', bytes: MEGABYTE },
    { prefix: '<a', pump: ' b', bytes: MEGABYTE, suffix: '/ x' },
    { pump: '</a', bytes: MEGABYTE },
  ],
  // oauth-problem.ts and error-body.ts: refusals in a page or a header.
  '(oauth_problem|oauth_acceptable_timestamps)\\s*=\\s*"([^"]*)"': [
    { pump: 'oauth_problem="', bytes: MEGABYTE },
    { prefix: 'oauth_problem', pump: ' ', bytes: MEGABYTE },
  ],
  'oauth_acceptable_timestamps(?:=|%3D)(\\d+)(?:-|%2D)(\\d+)': [{ prefix: 'oauth_acceptable_timestamps=', pump: '9', bytes: MEGABYTE, suffix: '%2' }],
};

const textsOf = (source: string, flags: string): TextSpec[] => [...attackTexts(source, flags, MEGABYTE), ...(KNOWN_ATTACKS[source] ?? [])];

describe('the regular expressions of the sources', () => {
  it('are all found, literals and constructions alike', () => {
    expect(found.length).toBeGreaterThan(100);
    const sources = new Set(found.map((regex) => regex.source));
    // A literal, a construction from a template over constants, and one from another's source.
    expect(sources).toContain('(?:(?!%26|%2526)[^&\\s,"\';<>)\\]}])+');
    expect(sources).toContain('^(?<sandbox>/sandbox)?/v1/accounts/list(?<json>\\.json)?$');
    expect(found.filter((regex) => regex.where.startsWith('electron/backend/credential-text.ts')).map((regex) => regex.source)).toContain('\\w+');
  });

  it('are all fixed by their own file: a pattern only known at run time cannot be proved here', () => {
    expect(unresolved, 'make the pattern a literal, or a const string of the same file').toEqual([]);
  });

  it('name every known attack by an expression that still exists', () => {
    const sources = new Set(found.map((regex) => regex.source));
    expect(Object.keys(KNOWN_ATTACKS).filter((source) => !sources.has(source))).toEqual([]);
  });

  it.each(FOLDERS)(
    'in %s/ stay linear on a megabyte of hostile text',
    async (folder) => {
      const expressions = found
        .filter((regex) => regex.where.startsWith(`${folder}/`))
        .map((regex) => ({
          name: `${regex.where} /${regex.source}/${regex.flags}`,
          source: regex.source,
          flags: regex.flags,
          texts: textsOf(regex.source, regex.flags),
        }));
      const cases = expressions.reduce((sum, expression) => sum + expression.texts.length, 0);
      const times = await regexTimes(expressions);
      expect(times).toHaveLength(cases);
    },
    300_000,
  );
});

describe('the proof itself', () => {
  /** Expressions this repository once had, each quadratic on text of the derived shapes. */
  const FORMER = [
    { name: "scalars.ts's DECIMAL", source: '^[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?$', flags: '' },
    { name: "decode-quotes.ts's SYMBOL_AFTER_WORD", source: '\\bsymbols?\\b\\s*[:=]?\\s*([A-Z][A-Z0-9./-]{0,15})', flags: 'i' },
    { name: "environments.ts's trailing slashes", source: '\\/+$', flags: '' },
  ];

  it.each(FORMER)(
    'catches $name',
    async ({ name, source, flags }) => {
      await expect(regexTimes([{ name, source, flags, texts: attackTexts(source, flags, MEGABYTE) }])).rejects.toThrow(/still running after \d+ ms/);
    },
    300_000,
  );
});
