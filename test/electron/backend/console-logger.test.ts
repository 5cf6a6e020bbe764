import { describe, expect, it } from 'vitest';
import { createConsoleLogger, redact } from '../../../electron/backend/console-logger.ts';

describe('the console logger', () => {
  it('writes one JSON line per entry', () => {
    const lines: string[] = [];
    createConsoleLogger((l) => lines.push(l)).warn('settings: repaired', { backupPath: '/x.bak' });
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', message: 'settings: repaired', backupPath: '/x.bak' });
  });

  it.each([
    ['oauth_token', 'tok+/='],
    ['accessTokenSecret', 's3cr3t'],
    ['consumerKey', 'key123'],
    ['password', 'hunter2'],
    ['Authorization', 'OAuth realm=""'],
    ['oauth_verifier', 'WXYZ89'],
    ['signature', 'abc='],
  ])('never writes the value of %s', (field, value) => {
    const lines: string[] = [];
    createConsoleLogger((l) => lines.push(l)).info('x', { [field]: value, nested: { [field]: value } });
    expect(lines.join('\n')).not.toContain(value);
    expect(redact({ [field]: value })).toEqual({ [field]: '[redacted]' });
  });
});
