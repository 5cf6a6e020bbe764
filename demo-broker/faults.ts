/**
 * Fault injection: the ugly answers a real client meets (docs/platform/wire-and-errors.md, "Error
 * answers"; docs/platform/oauth.md, "What users of other clients complain about"). A plan names at
 * most one fault plus optional latency, which requests it hits (API, OAuth host or all) and how
 * many; the server applies it to the reply it was about to send.
 */
import { CONTENT_TYPES, type Reply } from './http/reply.ts';
import { rateLimitedReply } from './http/rate-limiter.ts';
import { apiErrorReply, type ErrorFormat } from './wire/error-bodies.ts';
import { v1ErrorReply } from './wire/v1-errors.ts';

/** The faults the broker can inject. */
export const FAULT_KINDS = [
  'server-error',
  'rate-limit',
  'empty-204',
  'html-error',
  'truncated',
  'malformed',
  'drop',
  'wrong-content-type',
  // The current API's (v1) own: error 670 with 500, and the over-limit page (400, HTML).
  'maintenance',
  'over-limit',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** Which requests a plan applies to: the API paths (default), the OAuth host and authorize page, or all. */
export const FAULT_SCOPES = ['api', 'oauth', 'all'] as const;
export type FaultScope = (typeof FAULT_SCOPES)[number];

/** What to inject. An empty plan means a well-behaved broker. */
export interface FaultPlan {
  /** Real milliseconds to wait before every answer in scope. */
  latencyMs?: number;
  /**
   * Hold every answer in scope until the plan is changed (the next `set`): a loading state that
   * lasts exactly as long as a test needs, however slow the machine.
   */
  hold?: boolean;
  fault?: FaultKind;
  /** HTTP status of `server-error` (500-599, default 503) and `html-error` (default 500). */
  status?: number;
  /** Inject the fault into this many requests in scope, then behave (default: all of them). */
  count?: number;
  scope?: FaultScope;
}

/** Checks a plan, throwing an Error that says what is wrong. */
export function validateFaultPlan(plan: FaultPlan): FaultPlan {
  if (plan.latencyMs !== undefined && (!Number.isInteger(plan.latencyMs) || plan.latencyMs < 0 || plan.latencyMs > 120_000)) {
    throw new Error(`latencyMs must be an integer from 0 to 120000, got ${plan.latencyMs}`);
  }
  if (plan.fault !== undefined && !(FAULT_KINDS as readonly string[]).includes(plan.fault)) {
    throw new Error(`unknown fault "${plan.fault}" (one of ${FAULT_KINDS.join(', ')})`);
  }
  if (plan.status !== undefined && (!Number.isInteger(plan.status) || plan.status < 500 || plan.status > 599)) {
    throw new Error(`status must be 500-599, got ${plan.status}`);
  }
  if (plan.count !== undefined && (!Number.isInteger(plan.count) || plan.count < 0)) {
    throw new Error(`count must be a non-negative integer, got ${plan.count}`);
  }
  if (plan.scope !== undefined && !(FAULT_SCOPES as readonly string[]).includes(plan.scope)) {
    throw new Error(`scope must be one of ${FAULT_SCOPES.join(', ')}, got "${plan.scope}"`);
  }
  return { ...plan };
}

/** What the server does to one request. */
export interface FaultDecision {
  latencyMs: number;
  fault?: FaultKind;
  /** Resolves when the plan that held this answer is replaced. */
  held?: Promise<void>;
}

/** Holds the current plan and counts the faults it has injected. */
export class FaultInjector {
  #plan: FaultPlan = {};
  #remaining = Infinity;
  #release: () => void = () => {};
  #released: Promise<void> = Promise.resolve();

  constructor(plan: FaultPlan = {}) {
    this.set(plan);
  }

  set(plan: FaultPlan): void {
    this.#plan = validateFaultPlan(plan);
    this.#remaining = plan.count ?? Infinity;
    // Answers held by the previous plan go out now; a new hold waits for the next change.
    this.#release();
    this.#released = new Promise<void>((resolve) => (this.#release = resolve));
  }

  /** Decides for a request to the API or the OAuth host ('none': never touched). */
  decide(requestScope: 'api' | 'oauth' | 'none'): FaultDecision {
    const scope = this.#plan.scope ?? 'api';
    if (requestScope === 'none' || (scope !== 'all' && scope !== requestScope)) return { latencyMs: 0 };
    const decision: FaultDecision = { latencyMs: this.#plan.latencyMs ?? 0 };
    if (this.#plan.hold === true) decision.held = this.#released;
    if (this.#plan.fault !== undefined && this.#remaining > 0) {
      this.#remaining -= 1;
      decision.fault = this.#plan.fault;
    }
    return decision;
  }

  get status(): number | undefined {
    return this.#plan.status;
  }
}

const HTML_ERROR_PAGE = (status: number) => `<!DOCTYPE html>
<html><head><title>Error ${status}</title></head>
<body><h1>HTTP Status ${status} - Internal Server Error</h1><hr><p>The server encountered an internal error that prevented it from fulfilling this request.</p></body></html>`;

/** Breaks a body so no parser accepts it, while it still looks like its format. */
function malform(body: string): string {
  if (body.startsWith('{')) return body.replace('":', ':');
  if (body.startsWith('<')) return body.replace('</', '<');
  return `\u0000${body}`;
}

/** Applies a fault to the reply the broker would have sent; `drop` is the server's job. */
export function applyFault(reply: Reply, fault: Exclude<FaultKind, 'drop'>, format: ErrorFormat, status: number | undefined): Reply {
  switch (fault) {
    case 'server-error':
      return apiErrorReply(format, status ?? 503, 500, 'The service is temporarily unavailable. Please try again later.');
    case 'rate-limit': {
      const limited = apiErrorReply(format, 429, 429, 'Too many requests. Please slow down.');
      limited.headers['Retry-After'] = '1';
      return limited;
    }
    case 'empty-204':
      return { status: 204, headers: {}, body: '' };
    case 'html-error':
      return { status: status ?? 500, headers: { 'Content-Type': CONTENT_TYPES.html }, body: HTML_ERROR_PAGE(status ?? 500) };
    case 'truncated':
      return { ...reply, headers: { ...reply.headers }, body: reply.body.slice(0, Math.floor(reply.body.length / 2)) };
    case 'malformed':
      return { ...reply, headers: { ...reply.headers }, body: malform(reply.body) };
    case 'maintenance':
      return v1ErrorReply(format === 'json' ? 'json' : 'xml', 500, 670, 'The system is down for maintenance. Please try again later.');
    case 'over-limit':
      return rateLimitedReply();
    case 'wrong-content-type': {
      const type = reply.headers['Content-Type'] ?? '';
      const wrong = type.startsWith('application/json')
        ? CONTENT_TYPES.html
        : type.startsWith('application/xml')
          ? CONTENT_TYPES.json
          : 'application/octet-stream';
      return { ...reply, headers: { ...reply.headers, 'Content-Type': wrong } };
    }
  }
}
