import { useState } from 'react';
import type { SettingsSnapshot } from '../../shared/settings.ts';
import { useAnnounce } from './live-region/use-announce.ts';

/** Tells the user their settings file was repaired at start, and where the copy of it is. */
export function SettingsRecoveredBanner({ recovered }: { recovered: NonNullable<SettingsSnapshot['recovered']> }) {
  const [dismissed, setDismissed] = useState(false);
  useAnnounce(`Settings repaired. ${recovered.reason}`);
  if (dismissed) return null;
  return (
    <div className="banner banner-warning" data-testid="settings-recovered">
      <div>
        <strong>Settings repaired. </strong>
        {recovered.reason}
        {recovered.backupPath ? (
          <>
            {' '}
            The original file was kept as <code>{recovered.backupPath}</code>.
          </>
        ) : null}
      </div>
      <button type="button" className="button button-quiet" onClick={() => setDismissed(true)}>
        Dismiss
      </button>
    </div>
  );
}
