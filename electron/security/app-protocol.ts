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
 * Maps a request on the app scheme to a file under `root`, or null (404). Refuses other hosts,
 * path traversal (also percent-encoded), NUL bytes and file types we do not ship.
 */
export function resolveAppAsset(
  requestUrl: string,
  root: string,
  expected: { scheme: string; host: string } = { scheme: APP_SCHEME, host: APP_HOST },
): { file: string; mimeType: string } | null {
  const url = parseUrl(requestUrl);
  if (!url || url.protocol !== `${expected.scheme}:` || url.hostname !== expected.host) return null;
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
