/**
 * `npm run preview` (through scripts/preview.js): builds what is out of date, opens the preview,
 * and runs until its window is closed or the process is interrupted, then shuts the backend down
 * and exits 0. `--exit-after-load` (with `--screenshot`) makes it a check a test can run.
 */
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { displayProblem } from '../preview-display.js';
import { ensureBuilt } from './ensure-built.ts';
import { parsePreviewOptions, PREVIEW_USAGE } from './preview-options.ts';
import { startPreview } from './start-preview.ts';
import { terminalLines } from './terminal-lines.ts';

const say = terminalLines((text) => process.stdout.write(text));
const complain = terminalLines((text) => process.stderr.write(text));

/**
 * Ctrl+C in the terminal, a SIGTERM, or the terminal closing (SIGHUP) end the preview as closing
 * its window does: signed out, the broker stopped, a --fresh folder removed, exit 0. Listening
 * from the start keeps Node's default (exit at once) from skipping that while the preview starts.
 */
const interrupted = new Promise<'interrupted'>((done) => {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => done('interrupted'));
});

async function main(argv: string[]): Promise<number> {
  const parsed = parsePreviewOptions(argv);
  if (!parsed.ok) {
    complain(`preview: ${parsed.error.message}\n\n${PREVIEW_USAGE}`);
    return 2;
  }
  const options = parsed.data;
  if (options.help) {
    say(PREVIEW_USAGE);
    return 0;
  }
  const noDisplay = displayProblem(options.headless, process.platform, process.env);
  if (noDisplay !== null) {
    complain(noDisplay);
    return 2;
  }
  if (!(await ensureBuilt(say))) {
    complain('preview: the build failed (see above); `npm run build` shows the same errors.');
    return 1;
  }
  const preview = await startPreview(options, say);
  let code = 0;
  try {
    const screen = await Promise.race([preview.loaded(30_000), interrupted]);
    if (screen !== 'interrupted') {
      say(`preview: loaded (${screen === 'first-run' ? 'first-run screen' : 'the app'}); settings in ${preview.settingsPath}`);
      if (options.screenshot !== null) {
        const file = resolve(options.screenshot);
        mkdirSync(dirname(file), { recursive: true });
        await preview.page.screenshot({ path: file });
        say(`preview: screenshot saved to ${file}`);
      }
      if (!options.exitAfterLoad) {
        say('preview: close the browser window (or press Ctrl+C here) to stop.');
        await Promise.race([preview.closed, interrupted]);
      }
    }
  } catch (error) {
    complain(`preview: ${error instanceof Error ? error.message : String(error)}`);
    code = 1;
  }
  await preview.shutdown();
  say('preview: signed out, demo broker stopped; bye.');
  return code;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    complain(`preview: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
