import { useEffect, useRef } from 'react';
import type { ChainExpiry, OptionContract, StrikeRow } from '../../../../shared/domain/option-chain.ts';
import { expiryTypeLabel, formatDaysToExpiry, formatExpiryDate, formatStrike, pairTypeLabel } from '../format/chain-format.ts';
import { ADJUSTED_EXPLANATION } from './adjusted-tooltip.tsx';
import { symbolCopyText } from '../table/copy-text.ts';
import { identityFacts, quoteFacts, type Fact } from './contract-quote-facts.ts';

/** Facts as dt/dd pairs. */
const factRows = (facts: readonly Fact[]) => facts.flatMap(([name, value]) => [<dt key={`${name}-t`}>{name}</dt>, <dd key={`${name}-d`}>{value}</dd>]);

interface DetailsProps {
  expiry: ChainExpiry;
  row: StrikeRow;
  /** The side the cursor was on; shown first. The strike column shows both. */
  side: 'call' | 'put' | 'strike';
  /** The underlier the chain is for, as the answer echoed it. */
  underlier: string;
  onCopy(text: string): void;
  onClose(): void;
}

const EXPIRY_WORDS: Record<string, string> = {
  WEEKLY: 'a weekly expiry (a Friday other than the third, or the day before when Friday is a market holiday)',
  MONTHLY: 'the standard monthly expiry (third Friday of the month)',
  QUARTERLY: 'a quarterly expiry (last business day of the quarter month); its symbol ends in q',
  MONTHEND: 'an end-of-month expiry (last business day of the month)',
  DAILY: 'a daily expiry',
};

function ContractFacts({
  kind,
  contract,
  expiry,
  strike,
  underlier,
  onCopy,
}: {
  kind: 'Call' | 'Put';
  contract: OptionContract;
  expiry: ChainExpiry;
  strike: number;
  underlier: string;
  onCopy(text: string): void;
}) {
  const right = kind === 'Call' ? 'the right to buy' : 'the right to sell';
  const root = contract.rootSymbol ?? underlier;
  return (
    <section className="chain-details-contract" aria-label={`${kind} contract`}>
      <h3>
        {kind}
        {contract.adjusted ? <span className="chain-adjusted">ADJ</span> : null}
      </h3>
      <p>
        A {kind.toLowerCase()} on {root} gives its holder {right} the deliverable at ${formatStrike(strike)} until {formatExpiryDate(expiry.date)} (
        {formatDaysToExpiry(expiry.daysToExpiry)}).
      </p>
      <dl className="chain-facts">
        <dt>Option symbol</dt>
        <dd>
          <code>{contract.optionSymbol ?? 'not given'}</code>
          {contract.optionSymbol ? (
            <button type="button" className="button button-small" onClick={() => onCopy(symbolCopyText(contract) ?? '')}>
              Copy
            </button>
          ) : null}
        </dd>
        <dt>Exchange</dt>
        <dd>{contract.exchange ? `Trades primarily on ${contract.exchange}` : 'Not given'}</dd>
        <dt>Root symbol</dt>
        <dd>{contract.rootSymbol ?? 'Not given'}</dd>
        <dt>Adjusted</dt>
        <dd>
          {contract.adjusted
            ? `Yes. ${ADJUSTED_EXPLANATION} Its root symbol is ${contract.rootSymbol ?? 'not given'}, not ${underlier}.`
            : 'No: a standard contract on the current underlier.'}
        </dd>
        {factRows(identityFacts(contract))}
        {factRows(quoteFacts(contract))}
      </dl>
    </section>
  );
}

/**
 * Everything the response says about the contracts of one strike, in words. Not modal: the grid
 * stays usable beside it; Escape or Close returns focus to the grid.
 */
export function ContractDetails({ expiry, row, side, underlier, onCopy, onClose }: DetailsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves in when the panel opens, not each time the cursor moves under it.
  useEffect(() => heading.current?.focus(), []);
  const call = row.call ? <ContractFacts kind="Call" contract={row.call} expiry={expiry} strike={row.strike} underlier={underlier} onCopy={onCopy} /> : null;
  const put = row.put ? <ContractFacts kind="Put" contract={row.put} expiry={expiry} strike={row.strike} underlier={underlier} onCopy={onCopy} /> : null;
  const focused = side === 'put' ? row.put : (row.call ?? row.put);
  return (
    <section
      className="chain-details"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chain-details-title"
      data-testid="chain-details"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <header className="chain-details-head">
        <h2 id="chain-details-title" tabIndex={-1} ref={heading}>
          {focused?.optionSymbol ?? `${underlier} ${formatStrike(row.strike)}`}
        </h2>
        <button type="button" className="icon-button" aria-label="Close details" onClick={onClose}>
          ×
        </button>
      </header>
      <dl className="chain-facts">
        <dt>Underlier</dt>
        <dd>{underlier}</dd>
        <dt>Strike</dt>
        <dd>${formatStrike(row.strike)}</dd>
        <dt>Expires</dt>
        <dd>
          {formatExpiryDate(expiry.date)}, {formatDaysToExpiry(expiry.daysToExpiry)}
        </dd>
        <dt>Expiry type</dt>
        <dd>
          {expiryTypeLabel(expiry.expiryType)}
          {expiry.expiryType !== null && Object.hasOwn(EXPIRY_WORDS, expiry.expiryType) ? `: ${EXPIRY_WORDS[expiry.expiryType]}` : ''}
        </dd>
        <dt>Listed</dt>
        <dd>{pairTypeLabel(String(row.pairType))} at this strike</dd>
      </dl>
      {side === 'put' ? (
        <>
          {put}
          {call}
        </>
      ) : (
        <>
          {call}
          {put}
        </>
      )}
      {(row.call?.quote ?? row.put?.quote ?? null) === null ? (
        <p className="muted chain-details-note">The legacy API sends contract identity only for chains: quotes and Greeks need the current API.</p>
      ) : null}
    </section>
  );
}
