/**
 * Settings changes sent to main and not answered yet, per query client. A snapshot from main (the
 * answer to an earlier change, or the push that went with it) knows nothing of them: landed as it
 * is, it undid a later change on screen until that change's own answer came (a checkbox unticked
 * right after a list's choice ticked itself again, and a quick second click was lost to the eye).
 * Every snapshot therefore lands with the changes still on their way applied over it; a change
 * leaves the list when its answer (or refusal) comes, before that answer lands, so a value main
 * adjusted shows as main saved it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { applySettingsPatch, type SettingsPatch, type SettingsSnapshot } from '../../shared/settings.ts';

const pending = new WeakMap<QueryClient, Set<SettingsPatch>>();

/** A change was sent: snapshots land with it until `release`. */
export function hold(client: QueryClient, patch: SettingsPatch): void {
  const patches = pending.get(client) ?? new Set<SettingsPatch>();
  pending.set(client, patches);
  patches.add(patch);
}

/** The change was answered or refused. */
export function release(client: QueryClient, patch: SettingsPatch): void {
  pending.get(client)?.delete(patch);
}

/** The snapshot as it should show: with every change still on its way applied, in the order they were made. */
export function withPending(client: QueryClient, snapshot: SettingsSnapshot): SettingsSnapshot {
  const patches = pending.get(client);
  if (patches === undefined || patches.size === 0) return snapshot;
  let { values } = snapshot;
  for (const patch of patches) values = applySettingsPatch(values, patch);
  return { ...snapshot, values };
}
