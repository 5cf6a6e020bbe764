/**
 * The URLs of the user alerts calls (docs/platform/current-api.md, "Alerts"), built only from
 * checked parameters, as the other v1 requests are (api-requests.ts): a bad parameter is an
 * `invalid-argument` Result and nothing is sent. Read-only: the platform's
 * `DELETE /v1/user/alerts/{id,id}` is never built.
 */
import { alertIdSchema, alertListQuerySchema } from '../../../../shared/domain/alerts.ts';
import type { Environment } from '../../../../shared/environments.ts';
import { fail, ok, type Result } from '../../../../shared/result.ts';
import { formatSuffix, queryString } from '../common/request-url.ts';
import { base } from './api-requests.ts';

const alertsPath = (environment: Environment): string => `${base(environment)}/user/alerts`;

/**
 * `GET /v1/user/alerts?count&category&status&direction&search` for an unchecked query (every
 * field optional: the provider's defaults are 25 alerts, every category and status).
 */
export function v1AlertListUrl(environment: Environment, query: unknown = {}): Result<string> {
  const parsed = alertListQuerySchema.safeParse(query);
  if (!parsed.success) {
    const problem = parsed.error.issues.map((issue) => `${issue.path.map(String).join('.') || 'value'} ${issue.message}`).join('; ');
    return fail('invalid-argument', `The alerts asked for are not valid: ${problem}.`);
  }
  const { count, category, status, direction, search } = parsed.data;
  const parameters: [string, string][] = [];
  if (count !== undefined) parameters.push(['count', String(count)]);
  if (category !== undefined) parameters.push(['category', category]);
  if (status !== undefined) parameters.push(['status', status]);
  if (direction !== undefined) parameters.push(['direction', direction]);
  if (search !== undefined) parameters.push(['search', search]);
  return ok(`${alertsPath(environment)}${formatSuffix(environment)}${queryString(parameters)}`);
}

/**
 * `GET /v1/user/alerts/{id}`, with `htmlTags=true` when `html` (the message in markup; without it
 * the platform sends text behind its leftover CSS: either way the decoder makes it text).
 */
export function v1AlertDetailsUrl(environment: Environment, id: unknown, options: { html?: boolean } = {}): Result<string> {
  const parsed = alertIdSchema.safeParse(id);
  if (!parsed.success) {
    const shown = typeof id === 'string' ? JSON.stringify(id.slice(0, 40)) : `(${typeof id})`;
    return fail('invalid-argument', `The alert ID ${shown} is not valid: it ${parsed.error.issues[0]?.message ?? 'is not an alert ID'}.`);
  }
  return ok(`${alertsPath(environment)}/${parsed.data}${formatSuffix(environment)}${options.html === true ? queryString([['htmlTags', 'true']]) : ''}`);
}
