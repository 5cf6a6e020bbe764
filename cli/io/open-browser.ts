/**
 * Opens the authorize page in the system browser, when there is one. Guarded: only http(s) URLs,
 * only with a graphical session on Linux, never through a shell (a URL full of `&` must not be
 * parsed by one), and a failure to open is an answer, not an error: the URL is printed anyway.
 */
import { spawn as nodeSpawn } from 'node:child_process';

export interface BrowserOptions {
  platform: NodeJS.Platform;
  env: Readonly<Record<string, string | undefined>>;
  spawn?: typeof nodeSpawn;
}

/** The program and arguments that open `url` on `platform`, or null when we should not try. */
export function browserCommand(url: string, options: BrowserOptions): { command: string; args: string[] } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (options.env.STRIKEBOARD_NO_BROWSER === '1') return null;
  const href = parsed.href;
  switch (options.platform) {
    case 'darwin':
      return { command: 'open', args: [href] };
    case 'win32':
      // `start` is a cmd.exe built-in that would re-parse `&` in the query; the URL protocol
      // handler opens the default browser the same way without a shell.
      return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', href] };
    default:
      // No display, no browser (a server or a container): the printed URL is the way.
      if ((options.env.DISPLAY ?? '') === '' && (options.env.WAYLAND_DISPLAY ?? '') === '') return null;
      return { command: 'xdg-open', args: [href] };
  }
}

/** Tries to open `url`; resolves whether a browser launcher was started. */
export function openInBrowser(url: string, options: BrowserOptions): Promise<boolean> {
  const command = browserCommand(url, options);
  if (command === null) return Promise.resolve(false);
  const spawn = options.spawn ?? nodeSpawn;
  return new Promise((resolve) => {
    try {
      const child = spawn(command.command, command.args, { stdio: 'ignore', detached: true, shell: false });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
