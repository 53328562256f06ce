// Time from the visitor's last change of the calculator's form to the first offer on screen
// (debounce, search over the realtime channel, rendering), in Debian's Chromium against a
// running site. The visitor searches Saint Petersburg -> Moscow for a pallet, then changes the
// number of pallets: the clock starts at the click event and stops when the first card of the
// new search is in the offers list.
import { chromium } from '@playwright/test';

/** Arms the page: resolves with the ms from the next click to the next offer added to the list. */
function armTimer() {
  window.__firstOffer = new Promise((resolve) => {
    let clickedAt = null;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    const list = document.querySelector('#offers ol');
    const observer = new MutationObserver((records) => {
      const added = records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'LI'));
      if (clickedAt === null || !added) return;
      observer.disconnect();
      resolve(performance.now() - clickedAt);
    });
    observer.observe(list, { childList: true });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @returns {Promise<{ first: number, samples: number[], median: number, max: number }>} */
export async function offersTiming(base, { rounds = 7 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage({ locale: 'ru-RU' });
    await page.goto(new URL('/calculator/', base).href);
    const area = page.locator('[data-remote="mf_calculator"]');
    for (const [side, city] of [
      ['Откуда', 'Санкт-Петербург'],
      ['Куда', 'Москва'],
    ]) {
      await area.getByLabel(side, { exact: true }).click();
      await page
        .getByRole('dialog', { name: side })
        .getByRole('list', { name: 'Популярные города' })
        .getByRole('button', { name: new RegExp(`^${city}`) })
        .click();
    }
    // The first search also loads socket.io-client and opens the channel.
    await page.evaluate(armTimer);
    await area.getByRole('button', { name: 'Добавить место: Паллета' }).click();
    const first = await page.evaluate(() => window.__firstOffer);
    const status = page.locator('#offers').getByRole('status');
    await status.filter({ hasText: /^Найдено \d+/ }).waitFor({ timeout: 30_000 });
    const place = area.getByRole('region', { name: /^Место 1$/ });
    const samples = [];
    for (let round = 0; round < rounds; round += 1) {
      await page.evaluate(armTimer);
      await place.getByRole('button', { name: round % 2 === 0 ? 'Больше' : 'Меньше' }).click();
      samples.push(await page.evaluate(() => window.__firstOffer));
      await status.filter({ hasText: /^Найдено \d+/ }).waitFor({ timeout: 30_000 });
    }
    return { first, samples, median: median(samples), max: Math.max(...samples) };
  } finally {
    await browser.close();
  }
}
