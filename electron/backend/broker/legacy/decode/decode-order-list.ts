/**
 * Get Order List (docs/platform/legacy-api.md, "Order list"): a response body of either format into
 * one OrderListPage.
 */
import { emptyOrderListPage } from '../../../../../shared/domain/orders.ts';
import type { OrderListPage } from '../../../../../shared/domain/orders.ts';
import type { Result } from '../../../../../shared/result.ts';
import { decodeResponse } from '../../common/decode/decode-response.ts';
import type { ResponseBody } from '../../common/decode/decode-response.ts';
import { readOrderListPage } from './read-order-list.ts';

const ROOT = 'GetOrderListResponse';
const WHAT = 'an order list';

/**
 * One page of orders: normal and group orders, records of one order merged, marker `null` when
 * there is no next page. 204 or an empty body is an empty page. Never throws.
 */
export const decodeOrderList = (response: ResponseBody): Result<OrderListPage> =>
  decodeResponse(response, {
    root: ROOT,
    what: WHAT,
    read: readOrderListPage,
    empty: emptyOrderListPage,
  });
