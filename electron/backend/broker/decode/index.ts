/**
 * Decoding of the provider's responses (XML and JSON alike) into the shared/ models. Every entry
 * point answers with a Result and never throws.
 */
export { decodeOptionChain } from './decode-option-chain.ts';
export { decodeOrderList } from './decode-order-list.ts';
export { decodeResponse } from './decode-response.ts';
export type { ResponseBody } from './decode-response.ts';
export { findOAuthProblem } from './error-body.ts';
