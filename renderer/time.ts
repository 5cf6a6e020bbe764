import { useEffect, useState } from 'react';

/** The current time, re-rendering every `everyMs`. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const handle = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(handle);
  }, [everyMs]);
  return now;
}

/** "4 h 05 min", "12 min", "40 s": a duration as a trader reads a countdown. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}

/** "3 min ago", "just now". */
export function formatAgo(then: number, now: number): string {
  const ms = now - then;
  return ms < 5000 ? 'just now' : `${formatDuration(ms)} ago`;
}
