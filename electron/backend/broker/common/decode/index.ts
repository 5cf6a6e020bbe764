/**
 * The decoding both API generations share: every response takes one path (decode-response.ts)
 * whatever its format (XML or JSON), an OAuth refusal is found in a body of any kind, and every
 * entry point answers with a Result and never throws. Each generation's documents are read in its
 * own folder (legacy/decode/, v1/decode/).
 */
export { decodeResponse } from './decode-response.ts';
export type { ResponseBody } from './decode-response.ts';
export { findOAuthProblem } from './error-body.ts';
