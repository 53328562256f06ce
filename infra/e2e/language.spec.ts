import { test, expect } from './fixtures';

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('gets English on the home page and keeps it in the i18n_redirected cookie', async ({ site }) => {
    const texts: string[] = [];
    site.page.on('request', (request) => {
      if (/\/locale-\w+-\w+-json\./.test(request.url())) texts.push(new URL(request.url()).pathname);
    });
    await site.open('/');
    await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
    // The home page is islands: its only script waits for a visitor, and loads no texts.
    const home = await site.page
      .locator('script[src]')
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(home).toEqual([expect.stringMatching(/^\/static\/js\/islands\./)]);
    expect(texts).toEqual([]);
    const cookie = (await site.page.context().cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await site.open('/calculator/');
    await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
    // The texts i18next starts with (English, and Russian as its fallback) are scripts of the
    // application's document: none is fetched one round trip after the app has started.
    const written = await site.page
      .locator('script[defer][src*="/locale-"]')
      .evaluateAll((scripts) => scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname));
    expect(written).toEqual(expect.arrayContaining([expect.stringMatching(/locale-en-common-json/)]));
    expect(texts.filter((text) => !written.includes(text))).toEqual([]);
  });

  test("a content page's language switch opens the page in the other language", async ({ site }) => {
    await site.open('/route/sankt-peterburg/moskva/');
    await site.header.getByRole('button', { name: 'RU, Русский' }).click();
    await expect(site.header.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
    await expect(site.page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(site.page.getByRole('heading', { level: 1 })).toHaveText(/Санкт-Петербург/);
    await expect(site.page).toHaveURL(/\/route\/sankt-peterburg\/moskva\/$/);
  });

  test('gets Russian on any other first page: detection runs on / only', async ({ site }) => {
    await site.open('/calculator/');
    await expect(site.header.getByRole('button', { name: 'Заказать звонок' })).toBeVisible();
  });
});

test('the language switch changes the page without a language prefix in the path', async ({ site }) => {
  await site.open('/tracking/');
  await site.header.getByRole('button', { name: 'English' }).click();
  await expect(site.header.getByRole('button', { name: 'Request a call' })).toBeVisible();
  await expect(site.remotePage('mf_order', 'tracking').getByRole('heading', { level: 1 })).toHaveText(
    /Shipment tracking|Tracking/,
  );
  await expect(site.page).toHaveURL(/\/tracking\/$/);
  await expect(site.page.locator('html')).toHaveAttribute('lang', 'en');
});
