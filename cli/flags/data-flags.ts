/**
 * The data commands, `chain`, `orders` and `order`: what each asks for (chain-flags.ts,
 * orders-flags.ts) and where it is sent, in which API generation and wire format, how it prints,
 * or a saved answer to decode (target-flags.ts).
 */
import type { Result } from '../../shared/result.ts';
import { CHAIN_FLAGS, parseChainFlags, type ChainCommand } from './chain-flags.ts';
import { ORDERS_FLAGS, parseOrderFlags, parseOrdersFlags, type OrderCommand, type OrdersCommand } from './orders-flags.ts';
import { readFlags, type FlagSpec } from './read-flags.ts';

export type { DataTarget } from './target-flags.ts';

export type DataCommand = ChainCommand | OrdersCommand | OrderCommand;

/** The flags of each data command. */
export const DATA_FLAGS = { chain: CHAIN_FLAGS, ...ORDERS_FLAGS } as const satisfies Record<DataCommand['name'], FlagSpec>;

export const isDataCommand = (name: string): name is DataCommand['name'] => Object.hasOwn(DATA_FLAGS, name);

/** Parses the arguments after a data command's name. */
export function parseDataCommand(name: DataCommand['name'], args: readonly string[]): Result<DataCommand> {
  const read = readFlags(name, args, DATA_FLAGS[name], { positionals: false });
  if (!read.ok) return read;
  switch (name) {
    case 'chain':
      return parseChainFlags(read.data.values);
    case 'orders':
      return parseOrdersFlags(read.data.values);
    case 'order':
      return parseOrderFlags(read.data.values);
  }
}
