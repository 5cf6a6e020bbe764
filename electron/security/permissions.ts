/**
 * The permission decision for every session (the app's and each sign-in window's), as one pure
 * function a test asserts: nothing is granted, to any origin, our own included. The app needs no
 * web permission: notifications come from main, links open through the external-link gate, and
 * copying goes through main (`clipboard:write`), so even `clipboard-sanitized-write`, which a
 * page's `navigator.clipboard.writeText` needs, stays denied.
 */
export function isPermissionGranted(_permission: string, _requestingOrigin: string | null): false {
  return false;
}
