// Whether `npm run preview` can open a window here: on Linux and the BSDs a window needs an X or
// Wayland display; without one (a server, an SSH login, a container) the launcher says to add
// --headless, instead of Chromium's "headed browser without an XServer" box and its escape codes.
// scripts/preview/main.ts checks it once the flags are read, before building or starting anything.
// Types: preview-display.d.ts.

/** The one paragraph to print when a window is asked for (`headless` false) and there is no display, or null. */
export function displayProblem(headless, platform, env) {
  if (headless || platform === 'darwin' || platform === 'win32') return null;
  if (env['DISPLAY'] || env['WAYLAND_DISPLAY']) return null;
  return [
    'preview: there is no display here ($DISPLAY and $WAYLAND_DISPLAY are not set), so no browser window can open.',
    'Add --headless and look at a screenshot instead: `npm run preview -- --headless --fresh --screenshot shot.png --exit-after-load`;',
    'or run it from a desktop session, or under a virtual display (`xvfb-run npm run preview`).',
  ].join(' ');
}
