import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { APP_SCHEME } from '../security/app-origin.ts';
import { CONTENT_SECURITY_POLICY, resolveAppAsset } from '../security/app-protocol.ts';

/** Must run before `app.ready`: the app scheme behaves like https (secure, standard origin). */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: false, corsEnabled: false, stream: false } },
  ]);
}

/** Serves the built renderer from `root` with our CSP on every response; anything else is 404. */
export function serveAppScheme(protocol: Pick<Protocol, 'handle'>, root: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const asset = resolveAppAsset(request.url, root);
    if (!asset) return new Response('Not found', { status: 404 });
    try {
      return new Response(await readFile(asset.file), {
        headers: {
          'content-type': asset.mimeType,
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
          'cross-origin-opener-policy': 'same-origin',
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
