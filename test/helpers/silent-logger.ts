import type { Logger } from '../../electron/backend/services.ts';

/** A logger that keeps what it was told, for assertions, and prints nothing. */
export function recordingLogger(): Logger & { lines: { level: string; message: string; fields?: Record<string, unknown> }[] } {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push({ level, message, ...(fields ? { fields } : {}) });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
