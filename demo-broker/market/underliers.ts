/**
 * The simulated market's instruments: a spot price for any symbol, the strike ladder around it,
 * and the equities the trading day's orders are placed in. The large-chain underlier exists for
 * performance work: its monthly chain alone has more than 5,000 strikes.
 */
import { cents, hashParts } from './seeded-random.ts';

/** The underlier whose chain has at least 5,000 pairs in every month. */
export const LARGE_CHAIN_UNDERLIER = 'SPX';

/** Equities the simulated orders trade, with the description a leg shows. */
export const ORDER_EQUITIES: readonly { symbol: string; description: string }[] = [
  { symbol: 'AAPL', description: 'APPLE INC COM' },
  { symbol: 'MSFT', description: 'MICROSOFT CORP COM' },
  { symbol: 'IBM', description: 'INTERNATIONAL BUSINESS MACHS COM' },
  { symbol: 'GOOG', description: 'ALPHABET INC CAP STK CL C' },
  { symbol: 'AMZN', description: 'AMAZON COM INC COM' },
  { symbol: 'NVDA', description: 'NVIDIA CORPORATION COM' },
  { symbol: 'SPY', description: 'SPDR S&P 500 ETF TR TR UNIT' },
  { symbol: 'QQQ', description: 'INVESCO QQQ TR UNIT SER 1' },
  { symbol: 'F', description: 'FORD MTR CO DEL COM' },
  { symbol: 'KO', description: 'COCA COLA CO COM' },
  { symbol: 'JPM', description: 'JPMORGAN CHASE & CO COM' },
  { symbol: 'XOM', description: 'EXXON MOBIL CORP COM' },
];

/** A plausible spot price for any symbol, stable for a seed (log-uniform between $5 and $900). */
export function spotPrice(symbol: string, seed: number): number {
  if (symbol === LARGE_CHAIN_UNDERLIER) return 5000;
  const u = hashParts(seed, ['spot', symbol]) / 4294967296;
  return cents(Math.exp(Math.log(5) + u * (Math.log(900) - Math.log(5))));
}

/** Standard strike increments by price level. */
export function strikeIncrement(spot: number): number {
  if (spot < 25) return 0.5;
  if (spot < 200) return 2.5;
  if (spot < 1000) return 5;
  return 10;
}

/** Strikes from 60% to 140% of spot on the standard increment (1-point steps for the large chain). */
export function strikeLadder(symbol: string, spot: number): number[] {
  const step = symbol === LARGE_CHAIN_UNDERLIER ? 1 : strikeIncrement(spot);
  const low = symbol === LARGE_CHAIN_UNDERLIER ? 2400 : Math.max(step, Math.ceil((spot * 0.6) / step) * step);
  const high = symbol === LARGE_CHAIN_UNDERLIER ? 7600 : spot * 1.4;
  const strikes: number[] = [];
  for (let i = 0; low + i * step <= high; i += 1) strikes.push(cents(low + i * step));
  return strikes;
}
