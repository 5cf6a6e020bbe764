/**
 * The alerts service as a part of the backend: the alerts channels, the window's visibility (the
 * feed keeps its pace hidden: its news arrive as notifications) and its settings section (the
 * refresh interval re-plans the feed).
 */
import type { AlertsChannel } from '../../../shared/ipc/channels.ts';
import { livePart, type ServicePart } from '../service-part.ts';
import type { SettingsSections } from '../settings/settings-sections.ts';
import { createAlertsService, type AlertsServiceDeps } from './alerts-service.ts';

/** Builds the alerts service and its part. */
export function alertsPart(deps: AlertsServiceDeps & { sections: SettingsSections }): ServicePart<AlertsChannel> {
  const alerts = createAlertsService(deps);
  return livePart(alerts, deps.sections, (values) => values.alerts.refreshSeconds, {
    'alerts:get': () => alerts.state(),
    'alerts:refresh': () => alerts.refresh(),
    'alerts:pause': ({ paused }) => alerts.pause(paused),
    'alerts:details': ({ id }) => alerts.details(id),
  });
}
