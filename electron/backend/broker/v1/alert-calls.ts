/**
 * The v1 client's user alerts calls (docs/platform/current-api.md, "Alerts"): the list and one
 * alert's details, each one request counted under the Users budget, built by alert-requests.ts and
 * read by decode-alerts.ts. The details are asked in markup (`htmlTags=true`) unless told
 * otherwise: its paragraphs, rows and links make better text than the plain answer behind its
 * leftover CSS.
 */
import type { Environment } from '../../../../shared/environments.ts';
import { DEFAULT_API_BODY_BYTES } from '../../oauth/body-limits.ts';
import type { BrokerClient } from '../broker-client.ts';
import * as realDecoders from './decode/index.ts';
import { v1AlertDetailsUrl, v1AlertListUrl } from './alert-requests.ts';
import type { createSender } from './api-send.ts';

/** What the calls need of the client: its environment, its sender and (a test's) decoders. */
export interface AlertCallContext {
  environment: Environment;
  send: ReturnType<typeof createSender>;
  decoders?: Partial<Pick<typeof realDecoders, 'decodeAlerts' | 'decodeAlertDetails'>> | undefined;
}

/** `getAlerts` and `getAlertDetails` of the v1 client. */
export function alertCalls(context: AlertCallContext): Pick<BrokerClient, 'getAlerts' | 'getAlertDetails'> {
  const { environment, send } = context;
  const { decodeAlerts = realDecoders.decodeAlerts, decodeAlertDetails = realDecoders.decodeAlertDetails } = context.decoders ?? {};
  return {
    async getAlerts(query = {}, signal) {
      const url = v1AlertListUrl(environment, query);
      if (!url.ok) return url;
      return send({
        url: url.data,
        module: 'users',
        cost: 1,
        maxBodyBytes: DEFAULT_API_BODY_BYTES,
        signal,
        decode: (response) => decodeAlerts(response, { category: query.category }),
      });
    },
    async getAlertDetails(id, options = {}, signal) {
      const url = v1AlertDetailsUrl(environment, id, { html: options.html ?? true });
      if (!url.ok) return url;
      return send({ url: url.data, module: 'users', cost: 1, maxBodyBytes: DEFAULT_API_BODY_BYTES, signal, decode: decodeAlertDetails });
    },
  };
}
