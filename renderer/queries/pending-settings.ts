/**
 * Settings changes sent to main and not answered yet. The page shows the settings as the cache
 * holds them (main's last snapshot) with these applied (useSettings), so:
 * - a change shows in the very event that made it: the store's update renders before React puts a
 *   controlled checkbox or radio back at the end of the click (a change written into the cache
 *   showed only a task later, so the box flicked, and a check right after the click read the old
 *   state);
 * - a snapshot of main landing meanwhile (the answer to an earlier change, or its push) does not
 *   undo a later change on screen.
 * A change leaves the list when its answer (or refusal) comes, in the same batch as the answer
 * lands, so a value main adjusted shows as main saved it.
 */
import { create } from 'zustand';
import { applySettingsPatch, type SettingsSnapshot } from '../../shared/settings.ts';
import type { SettingsPatch } from '../../shared/settings.ts';

interface PendingSettings {
  patches: readonly SettingsPatch[];
  /** A change was sent. */
  hold(patch: SettingsPatch): void;
  /** Its answer or refusal came. */
  release(patch: SettingsPatch): void;
}

export const usePendingSettings = create<PendingSettings>((set) => ({
  patches: [],
  hold: (patch) => set((s) => ({ patches: [...s.patches, patch] })),
  release: (patch) => set((s) => (s.patches.includes(patch) ? { patches: s.patches.filter((p) => p !== patch) } : s)),
}));

/** A snapshot as it shows: with every change still on its way applied, in the order they were made. */
export function withPending(snapshot: SettingsSnapshot, patches: readonly SettingsPatch[]): SettingsSnapshot {
  if (patches.length === 0) return snapshot;
  return { ...snapshot, values: patches.reduce(applySettingsPatch, snapshot.values) };
}
