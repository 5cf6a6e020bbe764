import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY, resolveAppAsset } from '../../electron/security/app-protocol.ts';

/**
 * Serves the built renderer on 127.0.0.1 the way the app:// handler does in Electron: the same
 * resolver, the same CSP header, 404 for anything else.
 */
export async function serveRenderer(root: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const asset = resolveAppAsset(`http://127.0.0.1${request.url ?? '/'}`, root, { scheme: 'http', host: '127.0.0.1' });
    if (!asset) {
      response.writeHead(404).end('Not found');
      return;
    }
    readFile(asset.file).then(
      (body) => {
        response.writeHead(200, {
          'content-type': asset.mimeType,
          'content-security-policy': CONTENT_SECURITY_POLICY,
          'x-content-type-options': 'nosniff',
          'cache-control': 'no-store',
        });
        response.end(body);
      },
      () => response.writeHead(404).end('Not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
