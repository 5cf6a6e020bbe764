// Whether `npm run preview` can open a window here: on Linux and the BSDs a window needs an X or
// Wayland display; without one (a server, an SSH login, a container) the launcher says to add
// --headless, instead of Chromium's "headed browser without an XServer" box and its escape codes.
// Plain JavaScript, checked before anything starts. Types: preview-display.d.ts.

/** The one paragraph to print when `argv` asks for a window and there is no display, or null. */
export function displayProblem(argv, platform, env) {
  if (platform === 'darwin' || platform === 'win32') return null;
  if (argv.includes('--headless') || argv.includes('--help')) return null;
  if (env['DISPLAY'] || env['WAYLAND_DISPLAY']) return null;
  return [
    'preview: there is no display here ($DISPLAY and $WAYLAND_DISPLAY are not set), so no browser window can open.',
    'Add --headless and look at a screenshot instead: `npm run preview -- --headless --fresh --screenshot shot.png --exit-after-load`;',
    'or run it from a desktop session, or under a virtual display (`xvfb-run npm run preview`).',
  ].join(' ');
}
