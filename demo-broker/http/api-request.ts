/**
 * What an API handler receives once the request is authenticated, and the 400 it throws for a bad
 * parameter. Handlers are plain functions of this value, so tests and benchmarks can call them.
 */
import type { WireFormat } from '../wire/wire-tree.ts';

/** An authenticated API request. */
export interface ApiRequest {
  /** Decoded query parameters without the oauth_* ones. */
  query: [string, string][];
  format: WireFormat;
  environment: 'production' | 'sandbox';
  /** The user the access token was issued to. */
  username: string;
  /** Path parameters (e.g. accountId). */
  path: Record<string, string>;
}

/** A bad parameter: the server answers 400 with this message. */
export class BadParameterError extends Error {}

/**
 * A v1 API error: the server answers `status` with the v1 envelope carrying `code` (in XML for the
 * codes the platform answers in XML, see wire/v1-errors.ts). Thrown by v1 handlers.
 */
export class V1ApiError extends Error {
  readonly status: number;
  readonly code: number;

  constructor(status: number, code: number, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The single value of a query parameter; a repeated parameter is a bad request. */
export function queryParam(query: [string, string][], name: string): string | undefined {
  const values = query.filter(([key]) => key === name).map(([, value]) => value);
  if (values.length > 1) throw new BadParameterError(`Parameter ${name} is given more than once`);
  return values[0];
}

/** A required parameter. */
export function requiredParam(query: [string, string][], name: string): string {
  const value = queryParam(query, name);
  if (value === undefined || value === '') throw new BadParameterError(`Missing required parameter ${name}`);
  return value;
}

/** The boolean words the platform accepts in queries: TRUE/FALSE in any letter case. */
export function booleanParam(query: [string, string][], name: string, fallback: boolean): boolean {
  const value = queryParam(query, name);
  if (value === undefined || value === '') return fallback;
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  throw new BadParameterError(`Invalid value for ${name}: "${value}" (expected TRUE or FALSE)`);
}
