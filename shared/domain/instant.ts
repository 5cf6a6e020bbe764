/**
 * Epoch instants. The samples carry 13-digit milliseconds, but the platform is known to mix in
 * 10-digit seconds (docs/platform/wire-and-errors.md, "Times"), so the unit is told by magnitude.
 */

/**
 * Below this an epoch value is read as seconds: 1e11 seconds is the year 5138, while 1e11
 * milliseconds is March 1973, before any order this platform can have.
 */
const SECONDS_BELOW = 1e11;

/**
 * The last millisecond of the year 9999. A provider's "1e20" is no time at all: past what a `Date`
 * holds (8.64e15 ms, the year 275760) every formatting of it throws. The limit sits far inside that
 * range, so arithmetic on an accepted time (a day later, an hour earlier) never leaves it either.
 */
export const LATEST_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * The instant of an epoch value in milliseconds, whichever unit it came in; `null` for values
 * that cannot be a time of an order (absent, not finite, zero or negative, after the year 9999).
 */
export const toEpochMs = (value: number | null | undefined): number | null => {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const ms = value < SECONDS_BELOW ? Math.round(value * 1000) : Math.round(value);
  return ms <= LATEST_EPOCH_MS ? ms : null;
};
