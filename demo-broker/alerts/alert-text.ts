/**
 * An alert's `msgText` in the platform's two shapes (docs/platform/current-api.md, "Alerts"): asked
 * with `htmlTags=true`, an HTML document (a style sheet, a table of facts, character references, a
 * link); asked without, plain text that starts with kilobytes of the style sheet's rules left over,
 * then the message. Clients must show either as text, never render it.
 */
import { escapeXml } from '../wire/wire-tree.ts';
import type { AlertBody } from './alert-model.ts';

const RULES = [
  '.smart-alert p { margin: 0px !important; padding: 0px !important; line-height: 18px !important; }',
  '.smart-alert table { border-collapse: collapse !important; mso-table-lspace: 0pt; mso-table-rspace: 0pt; }',
  '.smart-alert td, .smart-alert th { font-family: Arial, Helvetica, sans-serif !important; font-size: 12px !important; color: #333333; }',
  '.smart-alert a { color: #5627d8 !important; text-decoration: underline !important; }',
  '.smart-alert .label { font-weight: bold !important; padding-right: 8px !important; white-space: nowrap; }',
  '.smart-alert .footer { font-size: 10px !important; color: #777777 !important; border-top: 1px solid #dddddd; }',
  '@media only screen and (max-width: 480px) { .smart-alert .content { width: 100% !important; } .smart-alert td[class="label"] { display: block !important; } }',
  '#outlook a { padding: 0; } body { -webkit-text-size-adjust: none; -ms-text-size-adjust: none; margin: 0; padding: 0; }',
];

/** The platform's style sheet: a few kilobytes, as docs/platform/current-api.md, "Alerts" describes. */
export const ALERT_STYLE_SHEET = Array.from({ length: 4 }, (_, copy) =>
  RULES.map((rule) => rule.replace('.smart-alert', `.smart-alert${copy === 0 ? '' : `.v${copy}`}`)).join('\n'),
).join('\n');

/** Where the message's link leads. */
export const ALERT_LINK = 'https://us.etrade.com/';

/** The plain shape: the style sheet's rules left in front, then the message's lines. */
export function plainMessage(body: AlertBody): string {
  const rows = body.rows.map(([label, value]) => `${label} ${value}`);
  return [ALERT_STYLE_SHEET, '', body.intro, ...rows, '', body.outro].join('\n');
}

/** Text for HTML, with the references the platform's pages use for `$`, `'` and the no-break space. */
const html = (text: string): string =>
  escapeXml(text)
    .replace(/\$/g, '&#36;')
    .replace(/&apos;/g, '&#39;')
    .replace(/ {2}/g, ' &nbsp;');

/** The markup shape (`htmlTags=true`). */
export function htmlMessage(body: AlertBody): string {
  const rows = body.rows.map(([label, value]) => `<tr><td class="label">${html(label)}</td><td>${html(value)}</td></tr>`).join('');
  return [
    '<!DOCTYPE html><html><head><meta charset="utf-8"><title>E*TRADE Alert</title>',
    `<style type="text/css"><!--\n${ALERT_STYLE_SHEET}\n--></style></head>`,
    '<body><div class="smart-alert"><table class="content" width="600"><tr><td>',
    `<p>${html(body.intro)}</p><br>`,
    `<table>${rows}</table><br>`,
    `<p class="footer">${html(body.outro)} <a href="${ALERT_LINK}" target="_blank">Visit&nbsp;E*TRADE</a></p>`,
    '<!-- sent by the alert service --></td></tr></table></div></body></html>',
  ].join('\n');
}
