/**
 * The text of `strikeboard analyze`: the underlier and the model in words, the legs with their
 * entry prices and IVs, the figures in a trader's words, the greeks, and a price ladder of P/L at
 * the first expiry and on the chosen day.
 */
import { formatShortExpiry } from '../../shared/domain/calendar.ts';
import { formatNewYorkStamp } from '../../shared/domain/market-time.ts';
import type { ModelSetting, PositionGreeks, RiskFigures } from '../../shared/domain/risk-profile.ts';
import type { PricedLeg } from '../commands/analyze-legs.ts';
import { renderTable } from './text-table.ts';

/** What the table is printed from. */
export interface Analysis {
  symbol: string;
  spot: number;
  asOf: number;
  price: 'mid' | 'natural';
  date: string | null;
  ivShift: number;
  legs: PricedLeg[];
  figures: RiskFigures;
  /** The volatility the chances were taken under, and where it came from. */
  distributionIv: number | null;
  distributionFrom: 'atm' | 'legs';
  greeks: { now: PositionGreeks; atDate: PositionGreeks };
  curve: { price: number; expiry: number; atDate: number }[];
  setting: ModelSetting;
  /** P/L now at the price analysed at, no IV shift. */
  now: number;
  /** Quotes of the Market budget the answers cost. */
  quotes: number;
  /** A held group: its account, its positions, the provider's total gain over them and the price its IVs were implied at. */
  held: { accountId: string; positions: number; totalGain: number | null; price: number; requests: number } | null;
}

const dollars = (value: number): string => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedDollars = (value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${dollars(Math.abs(value))}`;
const percent = (value: number | null, digits = 1): string => (value === null ? '—' : `${(value * 100).toFixed(digits)} %`);
const price = (value: number): string => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

function legWords(symbol: string, { leg }: PricedLeg): string {
  if (leg.kind === 'stock') return `${leg.quantity > 0 ? 'Long' : 'Short'} ${Math.abs(leg.quantity).toLocaleString('en-US')} ${symbol}`;
  const side = leg.quantity > 0 ? 'Buy' : 'Sell';
  return `${side} ${Math.abs(leg.quantity).toLocaleString('en-US')} ${symbol} ${formatShortExpiry(leg.expiry)} $${leg.strike} ${leg.right}`;
}

const greekLine = (label: string, g: PositionGreeks): string =>
  `${label}: delta ${signed(g.delta, 1)} shares, gamma ${signed(g.gamma, 2)} shares per dollar, theta ${signedDollars(g.theta)} a day, vega ${signedDollars(g.vega)} per vol point`;

/** A figure with its sign, a true minus for below 0. */
function signed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  return Number(text) === 0 ? text : `${value > 0 ? '+' : '−'}${text}`;
}

/** What a held group's analysis says of it: where it is held, and its P/L now beside the provider's total gain. */
function heldLines(a: Analysis): string[] {
  const h = a.held;
  if (h === null) return [];
  const positions = `${h.positions.toLocaleString('en-US')} position${h.positions === 1 ? '' : 's'}`;
  const requests = h.requests === 0 ? '' : ` (${h.requests.toLocaleString('en-US')} Accounts requests)`;
  const gain = h.totalGain === null ? 'the provider knows no total gain for one of them' : `the provider's total gain ${signedDollars(h.totalGain)}`;
  return [`Held in account ${h.accountId}: ${positions} of ${a.symbol}${requests}; P/L now at ${price(a.spot)} ${signedDollars(a.now)}, ${gain}.`];
}

/** The lines `analyze` prints. */
export function analyzeLines(a: Analysis): string[] {
  const f = a.figures;
  const rate = `${(a.setting.rate * 100).toFixed(1)} % rate`;
  const dividends = a.setting.dividendYield === 0 ? 'no dividends' : `${(a.setting.dividendYield * 100).toFixed(2)} % dividend yield`;
  const lines = [
    `${a.symbol} at ${price(a.spot)}, as of ${formatNewYorkStamp(a.asOf)} ET${a.quotes > 0 ? ` (${a.quotes.toLocaleString('en-US')} quotes of the Market budget)` : ''}`,
    `Model: Black-Scholes per leg at its own IV, ${rate}, ${dividends}, European (early exercise left out).`,
    ...heldLines(a),
    '',
    a.held === null ? `Legs, entered at the ${a.price === 'mid' ? 'mid' : 'natural price (the ask bought, the bid sold)'}:` : 'Legs, entered at their cost:',
    ...renderTable(
      [{ title: 'Leg' }, { title: 'Entry', right: true }, { title: 'IV', right: true }],
      a.legs.map((p) => [
        legWords(a.symbol, p),
        price(p.leg.entry),
        p.leg.kind === 'option' ? `${percent(p.leg.iv)}${p.ivSource === 'implied' ? ' (from the mid)' : p.ivSource === 'mark' ? ' (from its mark)' : ''}` : '',
      ]),
      '  ',
    ),
    '',
  ];
  const net = f.netEntry >= 0 ? `Net debit ${dollars(f.netEntry)}` : `Net credit ${dollars(-f.netEntry)}`;
  const at = f.expiry === null ? 'now' : `at ${formatShortExpiry(f.expiry)}`;
  const chanceWords =
    a.distributionIv === null
      ? ''
      : ` (lognormal at ${percent(a.distributionIv)} IV, ${a.distributionFrom === 'atm' ? 'the first expiry’s at the money' : 'the legs’ mean'}${a.ivShift === 0 ? '' : `, shifted ${signed(a.ivShift, 1)} points`})`;
  const figureRows = renderTable(
    [{ title: 'Figure' }, { title: `${at}${f.exact ? '' : ' (searched)'}` }],
    [
      ['Net', net],
      ['Max profit', f.maxProfit === null ? 'unlimited' : signedDollars(f.maxProfit)],
      ['Max loss', f.maxLoss === null ? 'unlimited' : signedDollars(f.maxLoss)],
      ['Breakevens', f.breakevens.length === 0 ? 'none' : f.breakevens.map(price).join(', ')],
      ['Probability of profit', `${percent(f.probabilityOfProfit)}${chanceWords}`],
      ['Chance of the max profit', percent(f.probabilityOfMaxProfit)],
      ['Return on risk', percent(f.returnOnRisk, 0)],
    ],
    '  ',
  );
  for (const line of figureRows) lines.push(line);
  lines.push('', greekLine('Greeks now', a.greeks.now));
  if (a.date !== null) lines.push(greekLine(`Greeks on ${a.date}`, a.greeks.atDate));
  const dayTitle = a.date === null ? 'P/L now' : `P/L on ${a.date}`;
  lines.push('', `P/L by price${a.ivShift === 0 ? '' : `, IV shifted ${signed(a.ivShift, 1)} points`}:`);
  const ladder = renderTable(
    [
      { title: 'Price', right: true },
      { title: f.expiry === null ? 'P/L' : `P/L at ${formatShortExpiry(f.expiry)}`, right: true },
      { title: dayTitle, right: true },
    ],
    a.curve.map((p) => [price(p.price), signedDollars(p.expiry), signedDollars(p.atDate)]),
    '  ',
  );
  for (const line of ladder) lines.push(line);
  return lines;
}
