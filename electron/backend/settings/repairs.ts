import type { UserSettings } from '../../../shared/settings.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Names the settings whose stored value differs from what the schema made of it, as dotted
 * paths ("theme", "orders.refreshSeconds", "environments.sandbox.apiUrl"). Keys absent from the
 * file are not repairs: they simply take their defaults.
 */
export function listRepairs(raw: Record<string, unknown>, parsed: UserSettings): string[] {
  const repairs: string[] = [];
  const walk = (stored: Record<string, unknown>, value: Record<string, unknown>, prefix: string): void => {
    for (const [key, next] of Object.entries(value)) {
      if (!(key in stored)) continue;
      const path = `${prefix}${key}`;
      const storedValue = stored[key];
      if (isPlainObject(next)) {
        if (isPlainObject(storedValue)) walk(storedValue, next, `${path}.`);
        else repairs.push(path);
      } else if (Array.isArray(next) ? JSON.stringify(storedValue) !== JSON.stringify(next) : !Object.is(storedValue, next)) {
        repairs.push(path);
      }
    }
  };
  walk(raw, parsed as unknown as Record<string, unknown>, '');
  return repairs;
}
