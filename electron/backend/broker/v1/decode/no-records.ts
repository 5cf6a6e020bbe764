/**
 * v1's error 105, "no records" (docs/platform/wire-and-errors.md, "Error codes"): a list with
 * nothing in it, which the platform sends as an error document (in either format, whatever the HTTP
 * status). A list decoder reads it as its empty answer; everything else stays the error it is,
 * explained from the code table.
 */
import { ok, type Result } from '../../../../../shared/result.ts';
import type { DocumentReader, ResponseBody } from '../../common/decode/decode-response.ts';
import { readErrorDocument } from '../../common/decode/error-body.ts';
import { parseBody } from '../../common/decode/parse-body.ts';
import { ERROR_BODY_BYTES } from '../../../oauth/body-limits.ts';
import { decodeV1Response } from './v1-response.ts';

/** The code of "no records", as the table names it. */
export const NO_RECORDS_CODE = '105';

/** The code of the provider's error document in `response` (leading zeros and blanks aside), or null. */
export const errorCodeOf = (response: ResponseBody): string | null => {
  // Only an error document is read again, and only as far as the transport keeps an error body.
  const parsed = parseBody(response.body.slice(0, ERROR_BODY_BYTES), { exact: true });
  if (parsed.kind !== 'tree') return null;
  return (
    readErrorDocument(parsed.tree)
      ?.code?.trim()
      .replace(/^0+(?=\d)/, '') ?? null
  );
};

/** Whether `response` is the provider's error document with code 105. */
export const isNoRecordsAnswer = (response: ResponseBody): boolean => errorCodeOf(response) === NO_RECORDS_CODE;

/**
 * Decodes a v1 list answer with `reader`; an error with one of `emptyCodes` (105 unless told:
 * the alerts' empty inbox is 53) is the reader's empty answer. Never throws.
 */
export const decodeV1ListResponse = <T>(
  response: ResponseBody,
  reader: Omit<DocumentReader<T>, 'errors'>,
  emptyCodes: readonly string[] = [NO_RECORDS_CODE],
): Result<T> => {
  const decoded = decodeV1Response(response, reader);
  // Only a provider error can be "no records"; the body is parsed again only then (it is small).
  if (decoded.ok || decoded.error.code !== 'provider') return decoded;
  const code = errorCodeOf(response);
  return code !== null && emptyCodes.includes(code) ? ok(reader.empty()) : decoded;
};
