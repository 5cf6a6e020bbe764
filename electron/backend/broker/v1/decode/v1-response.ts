/**
 * The one response path of every v1 decoder: the shared machinery (decode-response.ts: 204 is
 * empty, error bodies sniffed by their first byte whatever was asked, OAuth refusals), with v1's
 * error codes explained in words (and marked when they refuse the request as asked) and its
 * over-limit answers read as `rate-limited`.
 */
import type { Result } from '../../../../../shared/result.ts';
import { decodeResponse, type DocumentReader, type ProviderErrorReading, type ResponseBody } from '../../common/decode/decode-response.ts';
import { explainV1ErrorCode, isOverLimitAnswer, isV1RefusedAsAsked } from './provider-error-codes.ts';

/** How v1 error answers read. */
export const V1_ERRORS: ProviderErrorReading = { explain: explainV1ErrorCode, overLimit: isOverLimitAnswer, refusedAsAsked: isV1RefusedAsAsked };

/** Decodes a v1 response with `reader`. Never throws: every failure is a Result. */
export const decodeV1Response = <T>(response: ResponseBody, reader: Omit<DocumentReader<T>, 'errors'>): Result<T> =>
  decodeResponse(response, { ...reader, errors: V1_ERRORS });
