/**
 * The positions service as a part of the backend: the positions channels, the window's visibility
 * (hidden, the feeds stop), its settings section (the refresh interval re-plans every feed) and
 * the page gone without unwatching (its watches are let go).
 */
import type { PositionsChannel } from '../../../shared/ipc/channels.ts';
import { livePart, type ServicePart } from '../service-part.ts';
import type { SettingsSections } from '../settings/settings-sections.ts';
import { createPositionsService, type PositionsServiceDeps } from './positions-service.ts';

/** Builds the positions service and its part. */
export function positionsPart(deps: PositionsServiceDeps & { sections: SettingsSections }): ServicePart<PositionsChannel> {
  const positions = createPositionsService(deps);
  const part = livePart(positions, deps.sections, (values) => values.positionsView.refreshSeconds, {
    'positions:watch': ({ accountKey }) => positions.watch(accountKey),
    'positions:unwatch': ({ accountKey }) => positions.unwatch(accountKey),
    'positions:refresh': ({ accountKey }) => positions.refresh(accountKey),
    'positions:pause': ({ accountKey, paused }) => positions.pause(accountKey, paused),
  });
  return { ...part, pageGone: () => positions.pageGone() };
}
