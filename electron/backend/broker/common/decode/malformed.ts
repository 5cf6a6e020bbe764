/**
 * The one exception of the decoder. Readers deep inside a document raise it where the document
 * cannot mean what the platform's documentation says (an order without an ID); the entry points
 * turn it into a `malformed` Result, so nothing escapes to a caller.
 */
export class MalformedDocument extends Error {
  override readonly name = 'MalformedDocument';
}

/** Raises MalformedDocument with `reason`, naming the place in the document. */
export const malformed = (reason: string): never => {
  throw new MalformedDocument(reason);
};
