/**
 * An expiry's figures in words, the same in the grid's section heading, the summary line and the
 * terminal: short text to read at a glance, and a sentence that says what each figure is.
 */
import type { ExpiryFigures, FiguresBasis } from './expiry-figures.ts';
import { MODEL_WORDS } from './option-model.ts';

/** One figure: its short text ("ATM IV 24.3%") and what it means. */
export interface FigureText {
  readonly key: 'iv' | 'move' | 'sigma' | 'noMoney' | 'pcVolume' | 'pcOpenInterest' | 'basis' | 'days';
  readonly text: string;
  readonly title: string;
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const one = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const two = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/** "24.3%" from 0.243. */
export const percentText = (fraction: number): string => `${one.format(fraction * 100)}%`;

/** "±5.12 (±3.4%)": a move in dollars and as a share of the price. */
export function moveText(dollars: number, fraction: number | null): string {
  return `±${money.format(dollars)}${fraction === null ? '' : ` (±${percentText(fraction)})`}`;
}

/** "12 days", "1 day", "expires today", "expired". */
export function daysText(days: number): string {
  if (days === 0) return 'expires today';
  if (days < 0) return 'expired';
  return `${days} day${days === 1 ? '' : 's'}`;
}

const strikeText = (strike: number): string => strike.toLocaleString('en-US', { maximumFractionDigits: 2 });

const rangeText = (basis: FiguresBasis): string => (basis.low === null || basis.high === null ? '' : ` (${strikeText(basis.low)}–${strikeText(basis.high)})`);

/** "the 72 strikes loaded (6,648–6,720)", "every strike (…)": what the put/call sums were taken over. */
export function basisWords(basis: FiguresBasis): string {
  const range = rangeText(basis);
  if (basis.whole) return `every strike of the expiry${range}`;
  return `the ${basis.strikes.toLocaleString('en-US')} strike${basis.strikes === 1 ? '' : 's'} loaded${range}`;
}

/**
 * The figures an expiry has, in reading order (a figure the chain cannot give is left out, never
 * shown as zero). `days` false leaves the days out where the heading says them already.
 */
export function figureTexts(figures: ExpiryFigures, days = true): FigureText[] {
  const parts: FigureText[] = [];
  const atm = figures.atmStrike === null ? 'the strike nearest the price' : `the ${figures.atmStrike} strike`;
  if (figures.atmIv !== null) {
    parts.push({ key: 'iv', text: `ATM IV ${percentText(figures.atmIv)}`, title: `Implied volatility at the money: the mean of ${atm}'s call and put.` });
  }
  if (figures.straddle !== null) {
    parts.push({
      key: 'move',
      text: `Move ${moveText(figures.straddle, figures.straddlePercent)}`,
      title: `Expected move to expiry: the mid of ${atm}'s straddle (call mid plus put mid).`,
    });
  }
  if (figures.ivMove !== null) {
    parts.push({
      key: 'sigma',
      text: `1σ ${moveText(figures.ivMove, figures.ivMovePercent)}`,
      title: `One standard deviation of the price to expiry from the ATM IV, S·σ·√T (${MODEL_WORDS}).`,
    });
  }
  if (!figures.moneyReached && figures.spot !== null) {
    parts.push({
      key: 'noMoney',
      text: 'No ATM figures: the strikes loaded do not reach the price',
      title: 'The implied volatility and the move at the money need the strike nearest the price, which is not among the strikes loaded.',
    });
  }
  const over = basisWords(figures.basis);
  if (figures.putCallVolume !== null) {
    parts.push({
      key: 'pcVolume',
      text: `P/C vol ${two.format(figures.putCallVolume)}`,
      title: `Put/call ratio of today's volume over ${over}: ${figures.putVolume.toLocaleString('en-US')} puts, ${figures.callVolume.toLocaleString('en-US')} calls.`,
    });
  }
  if (figures.putCallOpenInterest !== null) {
    parts.push({
      key: 'pcOpenInterest',
      text: `P/C OI ${two.format(figures.putCallOpenInterest)}`,
      title: `Put/call ratio of open interest over ${over}: ${figures.putOpenInterest.toLocaleString('en-US')} puts, ${figures.callOpenInterest.toLocaleString('en-US')} calls.`,
    });
  }
  if (!figures.basis.whole && (figures.putCallVolume !== null || figures.putCallOpenInterest !== null)) {
    parts.push({
      key: 'basis',
      text: `P/C of ${figures.basis.strikes.toLocaleString('en-US')} loaded strikes${rangeText(figures.basis)}`,
      title: `The put/call ratios are summed over ${over}, not over every strike of the expiry.`,
    });
  }
  if (days) parts.push({ key: 'days', text: daysText(figures.daysToExpiry), title: 'Calendar days to expiry (New York).' });
  return parts;
}

/** The figures as one line: "ATM IV 24.3% · Move ±5.12 (±3.4%) · …". */
export const figuresLine = (figures: ExpiryFigures, days = true): string =>
  figureTexts(figures, days)
    .map((part) => part.text)
    .join(' · ');
