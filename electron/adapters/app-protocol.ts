import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { APP_SCHEME } from '../security/app-origin.ts';
import { appResponseHeaders, resolveAppAsset } from '../security/app-protocol.ts';

/** Must run before `app.ready`: the app scheme behaves like https (secure, standard origin). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, stream: false } },
  ]);
}

/** 404 with the same security headers as a page. */
function notFound(): Response {
  return new Response('Not found', { status: 404, headers: appResponseHeaders('text/plain; charset=utf-8') });
}

/** Serves the built renderer from `root` with our CSP on every response, 404s included. */
export function serveAppScheme(protocol: Pick<Protocol, 'handle'>, root: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const asset = resolveAppAsset(request.url, root);
    if (!asset) return notFound();
    try {
      return new Response(await readFile(asset.file), { headers: appResponseHeaders(asset.mimeType) });
    } catch {
      return notFound();
    }
  });
}
