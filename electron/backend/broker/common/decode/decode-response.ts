/**
 * The path every response takes, whatever it holds: nothing (204, empty body), the expected
 * document, an OAuth refusal, the provider's error document, another HTTP failure, or something
 * unreadable. Returns a Result and never throws.
 */
import { fail, ok } from '../../../../../shared/result.ts';
import type { Result } from '../../../../../shared/result.ts';
import { scrubText } from '../../../credential-text.ts';
import { ERROR_BODY_BYTES } from '../../../oauth/body-limits.ts';
import { providerText } from '../../../oauth/provider-text.ts';
import { withoutBidiControls } from '../../../../../shared/display-text.ts';
import { errorBodyToAppError, findOAuthProblem, readErrorDocument } from './error-body.ts';
import { ExactReadingNeeded, inQuickPass } from './inexact-number.ts';
import { MalformedDocument } from './malformed.ts';
import { parseBody } from './parse-body.ts';

/** A response as the transport received it; `status` is the HTTP status when there was one. */
export interface ResponseBody {
  body: string;
  status?: number;
}

/** How to read one kind of response document. */
export interface DocumentReader<T> {
  /** The root element / key, e.g. "OptionChainResponse". */
  root: string;
  /** What the document is, in the user's words ("an option chain"). */
  what: string;
  /** Reads the content of the root; raises MalformedDocument where the content makes no sense. */
  read: (content: unknown) => T;
  /** The answer to "nothing came back". */
  empty: () => T;
  /** How the generation's error answers read (v1: codes in words, over-limit pages); legacy when absent. */
  errors?: ProviderErrorReading;
  /**
   * For a call that asks for one thing by its id (an alert, an order): what an HTTP 404 carrying
   * the provider's own error document means, in the user's words ("There is no alert 12 in the
   * inbox"). Such an answer refuses the request as asked: asking again gets the same answer.
   */
  notFound?: string;
}

/** A generation's reading of its error answers. */
export interface ProviderErrorReading {
  /** The words for a numeric error code, or `undefined` when it has none. */
  explain: (code: string | null) => string | undefined;
  /** Whether a code refuses the request as asked (the user's to correct); none when absent. */
  refusedAsAsked?: (code: string | null) => boolean;
  /** Whether a failed answer (status ≥ 400, body bounded) says the hourly budget is spent. */
  overLimit: (status: number | undefined, body: string) => boolean;
}

/** Roots are matched without regard to letter case; producers disagree on the first letter. */
const rootKey = (tree: Record<string, unknown>, root: string): string | undefined => {
  if (Object.hasOwn(tree, root)) return root;
  const wanted = root.toLowerCase();
  return Object.keys(tree).find((key) => key.toLowerCase() === wanted);
};

const isFailure = (status: number | undefined): status is number => status !== undefined && status >= 400;

const decodeUnguarded = <T>(response: ResponseBody, reader: DocumentReader<T>, exact: boolean): Result<T> => {
  const { status } = response;
  // An error answer is only read for its error document or its first words: never parse more of
  // it than the transport keeps (a hostile page must not hold main up).
  const body = isFailure(status) && response.body.length > ERROR_BODY_BYTES ? response.body.slice(0, ERROR_BODY_BYTES) : response.body;
  if (status === 204) return ok(reader.empty());
  if (isFailure(status) && reader.errors?.overLimit(status, body) === true) {
    return fail(
      'rate-limited',
      'The provider says the hourly request budget of this consumer key is spent; requests slow down until it refills.',
      providerText(body),
    );
  }
  const parsed = parseBody(body, { exact });
  if (parsed.kind === 'empty') {
    return isFailure(status) ? fail('http', `The provider answered HTTP ${status} with an empty body.`) : ok(reader.empty());
  }
  if (parsed.kind === 'tree') {
    const key = rootKey(parsed.tree, reader.root);
    if (key !== undefined) return ok(reader.read(parsed.tree[key]));
  }
  // Only a body that is not the expected document is searched for refusals, so an order's
  // description that happens to mention oauth_problem cannot turn a page into an error.
  const refusal = findOAuthProblem(body) ?? (parsed.kind === 'tree' ? readErrorDocument(parsed.tree) : null);
  if (refusal !== null) {
    const error = errorBodyToAppError(refusal, reader.errors?.explain, reader.errors?.refusedAsAsked);
    if (status === 404 && refusal.kind === 'provider' && reader.notFound !== undefined) {
      return { ok: false, error: { ...error, message: `${reader.notFound}${refusal.code === null ? '' : ` (code ${refusal.code})`}.`, refusedAsAsked: true } };
    }
    return { ok: false, error };
  }
  // The page's visible words, bounded, credentials masked: a gateway page may echo the signed URL.
  if (isFailure(status)) return fail('http', `The provider answered HTTP ${status}.`, providerText(body));
  const found =
    parsed.kind === 'tree'
      ? `expected ${reader.root}, found ${withoutBidiControls(Object.keys(parsed.tree).join(', ')) || 'nothing'}`
      : scrubText(parsed.reason);
  return fail('malformed', `The provider's answer is not ${reader.what}.`, found);
};

/**
 * Decodes a response with `reader`. Never throws: every failure is a Result. A body is read
 * without the exact reading of numbers beyond 2^53 first; a reader that meets one asks for it, and
 * only then is the body parsed and read again (inexact-number.ts).
 */
export const decodeResponse = <T>(response: ResponseBody, reader: DocumentReader<T>): Result<T> => decodeGuarded(response, reader, false);

const decodeGuarded = <T>(response: ResponseBody, reader: DocumentReader<T>, exact: boolean): Result<T> => {
  try {
    return exact ? decodeUnguarded(response, reader, true) : inQuickPass(() => decodeUnguarded(response, reader, false));
  } catch (error) {
    if (error instanceof ExactReadingNeeded && !exact) return decodeGuarded(response, reader, true);
    if (error instanceof MalformedDocument) {
      return fail('malformed', `The provider's answer could not be read as ${reader.what}.`, error.message);
    }
    // Not the document's fault: a bug here. Still a value, so the UI says so instead of crashing.
    return fail('internal', `Decoding ${reader.what} failed unexpectedly; please report this.`, String(error));
  }
};
