/**
 * The only bridge between the page and main. It exposes `window.strikeboard`: the contract's
 * named methods and event subscriptions, nothing else (no ipcRenderer, no generic invoke).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { isEventChannel } from '../shared/ipc/channels.ts';
import { createApi } from '../shared/ipc/create-api.ts';

const api = createApi({
  invoke: (channel, arg) => ipcRenderer.invoke(channel, arg),
  subscribe(event, listener) {
    if (!isEventChannel(event)) throw new Error('unknown event');
    const handler = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on(event, handler);
    return () => {
      ipcRenderer.removeListener(event, handler);
    };
  },
});

contextBridge.exposeInMainWorld('strikeboard', api);
