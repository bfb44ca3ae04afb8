// Screenshots of a page at desktop and mobile widths, light and dark:
//   node scripts/screenshot.mjs http://localhost:3000/ [out-dir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, ensureChromium } from './chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3000/';
const outDir = process.argv[3] ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
for (const [name, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
]) {
  for (const scheme of ['light', 'dark']) {
    const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
    await page.goto(url, { waitUntil: 'networkidle' });
    const file = path.join(outDir, `${slug}-${name}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: process.argv.includes('--full') });
    console.log(file);
    await page.close();
  }
}
await browser.close();
