/**
 * `alerts` and `alert` offline (`--input FILE`): the saved list of both formats prints one table in
 * words (time in New York with the date, Read/Unread), a saved list filtered by --status and cut to
 * --count here (what it leaves out said on standard error), the empty inbox (404 code 53) as "No
 * alerts.", one alert with its option symbol in words and its message as plain text whether saved
 * plain behind the platform's leftover CSS or in markup (never a tag, a style rule or an entity
 * printed); --json prints the models; the legacy API has no alerts; the provider's errors are
 * explained; the flags are refused in words before anything is read.
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import type { AlertDetails, AlertList } from '../../shared/domain/alerts.ts';
import { wireSample } from '../fixtures/wire/load.ts';
import { renderV1Json } from '../fixtures/wire/v1-render.ts';
import { fakeIo } from './fake-io.ts';

const files: Record<string, string> = {
  'alerts.json': wireSample('v1/alerts.json'),
  'alerts.xml': wireSample('v1/alerts.xml'),
  'plain.json': wireSample('v1/alert-details.json'),
  'html.xml': wireSample('v1/alert-details-html.xml'),
  'empty.json': '{"Error":{"code":53,"message":"There are currently no alerts in your inbox"}}',
  'empty.xml': '<?xml version="1.0"?><Error><code>53</code><message>There are currently no alerts in your inbox</message></Error>',
  'down.json': '{"Error":{"code":300,"message":"Alert service not available"}}',
  'account.json': renderV1Json('AlertDetailsResponse', {
    id: 6770,
    createTime: 1632917040,
    subject: 'Transfer failed-Insufficient Funds',
    msgText:
      '<p>Your transfer of &#36;1,000.00 &amp; more could not be made.</p><script>alert(1)</script><p>Questions? <a href="javascript:alert(1)">Call us</a></p>',
    readTime: 1632920000,
    deleteTime: 0,
  }),
};

async function run(argv: string[]) {
  const { io, out, err } = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('alerts --input', () => {
  it('the saved list of both formats: one table in words, newest first, time in New York with the date', async () => {
    const json = await run(['alerts', '--input', 'alerts.json']);
    const xml = await run(['alerts', '--input', 'alerts.xml']);
    expect(json).toEqual({
      code: 0,
      out: [
        'Alert ID  Created (New York)     Status  Subject',
        "6774      10/01/2021, 11:16 EDT  Unread  Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3",
        '6773      10/01/2021, 09:31 EDT  Read    AAPL down by at least 2.00%',
        '6770      09/29/2021, 08:04 EDT  Read    Transfer failed-Insufficient Funds',
      ].join('\n'),
      err: '',
    });
    expect(xml).toEqual(json);
  });

  it('--status filters a saved list here and --category names what it was asked by; what is left out is said on standard error', async () => {
    const result = await run(['alerts', '--input', 'alerts.xml', '--status', 'read', '--category', 'account']);
    expect(result.code).toBe(0);
    expect(result.out.split('\n')).toEqual([
      'Alert ID  Created (New York)     Status  Category  Subject',
      '6773      10/01/2021, 09:31 EDT  Read    Account   AAPL down by at least 2.00%',
      '6770      09/29/2021, 08:04 EDT  Read    Account   Transfer failed-Insufficient Funds',
    ]);
    expect(result.err).toBe("note: 2 of the inbox's 3 alerts shown (only the read ones).");
    const cut = await run(['alerts', '--input', 'alerts.json', '--count', '1', '--status', 'UNREAD']);
    expect(cut.out.split('\n')).toHaveLength(2);
    expect(cut.out).toContain('6774');
    const first = await run(['alerts', '--input', 'alerts.json', '--count', '2']);
    expect(first.err).toBe("note: 2 of the inbox's 3 alerts shown (--count lists up to 300).");
  });

  it('the empty inbox (404, code 53) in either format is "No alerts.", not an error', async () => {
    for (const file of ['empty.json', 'empty.xml']) {
      expect(await run(['alerts', '--input', file])).toEqual({ code: 0, out: 'No alerts.', err: '' });
      const printed = JSON.parse((await run(['alerts', '--json', '--input', file])).out) as AlertList;
      expect(printed).toEqual({ total: 0, alerts: [] });
    }
  });

  it('--json prints the model: ids as text, times in epoch ms, the codes kept', async () => {
    const printed = JSON.parse((await run(['alerts', '--json', '--input', 'alerts.json'])).out) as AlertList;
    expect(printed.total).toBe(3);
    expect(printed.alerts[0]).toEqual({
      id: '6774',
      createdAt: 1633101371_000,
      subject: "Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3",
      status: 'UNREAD',
      category: null,
    });
  });

  it('a provider error is explained in words with the provider’s own kept (exit 4)', async () => {
    const result = await run(['alerts', '--input', 'down.json']);
    expect(result.code).toBe(4);
    expect(result.err).toMatch(/the alert service is not available; try again later/);
    expect(result.err).toContain('Alert service not available');
    expect(result.out).toBe('');
  });

  it('the legacy API has no alerts (exit 2)', async () => {
    for (const argv of [['alerts'], ['alert']]) {
      const result = await run([...argv, '--api', 'legacy', '--input', 'alerts.json']);
      expect(result.code).toBe(2);
      expect(result.err).toMatch(/Alerts need the current API \(v1\)/);
    }
  });
});

describe('alert --input', () => {
  const body = ['Your order below was successfully executed:', 'Account: XXXX-6611', 'Order number: 1843'];

  it('a plain answer: its leftover CSS removed; the option symbol in words beside its key', async () => {
    const result = await run(['alert', '--input', 'plain.json']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      "Alert 6774: Sell 1 EDIT Oct 01 '21 $55 Put Executed @ $3.3",
      'Created:  10/01/2021, 11:16 EDT',
      'Status:   Unread',
      'Symbol:   EDIT $55 put, expires Fri, Oct 1, 2021 (EDIT--211001P00055000)',
      '',
    ]);
    expect(lines.slice(5, 8)).toEqual(body);
    expect(result.out).not.toMatch(/smart-alert|!important|\{|\}/);
  });

  it('a markup answer: the same words as text, cells spaced, entities decoded, the link written out; read and when', async () => {
    const result = await run(['alert', '--input', 'html.xml']);
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[2]).toBe('Status:   Read 10/01/2021, 11:26 EDT');
    // A paragraph is set apart from the table after it by a blank line.
    expect(
      lines
        .slice(5)
        .filter((line) => line !== '')
        .slice(0, 3),
    ).toEqual(body);
    expect(result.out).toContain("Order: Sell 1 EDIT Oct 01 '21 $55 Put");
    expect(result.out).toContain('Execution price: $3.3');
    expect(result.out).toContain('Contact us (https://us.etrade.com/home)');
    expect(result.out).not.toMatch(/<|>|&#|&amp;|smart-alert/);
  });

  it('an account alert has no symbol line; a script is dropped and a javascript: link is never written out', async () => {
    const result = await run(['alert', '--input', 'account.json']);
    expect(result.code).toBe(0);
    expect(result.out).not.toMatch(/^Symbol:/m);
    expect(result.out).toContain('Your transfer of $1,000.00 & more could not be made.');
    expect(result.out).toContain('Questions? Call us');
    expect(result.out).not.toMatch(/alert\(1\)|javascript|<script/);
  });

  it('--json prints the model: the message as text, its links, the option read from its key', async () => {
    const printed = JSON.parse((await run(['alert', '--json', '--input', 'html.xml'])).out) as AlertDetails;
    expect(printed).toMatchObject({
      id: '6774',
      readAt: 1633102000_000,
      deletedAt: null,
      links: [{ text: 'Contact us', url: 'https://us.etrade.com/home' }],
      symbol: { kind: 'option', symbol: 'EDIT--211001P00055000', underlier: 'EDIT', expiry: '2021-10-01', callPut: 'PUT', strike: 55 },
    });
    expect(printed.message).toContain('Your order below was successfully executed:');
  });

  it('a saved empty inbox has no alert to show: the provider’s error in words', async () => {
    const result = await run(['alert', '--input', 'empty.json']);
    expect(result.code).toBe(4);
    expect(result.err).toMatch(/there are no alerts in the inbox/);
  });
});

describe('the alert commands’ flags', () => {
  it.each([
    [['alert'], /^--id is required: the alert’s number, as `strikeboard alerts` lists it\.$/],
    [['alert', '--id', '0'], /^--id must be the alert’s number \(a whole number above 0\)$/],
    [['alert', '--id', '12a'], /^--id must be the alert’s number/],
    [['alert', '--id', '7', '--count', '3'], /^Unknown option '--count' for alert\. Did you mean --account|Unknown option '--count' for alert\./],
    [['alerts', '--status', 'deleted'], /^--status must be unread or read$/],
    [['alerts', '--category', 'option'], /^--category must be stock or account$/],
    [['alerts', '--count', '0'], /^--count must be at least 1$/],
    [['alerts', '--count', '301'], /^--count must be at most 300$/],
    [['alerts', '--count', 'many'], /^--count must be a whole number \(alerts to list\), not "many"$/],
    [['alerts', '--cont', '3'], /^Unknown option '--cont' for alerts\. Did you mean --count\?$/],
    [['alerts', 'unread'], /^Unexpected "unread": alerts takes flags only, no positional arguments\.$/],
    [['alert', '--id'], /^--id needs a value \(argument missing\)\.$/],
    [['alrets'], /^Unknown command "alrets"\. Did you mean alerts\?$/],
  ])('%j is refused in words (exit 2)', async (argv, message) => {
    const parsed = parseCommand(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(message);
    const result = await run(argv);
    expect(result.code).toBe(2);
    expect(result.out).toBe('');
  });

  it('reads the flags into the command: statuses and categories in either case, the id as text', () => {
    expect(parseCommand(['alerts', '--status', 'Unread'.toLowerCase(), '--category', 'STOCK', '--count', '300', '--json'])).toEqual({
      ok: true,
      data: {
        name: 'alerts',
        status: 'UNREAD',
        category: 'STOCK',
        count: 300,
        env: undefined,
        brokerUrl: undefined,
        format: undefined,
        json: true,
        input: undefined,
        api: undefined,
      },
    });
    expect(parseCommand(['alert', '--id', '12345678901234567890', '--env', 'demo', '--format', 'xml'])).toEqual({
      ok: true,
      data: { name: 'alert', alertId: '12345678901234567890', env: 'demo', brokerUrl: undefined, format: 'xml', json: false, input: undefined, api: undefined },
    });
  });
});
