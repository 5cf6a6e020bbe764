/**
 * The provider's own words from an error body, to show verbatim next to our explanation: the
 * `message` of a JSON or XML `Error` document, or the visible text of an HTML page, bounded.
 */

const MAX_LENGTH = 500;

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&apos;/g, "'")
    .replace(/&#0*61;/g, '=')
    .replace(/&amp;/g, '&');
}

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

function bounded(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > MAX_LENGTH ? `${clean.slice(0, MAX_LENGTH)}…` : clean;
}

/** The provider's message from an error body, or '' when the body is empty. */
export function providerText(body: string): string {
  const json = jsonMessage(body);
  if (json !== null) return bounded(json);
  const xml = /<message>([\s\S]*?)<\/message>/i.exec(body);
  if (xml?.[1] !== undefined) return bounded(decodeEntities(xml[1]));
  const withoutMarkup = body
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ');
  return bounded(decodeEntities(withoutMarkup));
}
