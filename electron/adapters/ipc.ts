import type { IpcMain, WebContents } from 'electron';
import { EVENT_CHANNELS, INVOKE_CHANNELS } from '../../shared/ipc/channels.ts';
import type { EventHub } from '../backend/events.ts';
import type { Dispatch } from '../backend/ipc/dispatcher.ts';

/**
 * The only place main touches ipcMain: every contract channel goes through the validating
 * dispatcher with the sender's identity (webContents id and the frame's URL, which
 * the trust check compares against our origin).
 */
export function wireInvokeChannels(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, dispatch: Dispatch): () => void {
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(channel, (event, arg: unknown) => dispatch(channel, arg, { id: event.sender.id, url: event.senderFrame?.url ?? null }));
  }
  return () => {
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(channel);
  };
}

/** Forwards every backend push event to our windows (never to any other webContents). */
export function forwardEvents(events: EventHub, targets: () => Iterable<Pick<WebContents, 'send' | 'isDestroyed'>>): () => void {
  const stops = EVENT_CHANNELS.map((channel) =>
    events.on(channel, (payload) => {
      for (const contents of targets()) {
        if (!contents.isDestroyed()) contents.send(channel, payload);
      }
    }),
  );
  return () => stops.forEach((stop) => stop());
}
