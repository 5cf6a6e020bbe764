import type { StrikeboardApi } from '../shared/ipc/contract.ts';
import type { AppError, Result } from '../shared/result.ts';

declare global {
  interface Window {
    /** Provided by the preload (and by the e2e harness from the same contract). */
    readonly strikeboard?: StrikeboardApi;
  }
}

/** An AppError thrown into React Query so its error state carries the code and the detail. */
export class AppErrorException extends Error {
  readonly appError: AppError;
  constructor(appError: AppError) {
    super(appError.message);
    this.name = 'AppErrorException';
    this.appError = appError;
  }
}

/** The bridge to main; a page opened without it (a plain browser) gets a clear error. */
export function api(): StrikeboardApi {
  const bridge = window.strikeboard;
  if (!bridge) throw new Error('Strikeboard must be opened as the desktop app: the bridge to the main process is missing.');
  return bridge;
}

/** Turns a Result into data, or throws it as an AppErrorException for React Query. */
export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending;
  if (result.ok) return result.data;
  throw new AppErrorException(result.error);
}

/** The AppError inside whatever was thrown, or a generic one. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppErrorException) return error.appError;
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}
