/**
 * The flags of `npm run preview`: what a person needs (nothing) and what a test or a reviewer's
 * script needs (headless, a screenshot, exit once loaded, a fresh profile).
 */
import { parseArgs } from 'node:util';
import { fail, ok, type Result } from '../../shared/result.ts';

export interface PreviewOptions {
  /** No window: for tests and machines without a display. */
  headless: boolean;
  /** Where to save a PNG of the app once it has loaded. */
  screenshot: string | null;
  /** Close everything and exit 0 once the app has loaded (and the screenshot is saved). */
  exitAfterLoad: boolean;
  /** Settings in a temporary folder and secrets in memory, both gone at exit: a first run every time. */
  fresh: boolean;
  help: boolean;
}

export const PREVIEW_USAGE = `Usage: npm run preview -- [options]

Opens Strikeboard in a local Chromium, wired to the real backend in this process, on the local
demo. A preview for people and reviewers where Electron cannot run, not the product.

  --fresh             settings in a temporary folder, keys and tokens in memory: a first run
                      every time, nothing kept
  --headless          no window (tests, machines without a display)
  --screenshot FILE   save a PNG of the app once it has loaded
  --exit-after-load   close and exit once the app has loaded (after the screenshot)
  --help              show this text

Without --exit-after-load it runs until the browser window is closed (or Ctrl+C), then signs
out, stops the demo broker and exits.`;

/** Parses the flags; an unknown flag or a missing value is an `invalid-argument` failure. */
export function parsePreviewOptions(argv: readonly string[]): Result<PreviewOptions> {
  let values: { headless?: boolean; screenshot?: string; 'exit-after-load'?: boolean; fresh?: boolean; help?: boolean };
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        headless: { type: 'boolean' },
        screenshot: { type: 'string' },
        'exit-after-load': { type: 'boolean' },
        fresh: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    return fail('invalid-argument', error instanceof Error ? error.message : String(error));
  }
  if (values.screenshot !== undefined && !values.screenshot.toLowerCase().endsWith('.png')) {
    return fail('invalid-argument', `--screenshot must name a .png file, not "${values.screenshot}"`);
  }
  return ok({
    headless: values.headless ?? false,
    screenshot: values.screenshot ?? null,
    exitAfterLoad: values['exit-after-load'] ?? false,
    fresh: values.fresh ?? false,
    help: values.help ?? false,
  });
}
