import { describe, expect, it } from 'vitest';
import { notificationLine, terminalLines } from '../../../scripts/preview/terminal-lines.ts';

describe("the preview's terminal lines", () => {
  it('shows a control character in a notification as a visible escape', () => {
    expect(notificationLine({ title: 'Order filled\u001b]0;pwned\u0007', body: 'Buy 1 AAPL\r\u001b[2J' })).toBe(
      'preview: notification: Order filled\\u001B]0;pwned\\u0007: Buy 1 AAPL\\u000D\\u001B[2J',
    );
  });

  it('writes whole lines, each made safe for a terminal', () => {
    const written: string[] = [];
    const say = terminalLines((text) => written.push(text));
    say('preview: the page threw \u009b31m');
    say('preview: bye.');
    expect(written).toEqual(['preview: the page threw \\u009B31m\n', 'preview: bye.\n']);
  });
});
