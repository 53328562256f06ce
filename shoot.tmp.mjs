import { chromium } from '@playwright/test';
const [,, url, out, width = '375', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 }, locale: 'ru-RU' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(4000);
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); }
await page.screenshot({ path: out, fullPage: true });
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth), 'url', page.url());
await browser.close();
