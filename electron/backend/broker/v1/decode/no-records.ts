/**
 * v1's error 105, "no records" (provider v1 notes, "Error codes seen"): a list with nothing in it,
 * which the platform sends as an error document (in either format, whatever the HTTP status). A
 * list decoder reads it as its empty answer; everything else stays the error it is, explained
 * from the code table.
 */
import { ok, type Result } from '../../../../../shared/result.ts';
import type { DocumentReader, ResponseBody } from '../../decode/decode-response.ts';
import { readErrorDocument } from '../../decode/error-body.ts';
import { parseBody } from '../../decode/parse-body.ts';
import { ERROR_BODY_BYTES } from '../../../oauth/body-limits.ts';
import { decodeV1Response } from './v1-response.ts';

/** The code of "no records", as the table names it. */
export const NO_RECORDS_CODE = '105';

/** Whether `response` is the provider's error document with code 105 (leading zeros and blanks aside). */
export const isNoRecordsAnswer = (response: ResponseBody): boolean => {
  // Only an error document is read again, and only as far as the transport keeps an error body.
  const parsed = parseBody(response.body.slice(0, ERROR_BODY_BYTES));
  if (parsed.kind !== 'tree') return false;
  const error = readErrorDocument(parsed.tree);
  return error?.code?.trim().replace(/^0+(?=\d)/, '') === NO_RECORDS_CODE;
};

/** Decodes a v1 list answer with `reader`; code 105 is the reader's empty answer. Never throws. */
export const decodeV1ListResponse = <T>(response: ResponseBody, reader: Omit<DocumentReader<T>, 'errors'>): Result<T> => {
  const decoded = decodeV1Response(response, reader);
  // Only a provider error can be "no records"; the body is parsed again only then (it is small).
  if (decoded.ok || decoded.error.code !== 'provider') return decoded;
  return isNoRecordsAnswer(response) ? ok(reader.empty()) : decoded;
};
