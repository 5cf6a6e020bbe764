import type { Logger } from './services.ts';

/** Field names whose values are never written anywhere, whatever a caller passes. */
const SECRET_FIELD = /secret|token|password|verifier|signature|authorization|key/i;

/** Masks secret-looking fields (and nested ones) before a log line is built. */
export function redact(fields: Record<string, unknown> | undefined, depth = 0): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET_FIELD.test(name)) out[name] = '[redacted]';
    else if (value && typeof value === 'object' && !Array.isArray(value) && depth < 3) out[name] = redact(value as Record<string, unknown>, depth + 1);
    else out[name] = value;
  }
  return out;
}

/** One JSON line per entry on stderr: greppable, and secrets never pass through. */
export function createConsoleLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...redact(fields) }));
  };
  return { info: at('info'), warn: at('warn'), error: at('error') };
}
