/**
 * What the request URLs of both API generations share. The wire format is asked for on the path:
 * `.json` at its end, before the query string (after it the provider answers XML or an error),
 * and nothing for XML. Query parameters go in the order given, each name and value
 * percent-encoded as OAuth signs them (RFC 3986).
 */
import type { Environment, WireFormat } from '../../../../shared/environments.ts';
import { rfc3986 } from '../../oauth/percent-encoding.ts';

/** Query parameters in the order they are sent. */
export type QueryParameters = readonly (readonly [string, string])[];

/** The format an environment asks for: JSON unless it says XML. */
export const wireFormatOf = (environment: Pick<Environment, 'wireFormat'>): WireFormat => environment.wireFormat ?? 'json';

/** `.json` on the path asks for JSON; nothing for XML (the provider's default). */
export const formatSuffix = (environment: Pick<Environment, 'wireFormat'>): string => (wireFormatOf(environment) === 'json' ? '.json' : '');

/** `?name=value&...`, each part percent-encoded (RFC 3986), or nothing. */
export const queryString = (parameters: QueryParameters): string =>
  parameters.length === 0 ? '' : `?${parameters.map(([name, value]) => `${rfc3986(name)}=${rfc3986(value)}`).join('&')}`;
