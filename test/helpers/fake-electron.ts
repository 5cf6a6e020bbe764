/**
 * A fake of the few Electron objects the adapters touch, because the Electron binary cannot run
 * here. Each records what the adapter did and lets a test play the part of Chromium (emit
 * 'will-navigate', call the window-open handler, close a window).
 */
import { EventEmitter } from 'node:events';

let nextContentsId = 100;

export interface FakeEvent {
  preventDefault(): void;
  defaultPrevented: boolean;
}

export function fakeEvent(extra: Record<string, unknown> = {}): FakeEvent & Record<string, unknown> {
  const event = {
    ...extra,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

export class FakeWebContents extends EventEmitter {
  readonly id = nextContentsId++;
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  destroyed = false;
  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  /**
   * Plays Chromium: a navigation attempt in the main frame or, with `isMainFrame` false, in a
   * sub-frame (Chromium never emits 'will-navigate' for those); returns whether some listener
   * cancelled it.
   */
  navigate(kind: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', url: string, isMainFrame = true): boolean {
    if (kind === 'will-navigate' && !isMainFrame) throw new Error("Chromium emits 'will-navigate' for the main frame only");
    const event = fakeEvent({ url, isMainFrame });
    this.emit(kind, event, url);
    return event.defaultPrevented;
  }
  /** Plays Chromium: a frame has navigated (committed) to `url`. */
  commit(url: string, isMainFrame = true): void {
    this.emit('did-frame-navigate', fakeEvent(), url, 200, 'OK', isMainFrame, 1, 1);
    if (isMainFrame) this.emit('did-navigate', fakeEvent(), url, 200, 'OK');
  }
}

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  destroyed = false;
  shown = false;
  maximized = false;
  /** Whether this window is the one in front; a new window takes the focus, as on a desktop. */
  focused = true;
  bounds: { x: number; y: number; width: number; height: number };
  title: string;
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown>) {
    super();
    this.options = options;
    this.title = typeof options['title'] === 'string' ? options['title'] : '';
    this.bounds = { x: 0, y: 0, width: Number(options['width'] ?? 800), height: Number(options['height'] ?? 600) };
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    return Promise.resolve();
  }
  show(): void {
    this.shown = true;
  }
  setTitle(title: string): void {
    this.title = title;
  }
  getTitle(): string {
    return this.title;
  }
  /** Plays Chromium: the page set its <title>; the title changes unless a listener prevents it. */
  pageTitle(title: string): boolean {
    const event = fakeEvent();
    this.emit('page-title-updated', event, title, true);
    if (!event.defaultPrevented) this.title = title;
    return event.defaultPrevented;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  getNormalBounds() {
    return this.bounds;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isFocused(): boolean {
    return this.focused && !this.destroyed;
  }
  close(): void {
    if (this.destroyed) return;
    this.emit('close', fakeEvent());
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

export class FakeSession {
  permissionRequest: ((contents: unknown, permission: string, callback: (granted: boolean) => void, details?: unknown) => void) | null = null;
  permissionCheck: ((...args: unknown[]) => boolean) | null = null;
  deviceCheck: ((...args: unknown[]) => boolean) | null = null;
  readonly partition: string;
  constructor(partition = 'default') {
    this.partition = partition;
  }
  setPermissionRequestHandler(handler: FakeSession['permissionRequest']): void {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheck']): void {
    this.permissionCheck = handler;
  }
  setDevicePermissionHandler(handler: FakeSession['deviceCheck']): void {
    this.deviceCheck = handler;
  }
}

export class FakeIpcMain {
  readonly handlers = new Map<string, (event: unknown, arg: unknown) => unknown>();
  /** Raw `ipcMain.on` listeners (electron-store registers one). */
  readonly listeners = new Map<string, (event: unknown, ...args: unknown[]) => void>();
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void {
    this.listeners.set(channel, listener);
  }
  handle(channel: string, handler: (event: unknown, arg: unknown) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  /** Plays the renderer: an invoke from a webContents whose frame shows `url`. */
  invoke(channel: string, arg: unknown, sender: { id: number; url: string | null }): unknown {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler({ sender: { id: sender.id }, senderFrame: sender.url === null ? null : { url: sender.url } }, arg);
  }
}

export class FakeApp extends EventEmitter {
  /** Plays Electron: a new webContents appears (any window, popup or devtools). */
  createContents(): FakeWebContents {
    const contents = new FakeWebContents();
    this.emit('web-contents-created', fakeEvent(), contents);
    return contents;
  }
}
