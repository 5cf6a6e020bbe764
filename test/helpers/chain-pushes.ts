/** What a `chain:quotes` push carries (shared/domain/feed-push.ts), read for a test's assertions. */
import type { ChainQuotesUpdate, ContractQuote, LiveQuotesMeta } from '../../shared/domain/chain-refresh.ts';

/** The contracts a push carries: a snapshot's every one, a delta's changed ones, none for "same". */
export const contractsOf = (update: ChainQuotesUpdate | undefined): readonly ContractQuote[] => {
  if (update === undefined) return [];
  const { quotes } = update;
  if (quotes.kind === 'snapshot') return quotes.data?.contracts ?? [];
  return quotes.kind === 'delta' ? quotes.upserted.map(([, contract]) => contract) : [];
};

/** The rest a push carries (the underlier, the quote type and stamp): a snapshot's, a delta's when it changed, else `null`. */
export const metaOf = (update: ChainQuotesUpdate | undefined): LiveQuotesMeta | null => {
  if (update === undefined) return null;
  const { quotes } = update;
  if (quotes.kind === 'snapshot') return quotes.data;
  return quotes.kind === 'delta' ? (quotes.meta ?? null) : null;
};
