import type { Notification as NotificationType } from 'electron';
import type { Notifier } from '../backend/services.ts';

type NotificationClass = (new (options: Electron.NotificationConstructorOptions) => NotificationType) & {
  isSupported(): boolean;
};

/** Desktop notifications from main, so they arrive while the window is hidden. */
export function createNotifier(Notification: NotificationClass, iconPath: string | undefined): Notifier {
  return {
    notify({ title, body, onClick }) {
      if (!Notification.isSupported()) return;
      const note = new Notification({ title, body, silent: false, ...(iconPath ? { icon: iconPath } : {}) });
      if (onClick) note.on('click', onClick);
      note.show();
    },
  };
}
