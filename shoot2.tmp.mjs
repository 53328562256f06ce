import { chromium } from '@playwright/test';
const [,, url, prefix, width = '375', actions = '', shots = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, locale: 'ru-RU' });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(3000);
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); }
let i = 0;
for (const sel of shots.split('|').filter(Boolean)) {
  const loc = page.locator(sel).first();
  await loc.screenshot({ path: `${prefix}-${i++}.png` });
}
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth), 'url', page.url());
await browser.close();
