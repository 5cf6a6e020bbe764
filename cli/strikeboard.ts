/**
 * Entry point of the `strikeboard` command line (plain Node 22, TypeScript run directly):
 *   node cli/strikeboard.ts <command> [flags]
 * The package.json bin (bin/strikeboard.js) starts this file; see `strikeboard help`.
 */
import { nodeIo } from './io/node-io.ts';
import { runCli } from './run-cli.ts';
import { crashLine } from './io/crash-line.ts';

const io = nodeIo();
runCli(process.argv.slice(2), io).then(
  (code) => {
    io.close();
    // exitCode rather than exit(): standard output may still be draining into a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    io.close();
    process.stderr.write(crashLine(error));
    process.exitCode = 1;
  },
);
