/**
 * `chain --month` takes what a person types: a number (1, 03) or a month's name or abbreviation
 * in any case; anything else is refused with words that say what it takes, never a schema's
 * "expected number, received NaN".
 */
import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../cli/flags/parse-command.ts';
import { runCli } from '../../cli/run-cli.ts';
import { fakeIo } from './fake-io.ts';

const chain = (month: string) => ['chain', '--underlier', 'AAPL', '--month', month, '--year', '2027'];

describe('chain --month', () => {
  it.each([
    ['1', 1],
    ['03', 3],
    ['12', 12],
    ['January', 1],
    ['jan', 1],
    ['JAN', 1],
    ['Feb', 2],
    ['march', 3],
    ['March', 3],
    ['Mar', 3],
    ['apr', 4],
    ['May', 5],
    ['june', 6],
    ['Jul', 7],
    ['aug', 8],
    ['Sep', 9],
    ['Sept', 9],
    ['september', 9],
    ['oct', 10],
    ['Nov', 11],
    ['DECEMBER', 12],
    [' march ', 3],
  ])('reads %j as month %i', (typed, month) => {
    const parsed = parseCommand(chain(typed));
    expect(parsed.ok && parsed.data.name === 'chain' && parsed.data.query.month).toBe(month);
  });

  it.each(['March2', 'Ma', 'Marchh', '13', '0', '00', '1.5', 'Mär', '', 'j'])('refuses %j with a message that says what it takes, exit 2', async (typed) => {
    const { io, err, out } = fakeIo();
    const code = await runCli(chain(typed), io);
    expect(code).toBe(2);
    expect(err.join('\n')).toMatch(/--month must be a month number 1-12 or a name \(March, Mar\)/);
    expect(err.join('\n')).not.toMatch(/NaN|expected number/);
    expect(out).toEqual([]);
  });
});
