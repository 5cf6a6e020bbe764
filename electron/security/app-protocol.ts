import { extname, join, normalize, sep } from 'node:path';
import { APP_HOST, APP_SCHEME, parseUrl } from './app-origin.ts';

/**
 * Content-Security-Policy of every page we serve: our own scripts and styles only, no network
 * at all (all HTTP happens in main), no frames, no plugins, no forms posting anywhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'none'",
  "media-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers of every answer on the app scheme, a 404 included: an error page is a document too, and
 * must not be the one response that runs without the policy.
 */
export function appResponseHeaders(contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
  };
}

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/**
 * True when the path as sent hides something in its encoding: a dot segment (`%2e%2e`, `.%2e`),
 * a separator (`%2f`, `%5c`, `\`), a NUL, a second layer of encoding (`%252e`) or bytes that are
 * not UTF-8. A browser never sends these (it normalises first), so they are an attack: refused,
 * not repaired. Also true when the URL does not start with the exact `prefix`.
 */
function pathHidesSomething(requestUrl: string, prefix: string): boolean {
  if (!requestUrl.startsWith(prefix)) return true;
  const rawPath = requestUrl.slice(prefix.length).split(/[?#]/, 1)[0] ?? '';
  return rawPath.split('/').some((raw) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return true;
    }
    return /[\\/%]/.test(segment) || segment.includes('\0') || ((segment === '.' || segment === '..') && raw !== segment);
  });
}

/**
 * Maps a request on the app scheme to a file under `root`, or null (404). Refuses other hosts,
 * path traversal (encoded forms refused outright, plain `..` folded by the URL parser and never
 * above the root), NUL bytes, backslashes and file types we do not ship.
 */
export function resolveAppAsset(
  requestUrl: string,
  root: string,
  expected: { scheme: string; host: string } = { scheme: APP_SCHEME, host: APP_HOST },
): { file: string; mimeType: string } | null {
  const url = parseUrl(requestUrl);
  if (!url || url.protocol !== `${expected.scheme}:` || url.hostname !== expected.host) return null;
  // The parser folds `%2e%2e` like `..`, so the checks read the path as sent, before parsing.
  if (pathHidesSomething(requestUrl, `${expected.scheme}://${expected.host}`)) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path === '/' || path === '') path = '/index.html';
  const segments = path.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const file = normalize(join(root, path));
  const rootWithSep = root.endsWith(sep) ? root : root + sep;
  if (!file.startsWith(rootWithSep)) return null;
  const mimeType = MIME_TYPES[extname(file).toLowerCase()];
  return mimeType === undefined ? null : { file, mimeType };
}
