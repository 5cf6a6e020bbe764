// `npm run preview`: the browser preview (scripts/preview/main.ts) needs the toolchain's Node, as
// builds and tests do; an older Node fetches Node 22 and runs this again under it
// (toolchain-node.js). Plain JavaScript in syntax Node 18 parses. The preview runs in a child
// Node that strips TypeScript types.
import { fileURLToPath } from 'node:url';
import { ensureToolchainNode, handOver, STRIP_TYPES } from './toolchain-node.js';

await ensureToolchainNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = fileURLToPath(new URL('./preview/main.ts', import.meta.url));
await handOver(process.execPath, [...STRIP_TYPES, entry, ...process.argv.slice(2)], { cwd: root });
