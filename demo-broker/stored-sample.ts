/**
 * "Stored sample" mode imitates the brokerage's sandbox (docs/platform/legacy-api.md, "The legacy
 * sandbox"): every valid request is answered with the same stored response, whatever it asked for,
 * and the data is old. The samples are generated once from a fixed seed and a fixed day in November
 * 2013.
 */
import { easternMidnight } from './eastern-time.ts';
import type { ApiRequest } from './http/api-request.ts';
import { wireReply, type Reply } from './http/reply.ts';
import { chainTree } from './market/chain-wire.ts';
import { generateChain } from './market/option-chain.ts';
import { orderListTree } from './orders/order-wire.ts';
import { TradingDay } from './orders/trading-day.ts';
import type { WireObject } from './wire/wire-tree.ts';

const SAMPLE_SEED = 2013;
const SAMPLE_DAY_START = easternMidnight(2013, 11, 19);
const SAMPLE_NOW = SAMPLE_DAY_START + 15 * 3_600_000;
/** The account the stored order list belongs to, whatever account was asked for. */
export const SAMPLE_ACCOUNT_ID = '12345678';
/** The chain's underlier, echoed in lower case as the platform's sample does. */
export const SAMPLE_UNDERLIER = 'AAPL';

function sampleChain(): WireObject {
  const pairs = generateChain({ underlier: SAMPLE_UNDERLIER, chainType: 'CALLPUT', month: 11, year: 2013, skipAdjusted: true }, SAMPLE_SEED);
  return chainTree(pairs.slice(0, 12), SAMPLE_UNDERLIER.toLowerCase());
}

function sampleOrders(): WireObject {
  const day = new TradingDay({
    seed: SAMPLE_SEED,
    accountId: SAMPLE_ACCOUNT_ID,
    historyCount: 8,
    dayNumber: Math.round(Date.UTC(2013, 10, 19) / 86_400_000),
    dayStart: SAMPLE_DAY_START,
    dayEnd: SAMPLE_DAY_START + 86_400_000,
    anchor: SAMPLE_NOW,
  });
  return orderListTree([...day.entries].reverse(), '', SAMPLE_NOW);
}

function sampleAccounts(): WireObject {
  return {
    Accounts: {
      Account: [
        {
          accountId: SAMPLE_ACCOUNT_ID,
          accountIdKey: 'sample0key',
          accountMode: 'CASH',
          accountDesc: 'Sample account',
          accountName: 'Sample account',
          accountType: 'INDIVIDUAL',
          institutionType: 'BROKERAGE',
          accountStatus: 'ACTIVE',
          closedDate: 0,
        },
      ],
    },
  };
}

/** The stored answers, built on first use. */
export class StoredSamples {
  #trees = new Map<string, WireObject>();

  #tree(name: string, build: () => WireObject): WireObject {
    let tree = this.#trees.get(name);
    if (!tree) {
      tree = build();
      this.#trees.set(name, tree);
    }
    return tree;
  }

  chain(request: ApiRequest): Reply {
    return wireReply(200, request.format, 'OptionChainResponse', this.#tree('chain', sampleChain));
  }

  orders(request: ApiRequest): Reply {
    return wireReply(200, request.format, 'GetOrderListResponse', this.#tree('orders', sampleOrders));
  }

  accounts(request: ApiRequest): Reply {
    return wireReply(200, request.format, 'AccountListResponse', this.#tree('accounts', sampleAccounts));
  }
}
