/**
 * The authorize page's HTML: self-contained (inline CSS, no scripts, no external resources) so it
 * works in any browser, with JavaScript off, and inside a locked-down popup.
 */
import { escapeXml as escapeHtml } from '../wire/wire-tree.ts';

/** Privileges a Strikeboard-style consumer asks for; the demo grants read-only access. */
export const PRIVILEGES = [
  'View your account list',
  "View your accounts' orders",
  "View your accounts' positions and balances",
  'View your alerts (reading one may mark it read)',
  'View market data, including option chains',
];

const STYLE = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;background:#eef1f5;color:#1d2530;margin:0}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:10px;padding:28px 32px;box-shadow:0 2px 12px #0002}
h1{font-size:20px;margin:0 0 4px}
.brand{font-size:12px;letter-spacing:.08em;text-transform:uppercase;color:#5b6b80;margin-bottom:18px}
ul{padding-left:20px}
label{display:block;margin:12px 0 4px;font-weight:600}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #b8c2cf;border-radius:6px;font:inherit}
.buttons{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:9px;border-radius:6px;border:1px solid #2456c7;font:inherit;cursor:pointer}
button[value=accept]{background:#2456c7;color:#fff}
button[value=decline]{background:#fff;color:#2456c7}
.error{background:#fdecec;color:#8a1c1c;padding:8px 10px;border-radius:6px}
.code{font:600 28px/1.2 ui-monospace,monospace;letter-spacing:.2em;text-align:center;padding:14px;background:#f3f6fa;border-radius:8px}
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="brand">Demo Brokerage &middot; local demo</div>${body}</main></body></html>`;
}

/** What the login form needs. */
export interface LoginView {
  appName: string;
  key: string;
  token: string;
  username?: string;
  error?: string;
}

/** The login-and-consent form. */
export function loginPage(view: LoginView): string {
  const privileges = PRIVILEGES.map((privilege) => `<li>${escapeHtml(privilege)}</li>`).join('');
  const error = view.error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(view.error)}</p>`;
  return page(
    `Authorize ${view.appName}`,
    `<h1>Authorize ${escapeHtml(view.appName)}</h1>
<p><strong>${escapeHtml(view.appName)}</strong> asks for access to your brokerage account. It will be able to:</p>
<ul>${privileges}</ul>${error}
<form method="post" action="/authorize">
<input type="hidden" name="key" value="${escapeHtml(view.key)}">
<input type="hidden" name="token" value="${escapeHtml(view.token)}">
<label for="username">User ID</label><input type="text" id="username" name="username" autocomplete="username" value="${escapeHtml(view.username ?? '')}">
<label for="password">Password</label><input type="password" id="password" name="password" autocomplete="current-password">
<div class="buttons"><button type="submit" name="decision" value="accept">Accept</button><button type="submit" name="decision" value="decline">Decline</button></div>
</form>`,
  );
}

/** The verification code to copy when no callback is registered. */
export function codePage(appName: string, code: string): string {
  return page(
    'Verification code',
    `<h1>Access granted</h1><p>Copy this verification code into <strong>${escapeHtml(appName)}</strong> to finish signing in:</p>
<p class="code" id="verifier">${escapeHtml(code)}</p><p>The code is valid for a few minutes.</p>`,
  );
}

/** A short message page (declined, invalid link, non-specific refusal). */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
