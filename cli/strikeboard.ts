/**
 * Entry point of the `strikeboard` command line (plain Node 22, TypeScript run directly):
 *   node cli/strikeboard.ts <command> [flags]
 * The package.json bin (bin/strikeboard.js) starts this file; see `strikeboard help`.
 */
import { nodeIo } from './io/node-io.ts';
import { runCli } from './run-cli.ts';
import { terminalSafe } from './io/terminal-text.ts';

const io = nodeIo();
runCli(process.argv.slice(2), io).then(
  (code) => {
    io.close();
    // exitCode rather than exit(): standard output may still be draining into a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    io.close();
    process.stderr.write(`strikeboard: unexpected error: ${terminalSafe(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`);
    process.exitCode = 1;
  },
);
