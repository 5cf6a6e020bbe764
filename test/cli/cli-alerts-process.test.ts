/**
 * `strikeboard alerts` and `alert` as child processes against a started demo broker, over a stored
 * session (the REAL OS keychain, as `strikeboard login` leaves it): the inbox in a table (time in
 * New York, Read/Unread), JSON and XML answers alike, the filters sent to the provider (status,
 * category, count; what the list leaves out said on standard error), one execution notice's
 * message as plain text with its option in words, the legacy API and an id refused in words. The
 * broker's clock is held still (the answers never race real time; the processes' OAuth timestamps
 * stay well within the five minutes the broker accepts). Needs a Secret Service; without one the
 * suite reports itself skipped.
 */
import { describe, expect, it } from 'vitest';
import type { AlertDetails, AlertList } from '../../shared/domain/alerts.ts';
import { runCli } from './run-cli-process.ts';
import { demoCliSession } from './demo-cli-session.ts';

const session = await demoCliSession('alerts', { holdClock: true });
/** Two processes one after the other on a busy machine. */
const TWO_RUNS_MS = 60_000;

describe.skipIf(!session.available)(`strikeboard alerts / alert against the demo broker${session.skipped}`, () => {
  const { env } = session;

  it(
    'alerts: the provider’s 25 newest in a table, time in New York with the date; how many the inbox holds said apart',
    async () => {
      const result = await runCli(['alerts', '--env', 'demo'], env());
      expect(result.code).toBe(0);
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines[0]).toMatch(/^Alert ID\s+Created \(New York\)\s+Status\s+Subject$/);
      const rows = lines.slice(1);
      expect(rows).toHaveLength(25);
      for (const row of rows) expect(row).toMatch(/^[1-9]\d*\s+\d\d\/\d\d\/\d{4}, \d\d:\d\d E[SD]T\s+(Read|Unread)\s+\S/);
      const ids = rows.map((row) => Number(row.split(/\s+/)[0]));
      expect(new Set(ids).size).toBe(25);
      const [, shown, total] = /^note: (\d+) of the inbox's (\d+) alerts shown \(--count lists up to 300\)\.$/.exec(result.stderr.trimEnd()) ?? [];
      expect(Number(shown)).toBe(25);
      expect(Number(total)).toBeGreaterThan(25);
    },
    TWO_RUNS_MS,
  );

  it(
    '--json: JSON and XML answers give one model; the filters reach the provider',
    async () => {
      const asked = ['alerts', '--env', 'demo', '--json', '--status', 'unread', '--category', 'account', '--count', '40'];
      const json = await runCli(asked, env());
      const xml = await runCli([...asked, '--format', 'xml'], env());
      expect(json.code, json.stderr).toBe(0);
      expect(xml.code, xml.stderr).toBe(0);
      const list = JSON.parse(json.stdout) as AlertList;
      expect(JSON.parse(xml.stdout)).toEqual(list);
      expect(list.alerts.length).toBeGreaterThan(0);
      expect(list.alerts.length).toBeLessThanOrEqual(40);
      for (const alert of list.alerts) expect(alert).toMatchObject({ status: 'UNREAD', category: 'ACCOUNT', id: expect.stringMatching(/^[1-9]\d*$/) });
      for (const alert of list.alerts) expect(alert.createdAt).toBeLessThanOrEqual(session.heldAt());
    },
    TWO_RUNS_MS,
  );

  it(
    'alert --id: an execution notice’s message as plain text, its option in words beside its key',
    async () => {
      const listed = await runCli(['alerts', '--env', 'demo', '--json', '--count', '300', '--category', 'account'], env());
      const notice = (JSON.parse(listed.stdout) as AlertList).alerts.find((alert) => / Put Executed @ /.test(alert.subject) && !alert.subject.includes(' / '));
      if (notice === undefined) throw new Error('no single-option execution notice in the demo inbox');
      const result = await runCli(['alert', '--env', 'demo', '--id', notice.id], env());
      expect(result.code, result.stderr).toBe(0);
      const lines = result.stdout.trimEnd().split('\n');
      expect(lines[0]).toBe(`Alert ${notice.id}: ${notice.subject}`);
      expect(lines[1]).toMatch(/^Created: {2}\d\d\/\d\d\/\d{4}, \d\d:\d\d E[SD]T$/);
      // Reading the details marks it read at the demo (the platform's behaviour is unconfirmed).
      expect(lines[2]).toMatch(/^Status: {3}Read \d\d\/\d\d\/\d{4}, \d\d:\d\d E[SD]T$/);
      expect(lines[3]).toMatch(/^Symbol: {3}[A-Z.]+ \$[\d.]+ put, expires \w{3}, \w{3} \d{1,2}, \d{4} \([A-Z.-]{6}\d{6}P\d{8}\)$/);
      expect(result.stdout).toMatch(/^Your order below was successfully executed:$/m);
      expect(result.stdout).toContain('Visit E*TRADE (https://us.etrade.com/)');
      expect(result.stdout).not.toMatch(/[<>{}]|!important|&#|smart-alert/);
      const json = await runCli(['alert', '--env', 'demo', '--id', notice.id, '--json', '--format', 'xml'], env());
      const details = JSON.parse(json.stdout) as AlertDetails;
      expect(details).toMatchObject({ id: notice.id, subject: notice.subject, symbol: { kind: 'option', callPut: 'PUT' } });
      expect(lines.slice(5).join('\n')).toBe(details.message);
    },
    TWO_RUNS_MS,
  );

  it(
    'the legacy API says it has no alerts; an id that is not a number is refused before any request; an unknown id is the provider’s error in words, and exit 2 (asking again gets the same)',
    async () => {
      const legacy = await runCli(['alerts', '--env', 'demo', '--api', 'legacy'], env());
      expect(legacy.code).toBe(2);
      expect(legacy.stderr).toMatch(/Alerts need the current API \(v1\)/);
      const bad = await runCli(['alert', '--env', 'demo', '--id', '-3'], env());
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--id must be the alert’s number \(a whole number above 0\)/);
      const unknown = await runCli(['alert', '--env', 'demo', '--id', '999999999'], env());
      // An id the inbox does not hold (404 with the provider's error) will not change on retry: a usage error, not "try again later".
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toMatch(/The provider has no such alert in the inbox/);
      expect(unknown.stderr).toMatch(/Invalid alert id 999999999/);
      expect(unknown.stderr).not.toMatch(/at .*\.ts:\d+/);
      expect(unknown.stdout).toBe('');
    },
    TWO_RUNS_MS * 2,
  );
});
