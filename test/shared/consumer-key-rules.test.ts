/**
 * The consumer key and secret rules: one module the IPC schema, the credentials form and
 * the command line's login all use. A table of what people paste by mistake, the schema refusing
 * the same with the field named, and no refusal repeating the secret.
 */
import { describe, expect, it } from 'vitest';
import { CONSUMER_FIELD_NAMES, consumerFieldProblem, consumerPairProblems } from '../../shared/consumer-key-rules.ts';
import { INVOKE_SCHEMAS } from '../../shared/ipc/schemas.ts';

const KEY = '0123456789abcdef0123456789abcdef';
const SECRET = 'fedcba9876543210fedcba9876543210fedcba98';

describe('consumerFieldProblem: what is wrong with a pasted key or secret', () => {
  it.each([
    ['', 'is empty'],
    ['   ', 'is empty'],
    ['0123 4567 89ab cdef', 'must not contain spaces'],
    ['0123456789abcdef\n0123456789abcdef', 'must not contain spaces'],
    ['0123456789abcdef\t0123', 'must not contain spaces'],
    ['0123456789abcdef…', 'has a character no consumer key has (only letters, digits and symbols such as - and _): copy it again from the developer portal'],
    ['“0123456789abcdef”', 'has a character no consumer key has (only letters, digits and symbols such as - and _): copy it again from the developer portal'],
    ['abc', 'looks too short for a consumer key (3 characters; at least 8)'],
    ['a'.repeat(257), 'is too long for a consumer key (257 characters; at most 256)'],
  ])('a consumer key of %j %s', (typed, problem) => {
    expect(consumerFieldProblem('consumerKey', typed)).toBe(problem);
  });

  it('accepts a portal key or secret, trimmed of what came around it when pasted', () => {
    expect(consumerFieldProblem('consumerKey', KEY)).toBeNull();
    expect(consumerFieldProblem('consumerKey', `  ${KEY}\n`)).toBeNull();
    expect(consumerFieldProblem('consumerSecret', 'prod/oob+Secret=1')).toBeNull();
  });

  it('names the secret as a secret', () => {
    expect(consumerFieldProblem('consumerSecret', 'short')).toBe('looks too short for a consumer secret (5 characters; at least 8)');
  });

  it('gives every broken rule of a pair by field', () => {
    expect(consumerPairProblems({ consumerKey: 'has a space', consumerSecret: SECRET })).toEqual({ consumerKey: 'must not contain spaces' });
    expect(consumerPairProblems({ consumerKey: KEY, consumerSecret: SECRET })).toEqual({});
  });
});

describe('credentials:save refuses by the same rules', () => {
  const save = INVOKE_SCHEMAS['credentials:save'];

  it('accepts a good pair, trimmed', () => {
    expect(save.parse({ environment: 'sandbox', consumerKey: ` ${KEY} `, consumerSecret: SECRET })).toEqual({
      environment: 'sandbox',
      consumerKey: KEY,
      consumerSecret: SECRET,
    });
  });

  it('names the field and the rule, never the value', () => {
    const secret = 'my secret with spaces';
    const result = save.safeParse({ environment: 'production', consumerKey: KEY, consumerSecret: secret });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual([`${CONSUMER_FIELD_NAMES.consumerSecret} must not contain spaces`]);
    expect(JSON.stringify(result.error)).not.toContain(secret);
  });
});
