/**
 * New York market hours for the simulated market: sessions run 9:30-16:00 Eastern on weekdays
 * (exchange holidays are ignored, as in the expiry calendar). Every quote is taken at a "market
 * instant": the clock itself during a session, the last session's close outside one, which is
 * what makes prices hold after the close and overnight.
 */
import { easternDayNumber, easternMidnight } from '../eastern-time.ts';

const DAY_MS = 86_400_000;
const OPEN_MS = 9.5 * 3_600_000;
const CLOSE_MS = 16 * 3_600_000;

/** One trading session. */
export interface Session {
  /** Days since 1970-01-01 of its Eastern date. */
  dayNumber: number;
  /** Consecutive for consecutive sessions: Friday's index + 1 is Monday's. */
  index: number;
  year: number;
  month: number;
  day: number;
  open: number;
  close: number;
}

/** Where the market stands at an instant. */
export interface MarketMoment {
  /** The session being traded, or the last one that traded. */
  session: Session;
  /** The session before it (its close is the "previous close"). */
  previous: Session;
  /** The instant quotes are taken at: now during hours, else the session's close. */
  instant: number;
  /** True between 9:30 and 16:00 Eastern on a weekday. */
  inHours: boolean;
}

/** Day of week of a day number, Monday = 0 ... Sunday = 6 (1970-01-01 was a Thursday). */
function mondayBasedWeekday(dayNumber: number): number {
  return (((dayNumber + 3) % 7) + 7) % 7;
}

/** Whether a day number is Monday to Friday. */
export function isWeekday(dayNumber: number): boolean {
  return mondayBasedWeekday(dayNumber) < 5;
}

/** The session of a weekday. */
export function sessionOn(dayNumber: number): Session {
  const date = new Date(dayNumber * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const midnight = easternMidnight(year, month, day);
  const weeks = Math.floor((dayNumber + 3) / 7);
  const index = weeks * 5 + Math.min(mondayBasedWeekday(dayNumber), 5);
  return { dayNumber, index, year, month, day, open: midnight + OPEN_MS, close: midnight + CLOSE_MS };
}

/** The last weekday strictly before a day number. */
function weekdayBefore(dayNumber: number): number {
  let day = dayNumber - 1;
  while (!isWeekday(day)) day -= 1;
  return day;
}

/** The market at an instant. */
export function marketMoment(now: number): MarketMoment {
  const today = easternDayNumber(now);
  let session = isWeekday(today) ? sessionOn(today) : sessionOn(weekdayBefore(today));
  if (now < session.open) session = sessionOn(weekdayBefore(session.dayNumber));
  const inHours = now >= session.open && now < session.close;
  return { session, previous: sessionOn(weekdayBefore(session.dayNumber)), instant: Math.min(now, session.close), inHours };
}

/** Fraction of the session elapsed at the market instant, 0 at the open, 1 at the close. */
export function sessionFraction(moment: MarketMoment): number {
  const { open, close } = moment.session;
  return Math.min(1, Math.max(0, (moment.instant - open) / (close - open)));
}
