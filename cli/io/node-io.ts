/**
 * The real CliIo: the process's terminal, files, network, clock and OS keychain. Everything the
 * commands print passes through `terminalSafe` here, the one place text reaches the terminal, so
 * no provider text can carry a control character to it whatever command prints it.
 */
import * as fs from 'node:fs';
import { readFile } from 'node:fs/promises';
import { readPlainText } from '../../electron/backend/plain-file.ts';
import { createInterface, type Interface } from 'node:readline';
import { randomNonce } from '../../electron/backend/oauth/nonce.ts';
import { probeOsKeychain } from '../../electron/backend/secrets/os-keychain.ts';
import { systemClock } from '../../electron/backend/services.ts';
import type { CliIo } from './cli-io.ts';
import { openCliVault } from '../session/cli-vault.ts';
import { openInBrowser } from './open-browser.ts';
import { terminalSafe } from './terminal-text.ts';

/** The process's CliIo; `close()` releases standard input so the process can exit. */
export function nodeIo(): CliIo & { close(): void } {
  let lines: Interface | null = null;
  const queued: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let ended = false;
  const input = (): Interface => {
    if (lines === null) {
      lines = createInterface({ input: process.stdin, terminal: false });
      lines.on('line', (line) => {
        const next = waiting.shift();
        if (next === undefined) queued.push(line);
        else next(line);
      });
      lines.on('close', () => {
        ended = true;
        for (const next of waiting.splice(0)) next(null);
      });
    }
    return lines;
  };
  const env = process.env;
  // Ends a command that runs until stopped: Ctrl+C, or nobody reading its output any more.
  const interrupt = new AbortController();
  let signalsHeard = false;
  let stdoutOpen = true;
  // `strikeboard orders | head -1`: the reader left. Like any Unix tool, stop writing and end
  // quietly (exit 0) instead of dying on an unhandled EPIPE with a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (!stdoutOpen) return;
    stdoutOpen = false;
    interrupt.abort();
    if (error.code !== 'EPIPE') process.stderr.write(`strikeboard: standard output failed (${terminalSafe(error.message)}); nothing more is written to it.\n`);
  });
  // Nowhere left to say anything: stay silent rather than crash.
  process.stderr.on('error', () => {});
  return {
    out: (line) => {
      if (stdoutOpen) process.stdout.write(`${terminalSafe(line)}\n`);
    },
    err: (line) => {
      if (process.stderr.writable) process.stderr.write(`${terminalSafe(line)}\n`);
    },
    readLine(signal) {
      input();
      const line = queued.shift();
      if (line !== undefined) return Promise.resolve(line);
      if (ended || signal.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const settle = (value: string | null) => {
          signal.removeEventListener('abort', onAbort);
          resolve(value);
        };
        const onAbort = () => {
          const index = waiting.indexOf(settle);
          if (index !== -1) waiting.splice(index, 1);
          resolve(null);
        };
        waiting.push(settle);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    env,
    readFile: (path) => readFile(path, 'utf8'),
    readDataFile: async (path, maxBytes) => {
      const read = readPlainText(fs, path, maxBytes);
      if (read.kind === 'too large') throw new Error(`${path} holds ${read.size} bytes, more than the ${maxBytes} it may`);
      return read.kind === 'missing' ? null : read.text;
    },
    openBrowser: (url) => openInBrowser(url, { platform: process.platform, env }),
    openVault({ sessionOnly }) {
      const service = env.STRIKEBOARD_KEYCHAIN_SERVICE;
      const named = service === undefined || service === '' ? {} : { service };
      return openCliVault(() => probeOsKeychain(named), { sessionOnly, ...named });
    },
    platform: process.platform,
    clock: systemClock,
    fetch: (input, init) => fetch(input, init),
    nonce: randomNonce,
    interrupted() {
      if (!signalsHeard) {
        signalsHeard = true;
        process.once('SIGINT', () => interrupt.abort());
        process.once('SIGTERM', () => interrupt.abort());
      }
      return interrupt.signal;
    },
    close() {
      // Standard input is only opened when a command reads from it; once open it keeps the
      // process alive until released.
      if (lines !== null) {
        lines.close();
        process.stdin.destroy();
      }
    },
  };
}
