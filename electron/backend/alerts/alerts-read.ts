/**
 * One read of the inbox: for each category (the list names none per alert), its unread alerts
 * and its newest, four Users requests side by side. An empty list is the platform's 404 with code
 * 53, which the decoder already reads as no alerts. The legacy API has no alerts. Only the lists
 * are read here: reading an alert's details may mark it read at the platform, so that waits for
 * a person to open it.
 */
import { ALERT_CATEGORIES } from '../../../shared/domain/alerts.ts';
import { RECENT_ASKED, UNREAD_ASKED } from '../../../shared/domain/alerts-watch.ts';
import { fail, ok, type Result } from '../../../shared/result.ts';
import { withClient, type SessionClient } from '../broker/session-client.ts';
import { mergeInbox, type CategoryLists, type MergedInbox } from './inbox-merge.ts';

/** Why the legacy API shows no alerts. */
export const LEGACY_ALERTS = 'Alerts need the current API (v1); the legacy API has no alerts. Choose the current API under Settings → Advanced.';

/** Reads the inbox with the session held now. */
export async function readInbox(client: Pick<SessionClient, 'get'>, signal: AbortSignal): Promise<Result<MergedInbox>> {
  return withClient(client, async (api) => {
    if (api.generation === 'legacy') return fail('unsupported', LEGACY_ALERTS);
    const asked = await Promise.all(
      ALERT_CATEGORIES.map(async (category): Promise<Result<CategoryLists>> => {
        const [unread, recent] = await Promise.all([
          api.getAlerts({ category, status: 'UNREAD', count: UNREAD_ASKED }, signal),
          api.getAlerts({ category, count: RECENT_ASKED }, signal),
        ]);
        if (!unread.ok) return unread;
        if (!recent.ok) return recent;
        return ok({ category, unread: unread.data, recent: recent.data });
      }),
    );
    const lists: CategoryLists[] = [];
    for (const one of asked) {
      if (!one.ok) return one;
      lists.push(one.data);
    }
    return ok(mergeInbox(lists));
  });
}
