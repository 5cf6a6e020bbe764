/**
 * The provider's own words from an error body, to show verbatim next to our explanation: the
 * `message` of a JSON or XML `Error` document, or else the text of the body read by the one markup
 * reader as an error body (broker/common/markup/markup-to-text.ts: every tag parts words, only scripts
 * and styles are hidden, links keep their words), bounded.
 *
 * Runs synchronously in main on whatever a provider sends, so only the first ERROR_BODY_BYTES of
 * a body are looked at, and every step is linear in that (no backtracking regex over the body).
 * Token values a broken provider might echo are hidden: they can be live secrets.
 */
import { scrubText } from '../credential-text.ts';
import { ERROR_BODY_BYTES } from './body-limits.ts';
import { decodeReferences } from '../broker/common/markup/html-entities.ts';
import { indexOfIgnoringCase, markupToText } from '../broker/common/markup/markup-to-text.ts';

const MAX_LENGTH = 500;

function jsonMessage(body: string): string | null {
  try {
    const document: unknown = JSON.parse(body);
    if (typeof document !== 'object' || document === null) return null;
    const error = (document as Record<string, unknown>).Error ?? (document as Record<string, unknown>).error;
    if (typeof error === 'object' && error !== null) {
      const message = (error as Record<string, unknown>).message;
      if (typeof message === 'string') return message;
    }
    return null;
  } catch {
    return null;
  }
}

/** The content of the first `<message>` element that is closed, or null. */
function xmlMessage(body: string): string | null {
  const open = indexOfIgnoringCase(body, '<message>', 0);
  if (open === -1) return null;
  const start = open + '<message>'.length;
  // When the first <message> is never closed, no later one is either: one search settles it.
  const close = indexOfIgnoringCase(body, '</message>', start);
  return close === -1 ? null : body.slice(start, close);
}

function bounded(text: string): string {
  const clean = scrubText(text).replace(/\s+/g, ' ').trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH)}…` : clean;
}

/** The provider's message from an error body, or '' when the body is empty. */
export function providerText(fullBody: string): string {
  const body = fullBody.length > ERROR_BODY_BYTES ? fullBody.slice(0, ERROR_BODY_BYTES) : fullBody;
  const json = jsonMessage(body);
  if (json !== null) return bounded(json);
  const xml = xmlMessage(body);
  if (xml !== null) return bounded(decodeReferences(xml));
  return bounded(markupToText(body, undefined, { errorBody: true }).text);
}
