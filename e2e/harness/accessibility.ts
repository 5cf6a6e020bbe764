import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { AUDIT_DIR } from './paths.ts';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices (listed, and failing only when serious). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Impacts that fail the test; the others are printed in the run's output. */
const BLOCKING: ReadonlySet<string> = new Set(['serious', 'critical']);
const THEMES = ['light', 'dark'] as const;
/**
 * The rules whose answer a theme can change: a theme sets colours only (custom properties on the
 * root), so names, roles, structure and focus order read the same in every theme. The first theme
 * audited gets every rule of TAGS; each further theme these alone, which halves the audits' time.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
type Theme = (typeof THEMES)[number];
type Violation = axe.Result;

export interface AuditOptions {
  /** Themes to audit the state in (both by default); a test already looping over themes passes its own. */
  themes?: readonly Theme[];
}

/** One line per offending element: the rule, its impact, where, and what axe says is wrong. */
function describe(violations: readonly Violation[]): string {
  return violations
    .flatMap((v) =>
      v.nodes.map((node) => {
        const summary = (node.failureSummary ?? '')
          .split('\n')
          .slice(1, 3)
          .map((l) => l.trim())
          .join(' ');
        return `  [${v.impact ?? 'unknown'}] ${v.id} at ${node.target.join(' ')}: ${v.help}. ${summary}`;
      }),
    )
    .join('\n');
}

/** A file name from the screen's words, for the records in AUDIT_DIR. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Holds the page still while axe measures it, so that what it reads does not depend on timing:
 * every animation shows its first frame (a changed row's flash at its strongest, the worst case
 * for the text on it, even on a row mounted a moment ago) and nothing transitions (the theme
 * switch applies at once). A constructed style sheet, as the page's CSP refuses inline styles;
 * taken away afterwards, when animations carry on from where their own clock has reached.
 */
async function holdStill(page: Page, still: boolean): Promise<void> {
  await page.evaluate((on) => {
    const marker = '__strikeboardAuditStill';
    const holder = document as Document & { [marker]?: CSSStyleSheet };
    const current = holder[marker];
    if (on && !current) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('*, *::before, *::after { animation-duration: 1000000s !important; animation-delay: 0s !important; transition: none !important; }');
      holder[marker] = sheet;
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    } else if (!on && current) {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== current);
      delete holder[marker];
    }
  }, still);
}

/**
 * Runs axe-core in the page itself (the renderer has no frames to visit) on the whole document,
 * reporting violations only. axe's source (half a megabyte) goes into the page once per document:
 * a page that already has it (an earlier audit since the last load) only runs it; the Playwright
 * wrapper evaluated the source twice on every audit, 0.6 s of each audit's 1 s here.
 */
async function runAxe(page: Page, runOnly: axe.RunOnly): Promise<{ violations: Violation[] }> {
  type AxeWindow = { axe?: typeof axe };
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(async (only) => {
    const engine = (window as AxeWindow).axe;
    if (engine === undefined) throw new Error('axe-core is not in the page');
    const { violations } = await engine.run(document, { runOnly: only, resultTypes: ['violations'] });
    return { violations };
  }, runOnly);
}

/**
 * Audits the page as it is now with axe-core, in each theme (switched the way the app does it, on
 * the root element, and switched back afterwards). Serious and critical violations fail the test
 * (softly, so one run lists every screen's); moderate and minor ones are printed. Each audit's
 * findings are also written to AUDIT_DIR for before/after comparisons.
 */
export async function expectAccessible(page: Page, screen: string, options: AuditOptions = {}): Promise<void> {
  const original = await page.evaluate(() => document.documentElement.dataset['theme'] ?? 'light');
  await holdStill(page, true);
  for (const [index, theme] of (options.themes ?? THEMES).entries()) {
    await page.evaluate((t) => (document.documentElement.dataset['theme'] = t), theme);
    const started = Date.now();
    const { violations } = await runAxe(page, index === 0 ? { type: 'tag', values: TAGS } : { type: 'rule', values: COLOUR_RULES });
    const ms = Date.now() - started;
    const label = `${screen} (${theme})`;
    mkdirSync(AUDIT_DIR, { recursive: true });
    const record = violations.map((v) => ({ rule: v.id, impact: v.impact, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
    writeFileSync(join(AUDIT_DIR, `${slug(screen)}-${theme}.json`), JSON.stringify({ screen, theme, ms, violations: record }, null, 2));
    const advisory = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
    if (advisory.length > 0) console.log(`accessibility: ${label}: moderate or minor:\n${describe(advisory)}`);
    const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
    expect.soft(blocking.length, `accessibility: ${label}: serious or critical:\n${describe(blocking)}`).toBe(0);
  }
  await page.evaluate((t) => (document.documentElement.dataset['theme'] = t), original);
  await holdStill(page, false);
}
