/**
 * An option chain as the terminal shows it: one block per expiry, calls | strike | puts, adjusted
 * contracts marked (an answer that does not match the request is said on standard error: chain.ts).
 */
import type { ChainQuery } from '../../shared/domain/chain-query.ts';
import { expiryTypeText } from '../../shared/domain/expiries.ts';
import type { OptionChain, OptionContract } from '../../shared/domain/option-chain.ts';
import { money, renderTable } from './text-table.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const contract = (option: OptionContract | null): [string, string] =>
  option === null ? ['', ''] : [`${option.adjusted ? '* ' : ''}${option.optionSymbol ?? '(no symbol)'}`, option.exchange ?? ''];

/** The lines of a chain. */
export function chainLines(query: ChainQuery, chain: OptionChain): string[] {
  const lines = [
    `${chain.symbol?.toUpperCase() ?? query.underlier} option chain, ${MONTHS[query.month - 1] ?? query.month} ${query.year} (${query.chainType}, adjusted ${query.includeAdjusted ? 'shown' : 'hidden'})`,
  ];
  if (chain.expiries.length === 0) {
    lines.push('No options for this month.');
    return lines;
  }
  let adjusted = false;
  for (const expiry of chain.expiries) {
    const days = expiry.daysToExpiry < 0 ? 'expired' : `${expiry.daysToExpiry} day${expiry.daysToExpiry === 1 ? '' : 's'}`;
    lines.push('', `${expiry.date}  ${expiryTypeText(expiry.expiryType)}  ${days}  ${expiry.strikes.length} strikes`);
    const rows = expiry.strikes.map((row) => {
      adjusted ||= row.call?.adjusted === true || row.put?.adjusted === true;
      return [...contract(row.call), money(row.strike), ...contract(row.put)];
    });
    for (const line of renderTable([{ title: 'Call' }, { title: 'Exch' }, { title: 'Strike', right: true }, { title: 'Put' }, { title: 'Exch' }], rows, '  '))
      lines.push(line);
  }
  if (adjusted) lines.push('', '* adjusted contract: its root symbol differs from the underlier (split, merger)');
  return lines;
}
