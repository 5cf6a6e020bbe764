/**
 * The command line's last words on an unexpected error: the stack, so a report can say where, but
 * passed through the credential scrubber first (a stack repeats the message, and a message may
 * quote a URL or a header with a token in it), then made terminal-safe.
 */
import { describe, expect, it } from 'vitest';
import { crashLine } from '../../../cli/io/crash-line.ts';

const SECRET = 'S3cr3tT0ken';

describe('the unexpected-error line', () => {
  it('carries the stack with every credential masked', () => {
    const error = new Error(`fetch failed for https://api.example/v1/x?oauth_token=${SECRET}&a=1`);
    const line = crashLine(error);
    expect(line.startsWith('strikeboard: unexpected error: Error: fetch failed for https://api.example/v1/x?oauth_token=[redacted]&a=1')).toBe(true);
    expect(line).toContain('crash-line.test.ts');
    expect(line).not.toContain(SECRET);
    expect(line.endsWith('\n')).toBe(true);
  });

  it('masks a thrown value that is not an Error, and an Error without a stack', () => {
    expect(crashLine(`Authorization: OAuth oauth_token="${SECRET}"`)).toBe('strikeboard: unexpected error: Authorization: [redacted]\n');
    const bare = new Error(`oauth_verifier=${SECRET}`);
    bare.stack = undefined;
    expect(crashLine(bare)).toBe('strikeboard: unexpected error: oauth_verifier=[redacted]\n');
  });

  it('is terminal-safe', () => {
    expect(crashLine('bad \u001b[2J\u202Eend')).toBe('strikeboard: unexpected error: bad \\u001B[2J\\u202Eend\n');
  });
});
