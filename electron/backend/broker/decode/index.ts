/**
 * Decoding of the provider's responses (XML and JSON alike) into the shared/ models. Every entry
 * point answers with a Result and never throws.
 */
export { decodeOptionChain, decodeOptionChainWire } from './decode-option-chain.ts';
export { decodeOrderList, decodeOrderListWire } from './decode-order-list.ts';
export { decodeResponse } from './decode-response.ts';
export type { DocumentReader, ResponseBody } from './decode-response.ts';
export { errorBodyToAppError, findOAuthProblem } from './error-body.ts';
export type { ErrorBody } from './error-body.ts';
export type * from './wire-types.ts';
