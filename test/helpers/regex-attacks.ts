/**
 * TEST-ONLY: hostile texts for a regular expression, derived from its own syntax tree, in the
 * shape every known super-linear case takes: a prefix that leads the match up to a repeated part,
 * that part pumped to a megabyte, and an ending that makes the match fail (nothing, NUL or `!`), so the engine tries every way to split the pump, from every start position. Each
 * unbounded (or long: more than 64) repetition is pumped with up to three strings it accepts; the
 * whole pattern's own sample is pumped too, and so is prefix + pump, for searches that restart
 * after each match.
 */
import { parseRegExpLiteral, type AST } from '@eslint-community/regexpp';
import type { TextSpec } from './linear-time-text.ts';

/** Characters tried for a class or a set, the class's own characters first: likely ones before rare ones. */
const POOL = [...'aA0 z9e.-_/:=,;"\'&%#?!+*@$^|~`()[]{}<>\\xZ', '\t', '\n', '\r', '\0', '\u00a0', 'é', '\u2028'];
const ENDINGS = ['', '\0', '!'];
/** Repetitions allowing more than this are pumped. */
const LONG_REPETITION = 64;
const PUMPS_PER_REPETITION = 3;

type Sampled = AST.Element | AST.Alternative;

/** Strings that one element matches (at most `limit`), shortest ways first. */
function samples(node: Sampled, flags: string, limit: number): string[] {
  switch (node.type) {
    case 'Alternative':
      return [node.elements.map((element) => samples(element, flags, 1)[0] ?? '').join('')];
    case 'Character':
      return [String.fromCodePoint(node.value)];
    case 'CharacterClass':
    case 'CharacterSet':
    case 'ExpressionCharacterClass': {
      const member = new RegExp(`^(?:${node.raw})$`, flags.replace(/[gy]/g, ''));
      const own =
        node.type === 'CharacterClass'
          ? node.elements.flatMap((item) =>
              item.type === 'Character'
                ? [String.fromCodePoint(item.value)]
                : item.type === 'CharacterClassRange'
                  ? [String.fromCodePoint(item.min.value), String.fromCodePoint(item.max.value)]
                  : [],
            )
          : [];
      return [...new Set([...own, ...POOL])].filter((character) => member.test(character)).slice(0, limit);
    }
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives.flatMap((alternative) => samples(alternative, flags, 1)).slice(0, limit);
    case 'Quantifier': {
      const inner = samples(node.element, flags, 1)[0] ?? '';
      return [inner.repeat(Math.min(node.max, Math.max(node.min, 1)))];
    }
    default:
      return ['']; // assertions and back-references add no characters of their own
  }
}

/** What leads a match from its start up to `node`: the samples of everything before it, outermost first. */
function prefixOf(node: AST.Node, flags: string): string {
  let prefix = '';
  for (let child: AST.Node = node, parent = node.parent; parent !== null; child = parent, parent = parent.parent) {
    if (parent.type === 'Alternative') {
      const before = parent.elements.slice(0, parent.elements.indexOf(child as AST.Element));
      prefix = before.map((element) => samples(element, flags, 1)[0] ?? '').join('') + prefix;
    }
  }
  return prefix;
}

function repetitions(node: AST.Node, found: AST.Quantifier[]): AST.Quantifier[] {
  if (node.type === 'Quantifier') {
    if (node.max > LONG_REPETITION) found.push(node);
    repetitions(node.element, found);
  } else if (node.type === 'Pattern' || node.type === 'Group' || node.type === 'CapturingGroup' || (node.type === 'Assertion' && 'alternatives' in node)) {
    for (const alternative of node.alternatives) repetitions(alternative, found);
  } else if (node.type === 'Alternative') {
    for (const element of node.elements) repetitions(element, found);
  }
  return found;
}

/** The hostile texts of one expression, each at least `bytes` long, without repeats. */
export function attackTexts(source: string, flags: string, bytes: number): TextSpec[] {
  const { pattern } = parseRegExpLiteral(new RegExp(source, flags));
  const texts = new Map<string, TextSpec>();
  const add = ({ prefix, pump, suffix }: { prefix?: string; pump: string; suffix?: string }): void => {
    if (pump === '') return;
    const spec: TextSpec = { ...(prefix ? { prefix } : {}), pump, bytes, ...(suffix ? { suffix } : {}) };
    texts.set(JSON.stringify(spec), spec);
  };
  for (const alternative of pattern.alternatives) {
    const whole = samples(alternative, flags, 1)[0] ?? '';
    for (const suffix of ENDINGS) add({ pump: whole, suffix });
  }
  for (const repetition of repetitions(pattern, [])) {
    const prefix = prefixOf(repetition, flags);
    for (const pump of samples(repetition.element, flags, PUMPS_PER_REPETITION)) {
      for (const suffix of ENDINGS) {
        add({ prefix, pump, suffix });
        add({ pump, suffix });
      }
      add({ pump: prefix + pump });
    }
  }
  return [...texts.values()];
}
