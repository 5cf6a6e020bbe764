/**
 * Get Option Chains (docs/platform/legacy-api.md, "Option chains"): a response body of either
 * format into the OptionChain model.
 */
import { emptyOptionChain } from '../../../../../shared/domain/option-chain.ts';
import type { ChainRequest, OptionChain } from '../../../../../shared/domain/option-chain.ts';
import type { Result } from '../../../../../shared/result.ts';
import { decodeResponse } from '../../common/decode/decode-response.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { readOptionChain } from './read-option-chain.ts';

const ROOT = 'OptionChainResponse';
const WHAT = 'an option chain';

/**
 * The option chain of a response, compared with `request` (mismatch flagged), days to expiry
 * counted from `now` (epoch ms). 204 or an empty body is an empty chain. Never throws.
 */
export const decodeOptionChain = (response: ResponseBody, request: ChainRequest, now: number): Result<OptionChain> =>
  decodeResponse(response, {
    root: ROOT,
    what: WHAT,
    read: (content) => readOptionChain(content, request, now),
    empty: emptyOptionChain,
  });
