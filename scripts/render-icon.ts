/**
 * Renders assets/icon.svg to assets/icon.png (512 px, the size electron-builder wants) with the
 * same Chromium the e2e tests use. Run after editing the SVG: `node scripts/render-icon.ts`.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../e2e/harness/chromium.ts';

const assets = join(import.meta.dirname, '..', 'assets');
const svg = readFileSync(join(assets, 'icon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg.replace('<svg ', '<svg width="512" height="512" ')}</body></html>`);
await page.screenshot({ path: join(assets, 'icon.png'), omitBackground: true });
await browser.close();
console.log('assets/icon.png written');
