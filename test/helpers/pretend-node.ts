/**
 * A `--import` module that makes a child Node report another version: the launchers' version
 * guards are tested as an older Node would run them, on the toolchain's Node.
 */

/** `node --import pretendNode('18.19.0') file.js` runs `file.js` with `process.versions.node` set to that version. */
export const pretendNode = (version: string): string => `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`;
