/**
 * The verification code a user copies from the authorize page when no callback is registered
 * (samples show 5 to 7 letters and digits, e.g. `WXYZ89`; the exact format is unconfirmed, so we
 * accept a wider alphabet and length but refuse anything that is clearly not a code).
 */
import { fail, ok, type Result } from '../../../shared/result.ts';

const CODE = /^[\w.~-]{3,64}$/;

/**
 * Checks a typed or pasted code. Surrounding whitespace is ignored; a pasted callback URL or
 * query string holding `oauth_verifier=` yields the verifier inside it.
 */
export function validateVerifierCode(input: string): Result<string> {
  let code = input.trim();
  const embedded = /(?:^|[?&#])oauth_verifier=([^&#\s]*)/.exec(code);
  if (embedded?.[1] !== undefined) {
    try {
      code = decodeURIComponent(embedded[1]);
    } catch {
      return fail('invalid-argument', 'The pasted address holds a malformed oauth_verifier.');
    }
  }
  if (code === '') return fail('invalid-argument', 'Enter the code shown on the authorize page.');
  if (!CODE.test(code)) {
    return fail('invalid-argument', 'That does not look like the code from the authorize page: it is a short run of letters and digits, for example WXYZ89.');
  }
  return ok(code);
}
