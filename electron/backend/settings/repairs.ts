import type { UserSettings } from '../../../shared/settings.ts';

/**
 * Names the settings whose stored value differs from what the schema made of it, as dotted
 * paths ("theme", "orders.refreshSeconds"). Keys absent from the file are not repairs: they
 * simply take their defaults.
 */
export function listRepairs(raw: Record<string, unknown>, parsed: UserSettings): string[] {
  const repairs: string[] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (!(key in raw)) continue;
    const stored = raw[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
        repairs.push(key);
        continue;
      }
      for (const [inner, innerValue] of Object.entries(value)) {
        const storedInner = (stored as Record<string, unknown>)[inner];
        if (inner in stored && storedInner !== innerValue) repairs.push(`${key}.${inner}`);
      }
    } else if (stored !== value) {
      repairs.push(key);
    }
  }
  return repairs;
}
