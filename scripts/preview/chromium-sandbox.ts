/**
 * Whether the preview's Chromium keeps its sandbox. It shows the provider's sign-in page, so it
 * runs sandboxed wherever the platform lets it; the one place it cannot is Linux as root, where
 * Chromium refuses to start sandboxed ("Running as root without --no-sandbox is not supported"),
 * and there the preview says so in one line. A pure function of the platform and the user, so the
 * choice is tested alone.
 */
import { CHROMIUM_ARGS } from '../../e2e/harness/chromium.ts';

/** How to launch Chromium, and the line that says why when it runs without its sandbox. */
export interface SandboxChoice {
  /** Playwright's `chromiumSandbox`: false adds --no-sandbox. */
  sandbox: boolean;
  /** The flags, never --no-sandbox when sandboxed. */
  args: string[];
  /** One line for the terminal when the sandbox is off; null otherwise. */
  note: string | null;
}

/** The sandbox choice for `platform` and the user id (`process.getuid?.()`; undefined off POSIX). */
export function chromiumSandbox(platform: NodeJS.Platform, uid: number | undefined): SandboxChoice {
  const args = CHROMIUM_ARGS.filter((arg) => arg !== '--no-sandbox');
  if (platform === 'linux' && uid === 0) {
    return {
      sandbox: false,
      args: [...args, '--no-sandbox'],
      note: 'preview: running as root, where Chromium will not start sandboxed: its sandbox is off for this run (run the preview as a normal user to keep it).',
    };
  }
  return { sandbox: true, args, note: null };
}

/** A sandboxed launch that failed because the platform offers no sandbox, said in one line; null for other failures. */
export function sandboxFailure(error: unknown): string | null {
  const text = error instanceof Error ? error.message : String(error);
  // Chromium's own words: no namespaces nor setuid helper, or a root user it did not expect.
  if (!/No usable sandbox|without --no-sandbox is not supported/.test(text)) return null;
  return 'Chromium could not start its sandbox here (on Linux it needs unprivileged user namespaces, or its setuid chrome-sandbox helper); the preview does not show a sign-in page without it.';
}
