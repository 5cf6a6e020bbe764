/**
 * In an order's details, each option leg's contract as a link to the option chain at that contract
 * (its underlier and expiry, its strike under the cursor).
 */
import type { Order } from '../../../../shared/domain/orders.ts';
import { useOpenContract } from '../../../navigation/use-open-contract.ts';
import { ProviderText } from '../../../components/provider-text.tsx';

/** The option legs of `order` as "show in the chain" links; nothing for an order without one. */
export function LegChainLinks({ order }: { order: Order }) {
  const openContract = useOpenContract();
  const legs = order.legs.filter((leg) => leg.option !== null && leg.symbol !== null && leg.option.expiry !== null);
  if (legs.length === 0) return null;
  return (
    <p className="order-links" data-testid="leg-chain-links">
      {legs.map((leg, index) => (
        <button
          key={`${leg.legNumber ?? index}`}
          type="button"
          className="order-link"
          data-link="chain"
          onClick={() => openContract({ underlier: leg.symbol ?? '', expiry: leg.option?.expiry ?? null, strike: leg.option?.strikePrice ?? null })}
        >
          <ProviderText text={leg.symbolDescription ?? leg.symbol ?? 'The leg'} /> in the chain
        </button>
      ))}
    </p>
  );
}
