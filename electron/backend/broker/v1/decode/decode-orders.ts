/**
 * FOUNDATION STUB (replaced by the v1 orders work): the v1 order decoders' signatures.
 */
import type { OrderDetails } from '../../../../../shared/domain/order-history.ts';
import type { OrderListPage } from '../../../../../shared/domain/orders.ts';
import { fail, type Result } from '../../../../../shared/result.ts';
import type { ResponseBody } from '../../decode/index.ts';

/** `GET /v1/accounts/{key}/orders` → one page (marker `null` when no next page; 204 = empty). */
export const decodeV1OrderList = (_response: ResponseBody): Result<OrderListPage> => fail('malformed', 'v1 order list: not decoded yet');

/** `GET /v1/accounts/{key}/orders/{id}` → the order (or group) with its events. */
export const decodeV1OrderDetails = (_response: ResponseBody): Result<OrderDetails> => fail('malformed', 'v1 order details: not decoded yet');
