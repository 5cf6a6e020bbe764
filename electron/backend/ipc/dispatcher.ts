import { z } from 'zod';
import { isInvokeChannel } from '../../../shared/ipc/channels.ts';
import type { InvokeChannel } from '../../../shared/ipc/channels.ts';
import type { InvokeOutput } from '../../../shared/ipc/contract.ts';
import { INVOKE_SCHEMAS } from '../../../shared/ipc/schemas.ts';
import type { InvokeInput } from '../../../shared/ipc/schemas.ts';
import { fail } from '../../../shared/result.ts';
import type { Result } from '../../../shared/result.ts';
import type { Logger } from '../services.ts';

/** One handler per invoke channel; it only ever sees an argument its schema accepted. */
export type Handlers = {
  [C in InvokeChannel]: (arg: InvokeInput<C>) => Promise<Result<InvokeOutput<C>>> | Result<InvokeOutput<C>>;
};

/** Who sent an IPC message, as far as main can tell. */
export interface Sender {
  /** The id of the sending webContents. */
  id: number;
  /** The URL of the sending frame, or null when the frame is gone. */
  url: string | null;
}

export type Dispatch = (channel: unknown, arg: unknown, sender: Sender) => Promise<Result<unknown>>;

/**
 * The generic wrapper every invoke goes through: the channel must be in the contract, the
 * sender must be our own window, the argument must match the channel's schema. Only then does
 * the handler run; whatever it throws becomes an `internal` error, never a rejected promise.
 */
export function createDispatcher(handlers: Handlers, isTrustedSender: (sender: Sender) => boolean, logger: Logger): Dispatch {
  return async (channel, arg, sender) => {
    if (!isInvokeChannel(channel)) {
      logger.warn('ipc: unknown channel refused', { channel: String(channel).slice(0, 64) });
      return fail('invalid-argument', 'This request is not part of the app.');
    }
    if (!isTrustedSender(sender)) {
      logger.warn('ipc: untrusted sender refused', { channel, senderId: sender.id });
      return fail('forbidden', 'This request did not come from a Strikeboard window and was refused.');
    }
    const parsed = INVOKE_SCHEMAS[channel].safeParse(arg);
    if (!parsed.success) {
      const why = z.prettifyError(parsed.error);
      logger.warn('ipc: invalid argument refused', { channel, why });
      return fail('invalid-argument', `The request "${channel}" had an invalid argument.`, why);
    }
    try {
      const handler = handlers[channel] as (a: unknown) => Promise<Result<unknown>> | Result<unknown>;
      return await handler(parsed.data);
    } catch (error) {
      logger.error('ipc: handler failed', { channel, error: error instanceof Error ? error.message : String(error) });
      return fail('internal', 'Something went wrong inside Strikeboard. Try again; if it keeps happening, restart the app.');
    }
  };
}
