/**
 * The provider-text rule is linear on a megabyte of hostile markup, proved two ways that do not
 * race the clock:
 * - by counting: every scanner adds the characters it examines to a meter (step-meter.ts), and
 *   the count stays within a small multiple of the input, the same multiple at 16 kB, 64 kB and
 *   1 MB (a quadratic scan's count grows with the square: 64 times from 16 kB to 1 MB);
 * - against a linear baseline measured on the same machine, the same input, just before: one pass
 *   over every character. The rule may take 300 times that (or 5 s); a quadratic scan of a
 *   megabyte takes hours. Sizes grow only once the smaller ones were linear, so a regression
 *   fails at 64 kB in a second instead of hanging the run.
 */
import { describe, expect, it } from 'vitest';
import { messageText, type StepMeter } from '../../../../../../electron/backend/broker/common/markup/message-text.ts';

const MB = 1024 * 1024;

/** Hostile shapes: each repeated to the size asked (the unit is cut at the end). */
const SHAPES: readonly { name: string; unit: string; prefix?: string }[] = [
  { name: '<<<<', unit: '<' },
  { name: 'tags never closed', unit: '<a' },
  { name: 'a quote never closed', unit: 'x', prefix: 'Before <a href="' },
  { name: 'attributes without end', unit: ' a=b c="d" e=\'f\'', prefix: '<div' },
  { name: 'anchors, each a link', unit: '<a href="https://x.test/a">x</a>' },
  { name: 'anchors with javascript URLs', unit: '<a href="javascript:alert(1)">x' },
  { name: 'long hrefs', unit: `<a href="https://x.test/${'y'.repeat(5000)}">z</a>` },
  { name: 'scripts opened again and again', unit: '<script>' },
  { name: 'a script never closed, full of </scrip', unit: '</scrip', prefix: 'Text<script>' },
  { name: 'comment openings', unit: '<!--' },
  { name: 'comment-like runs', unit: '<!-' },
  { name: 'bogus closing tags', unit: '</ ' },
  { name: 'deep nesting', unit: '<div><p><span><b>' },
  { name: 'closing tags', unit: '</div></p>' },
  { name: 'table cells', unit: '<tr><td>a</td><td>b' },
  { name: 'line breaks', unit: '<br>' },
  { name: 'list items', unit: '<li>' },
  { name: 'numeric references without end', unit: '&#' },
  { name: 'long digit runs', unit: '&#0000000000000000000000000' },
  { name: 'hex references', unit: '&#x1F600;' },
  { name: 'named references, some unknown', unit: '&amp;&bogus;&nbsp;&am' },
  { name: 'ampersands', unit: '&' },
  { name: 'URLs in text', unit: 'http://' },
  { name: 'URLs of closing brackets', unit: ')', prefix: 'https://x.test/' },
  { name: 'one long URL', unit: 'a', prefix: 'see https://x.test/' },
  { name: 'leftover CSS rules', unit: '.smart-alert p { margin: 0px !important; } ' },
  { name: 'nested CSS blocks', unit: '@media x {', prefix: '.a { b: c } ' },
  { name: 'a selector never opened', unit: '.a .b ', prefix: '.x {y:z} ' },
  { name: 'CSS comments', unit: '/*', prefix: '.x {y:z} ' },
  { name: 'blank lines and spaces', unit: ' \n\t\r\n' },
  { name: 'controls', unit: '\u0000\u0007\u001b\u0085' },
  { name: 'words', unit: 'Your order below was executed. ' },
];

const build = (shape: { unit: string; prefix?: string }, size: number): string => {
  const prefix = shape.prefix ?? '';
  return (prefix + shape.unit.repeat(Math.ceil(size / shape.unit.length))).slice(0, size);
};

const stepsOf = (input: string): number => {
  const meter: StepMeter = { steps: 0 };
  messageText(input, meter);
  return meter.steps;
};

/** One pass over every character: the linear work any reading of the input must do. */
const baselineMs = (input: string): number => {
  let best = Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let round = 0; round < 3; round += 1) {
    const start = performance.now();
    for (let at = 0; at < input.length; at += 1) sum = (sum + input.charCodeAt(at)) | 0;
    best = Math.min(best, performance.now() - start);
  }
  expect(sum).not.toBeNaN();
  return best;
};

const bestMs = (run: () => void, tries: number): number => {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < tries; round += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
};

/** The least time a case may take, for a machine busy with other work: a quadratic megabyte takes hours. */
const FLOOR_MS = 5_000;

/** Steps per character the rule may spend: its scanners pass over a character a few times each. */
const STEPS_PER_CHARACTER = 16;

describe('the provider-text rule is linear on hostile input', () => {
  it.each(SHAPES)('$name: steps grow with the input, not its square', { timeout: 60_000 }, (shape) => {
    const sizes = [16 * 1024, 64 * 1024, MB];
    const perCharacter: number[] = [];
    for (const size of sizes) {
      const steps = stepsOf(build(shape, size));
      perCharacter.push(steps / size);
      expect(steps, `${shape.name} at ${size} characters`).toBeLessThanOrEqual(STEPS_PER_CHARACTER * size);
    }
    // The same work per character at every size (a quadratic count would grow 64 times).
    const [small = 0, , large = 0] = perCharacter;
    expect(large, shape.name).toBeLessThanOrEqual(small * 1.25 + 0.01);
  });

  it.each(SHAPES)('$name: a megabyte within 300 times a linear pass over it (or 5 s)', { timeout: 120_000 }, (shape) => {
    const small = build(shape, 64 * 1024);
    expect(bestMs(() => messageText(small), 1)).toBeLessThan(FLOOR_MS);
    const input = build(shape, MB);
    const limit = Math.max(FLOOR_MS, 300 * baselineMs(input));
    expect(bestMs(() => messageText(input), 3)).toBeLessThan(limit);
  });
});
