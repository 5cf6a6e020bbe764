import type { Notification as NotificationType } from 'electron';
import type { Notifier } from '../backend/services.ts';

type NotificationClass = (new (options: Electron.NotificationConstructorOptions) => NotificationType) & {
  isSupported(): boolean;
};

/**
 * Desktop notifications from main, so they arrive while the window is hidden. On Linux the
 * notification server reads markup in bodies (libnotify's body-markup), so the backend escapes them.
 */
export function createNotifier(Notification: NotificationClass, iconPath: string | undefined, platform: NodeJS.Platform = process.platform): Notifier {
  return {
    bodyMarkup: platform === 'linux',
    notify({ title, body, onClick }) {
      if (!Notification.isSupported()) return;
      const note = new Notification({ title, body, silent: false, ...(iconPath ? { icon: iconPath } : {}) });
      if (onClick) note.on('click', onClick);
      note.show();
    },
  };
}
