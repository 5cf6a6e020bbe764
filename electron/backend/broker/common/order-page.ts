/**
 * The paging of an order list, as both API generations take it: a page size of 1 to the
 * provider's limit and the opaque marker a previous page returned. The marker came from the
 * provider but travels in a URL, so it must be printable and bounded before it is sent back.
 */
import { z } from 'zod';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { LIMITS } from '../../../../shared/spec-constants.ts';
import type { OrderPageRequest } from '../broker-client.ts';
import type { ResponseBody } from './decode/decode-response.ts';

const countSchema = z
  .number({ error: 'must be a whole number from 1 to 100' })
  .int('must be a whole number from 1 to 100')
  .min(1, 'must be at least 1')
  .max(LIMITS.orderListMaxCount, `must be at most ${LIMITS.orderListMaxCount} (the provider's limit)`);

const markerSchema = z
  .string()
  .min(1, 'is empty')
  .max(256, 'is longer than 256 characters')
  .regex(/^[\x21-\x7e]+$/, 'must be the marker a previous page returned (visible characters only)');

const describe = (error: z.ZodError): string => error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');

/**
 * A decoder whose page says how many bytes it was read from (the answer's UTF-8 length), so a
 * read of many pages can cap them together (order-paging.ts, portfolio-pages.ts). An empty answer
 * (HTTP 204) counts nothing and says nothing.
 */
export function withAnswerBytes<T extends object>(decode: (response: ResponseBody) => Result<T>): (response: ResponseBody) => Result<T & { bytes?: number }> {
  return (response) => {
    const decoded = decode(response);
    return decoded.ok && response.body.length > 0 ? ok({ ...decoded.data, bytes: Buffer.byteLength(response.body, 'utf8') }) : decoded;
  };
}

/** Validates paging parameters: a bad one is an `invalid-argument` Result and nothing is sent. */
export function validateOrderPage(page: OrderPageRequest): Result<OrderPageRequest> {
  if (page.count !== undefined) {
    const count = countSchema.safeParse(page.count);
    if (!count.success) return fail('invalid-argument', `The page size (count) ${describe(count.error).replace(/^value /, '')}.`);
  }
  if (page.marker !== undefined) {
    const marker = markerSchema.safeParse(page.marker);
    if (!marker.success) return fail('invalid-argument', `The marker ${describe(marker.error).replace(/^value /, '')}.`);
  }
  return ok(page);
}
