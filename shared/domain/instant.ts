/**
 * Epoch instants. The samples carry 13-digit milliseconds, but the platform is known to mix in
 * 10-digit seconds (provider notes, "Data quirks"), so the unit is told by magnitude.
 */

/**
 * Below this an epoch value is read as seconds: 1e11 seconds is the year 5138, while 1e11
 * milliseconds is March 1973, before any order this platform can have.
 */
const SECONDS_BELOW = 1e11;

/**
 * The instant of an epoch value in milliseconds, whichever unit it came in; `null` for values
 * that cannot be a time of an order (absent, not finite, zero or negative).
 */
export const toEpochMs = (value: number | null | undefined): number | null => {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return value < SECONDS_BELOW ? Math.round(value * 1000) : Math.round(value);
};
