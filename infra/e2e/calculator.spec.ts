import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { STAFF } from './accounts';

const STAFF_EMAIL = STAFF.calculator;

/**
 * What went over the realtime channel, whichever transport socket.io uses (long polling first,
 * then a WebSocket): the searches the page started and the offer batches it received.
 */
function channelLog(page: Page) {
  const log = { searches: 0, batches: 0 };
  const count = (text: string, event: string) => text.split(`"${event}"`).length - 1;
  page.on('websocket', (ws) => {
    ws.on('framesent', ({ payload }) => (log.searches += count(String(payload), 'calculator:precast')));
    ws.on('framereceived', ({ payload }) => (log.batches += count(String(payload), 'get:tariff')));
  });
  page.on('request', (request) => {
    if (request.url().includes('/socket.io/') && request.method() === 'POST') {
      log.searches += count(request.postData() ?? '', 'calculator:precast');
    }
  });
  page.on('response', async (response) => {
    if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
    const body = await response.text().catch((error: Error) => `unreadable: ${error.message}`);
    if (body.startsWith('unreadable')) console.warn(body);
    log.batches += count(body, 'get:tariff');
  });
  return log;
}

/** The totals of the cards in the order shown, as numbers. */
async function totals(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('list', { name: 'Предложения' })
    .getByTestId('offer-total')
    .allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

const ascending = (values: number[]) => values.every((value, i) => i === 0 || values[i - 1]! <= value);

test('Saint Petersburg to Moscow with two pallets: offers of three carriers stream in, with progress', async ({
  site,
}) => {
  const log = channelLog(site.page);
  // Remember whether the progress indicator was ever on screen, however briefly.
  await site.page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Перевозчики отвечают"]')) {
        (window as unknown as { sawProgress: boolean }).sawProgress = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await site.calculator.searchSpbMoscow();

  const cards = site.calculator.offers;
  const providers = new Set(
    await cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-provider'))),
  );
  expect(providers.size).toBeGreaterThanOrEqual(3);
  // One batch per carrier, as each finished (polled: a long-polling answer is read after it arrives).
  await expect.poll(() => log.batches).toBeGreaterThanOrEqual(3);
  expect(await site.page.evaluate(() => (window as unknown as { sawProgress?: boolean }).sawProgress)).toBe(
    true,
  );
  await expect(site.page.getByRole('progressbar', { name: 'Перевозчики отвечают' })).toBeHidden();

  // Totals as '12 345 ₽', the cheapest first, and the tags of the comparison.
  for (const text of await site.page.getByTestId('offer-total').allTextContents()) {
    expect(text).toMatch(/^\d{1,3}( \d{3})* ₽$/);
  }
  expect(ascending(await totals(site.page))).toBe(true);
  await expect(cards.first().getByText('Самый дешёвый')).toBeVisible();
  await expect(site.page.getByText('Самый быстрый')).toHaveCount(1);
  await expect(site.page.getByText('Оптимальный')).toHaveCount(1);
  await expect(site.page).toHaveURL(/from=sankt-peterburg&to=moskva&cargo=pallet/);
});

test('sorting by speed and by price reorders the offers', async ({ site }) => {
  await site.calculator.searchSpbMoscow();
  const byPrice = await totals(site.page);
  await site.page.getByRole('button', { name: 'Быстрее' }).click();
  await expect(site.calculator.offers.first().getByText('Самый быстрый')).toBeVisible();
  const bySpeed = await totals(site.page);
  expect(bySpeed).not.toEqual(byPrice);
  expect([...bySpeed].sort((a, b) => a - b)).toEqual(byPrice);
  await expect(site.page).toHaveURL(/sort=fast/);
  await site.page.getByRole('button', { name: 'Дешевле' }).click();
  await expect.poll(() => totals(site.page)).toEqual(byPrice);
});

test('a cargo over the limits shows the message and starts no search', async ({ site }) => {
  const log = channelLog(site.page);
  await site.open('/calculator/');
  await site.calculator.pickCity('Откуда', 'Санкт-Петербург');
  await site.calculator.pickCity('Куда', 'Москва');
  const place = await site.calculator.addPlace('Свой груз');
  await place.getByLabel('Длина').fill('700');
  await place.getByLabel('Ширина').fill('80');
  await place.getByLabel('Высота').fill('100');
  await place.getByLabel('Вес места').fill('50');
  await expect(place.getByText('Длина места — не больше 620 см')).toBeVisible();
  await expect(site.calculator.status).toHaveText(
    'Исправьте данные груза — с ошибками тарифы не рассчитать.',
  );
  await site.page.waitForTimeout(1500);
  expect(log.searches).toBe(0);
  await expect(site.calculator.offers).toHaveCount(0);

  // Within the limits the search starts.
  await place.getByLabel('Длина').fill('600');
  await expect(place.getByText('Длина места — не больше 620 см')).toBeHidden();
  await expect(site.calculator.status).toHaveText(/^Найдено/, { timeout: 20_000 });
  expect(log.searches).toBe(1);
});

test('changing the cargo mid-search discards the old offers', async ({ site }) => {
  const { page } = site;
  // Keep socket.io on long polling and hold back the offers until the cargo has changed.
  await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close());
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  await page.route(/\/socket\.io\/.*transport=polling/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (holding && body.includes('"get:tariff"')) await held;
    await route.fulfill({ response, body });
  });

  await site.open('/calculator/');
  await site.calculator.pickCity('Откуда', 'Санкт-Петербург');
  await site.calculator.pickCity('Куда', 'Москва');
  const place = await site.calculator.addPlace('Паллета');
  await expect(site.calculator.status).toHaveText(/^Ищем тарифы/);
  // Two pallets of 500 kg instead of one of 50 kg, while the first search is still out.
  await place.getByRole('button', { name: 'Больше' }).click();
  await place.getByRole('combobox', { name: 'Вес места' }).selectOption({ label: '500 кг' });
  holding = false;
  release();
  await expect(site.calculator.status).toHaveText(/^Найдено/, { timeout: 20_000 });
  const shown = await totals(page);

  // A fresh page with the same address shows exactly these offers: none of the first search's.
  const fresh = await page.context().newPage();
  await fresh.goto(page.url());
  await expect(fresh.locator('#offers').getByRole('status')).toHaveText(/^Найдено/, { timeout: 20_000 });
  expect(await totals(fresh)).toEqual(shown);
  await fresh.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the dedicated flow: a 5 t refrigerated truck', async ({ site }) => {
  await site.open('/calculator/truck/');
  await expect(site.page.getByRole('radio', { name: 'Выделенный транспорт' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(site.page.getByRole('radio', { name: 'Фура 20 т' })).toHaveAttribute('aria-checked', 'true');
  await site.calculator.pickCity('Откуда', 'Санкт-Петербург');
  await site.calculator.pickCity('Куда', 'Москва');
  await site.page.getByRole('radio', { name: 'Грузовик 5 т' }).click();
  await site.page.getByRole('button', { name: 'Рефрижератор' }).click();
  await expect(site.page).toHaveURL(/car=truck-5/);
  await expect(site.calculator.status).toHaveText(/^Найдено/, { timeout: 20_000 });
  const card = site.calculator.offers.first();
  await expect(card.getByText(/Грузовик 5 т, рефрижератор/)).toBeVisible();
  // The partner has no refrigerated bodies: only the own fleet offers one.
  await expect(site.calculator.offers).toHaveCount(1);

  // The address reproduces the search after a reload.
  const total = await card.getByTestId('offer-total').textContent();
  await site.page.reload();
  await expect(site.page.getByRole('radio', { name: 'Грузовик 5 т' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(site.page.getByRole('button', { name: 'Рефрижератор' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(site.calculator.offers.first().getByTestId('offer-total')).toHaveText(total ?? '', {
    timeout: 20_000,
  });
});

test('a shared link reproduces the search; choosing an offer stores it and goes to the order', async ({
  site,
}) => {
  await site.calculator.searchSpbMoscow();
  const link = site.page.url();
  const shown = await totals(site.page);
  const other = await site.page.context().newPage();
  await other.goto(link);
  await expect(other.locator('#offers').getByRole('status')).toHaveText(/^Найдено/, { timeout: 20_000 });
  expect(await totals(other)).toEqual(shown);
  await expect(other.getByLabel('Откуда', { exact: true })).toHaveValue('Санкт-Петербург');
  await other.close();

  const chosen = await site.chooseOffer();
  expect(chosen.total).toMatch(/₽$/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  const noSideScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  test('the whole page fits the width and every control can be reached and used', async ({ site }) => {
    const { page } = site;
    await site.open('/calculator/');
    await expect(site.calculator.area.getByLabel('Откуда', { exact: true })).toBeVisible();
    await noSideScroll(page);

    await site.calculator.area.getByLabel('Откуда', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Откуда' });
    expect((await dialog.boundingBox())?.width).toBe(375);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    await site.calculator.pickCity('Откуда', 'Санкт-Петербург');
    await site.calculator.pickCity('Куда', 'Москва');
    const place = await site.calculator.addPlace('Паллета');
    await place.getByRole('button', { name: 'Больше' }).tap();
    await site.calculator.addPlace('Свой груз');
    await site.calculator.places.nth(1).getByRole('button', { name: 'Удалить место 2' }).tap();
    await page.getByLabel('Объявленная ценность').fill('100000');
    await expect(page.getByText('Страховка 45 ₽')).toBeVisible();
    await page.getByRole('button', { name: 'Открыть календарь' }).tap();
    await expect(page.getByRole('grid')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(site.calculator.status).toHaveText(/^Найдено/, { timeout: 20_000 });
    await noSideScroll(page);

    // Every control of the calculator lies within the screen's width.
    const outside = await site.calculator.area.evaluate((root) =>
      [...root.querySelectorAll('button, input, [role="combobox"], [role="radio"], a')]
        .map((el) => ({ el, box: el.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
        .map(({ el }) => el.outerHTML.slice(0, 80)),
    );
    expect(outside).toEqual([]);

    // Back at the top the offers are out of sight: the bar at the bottom leads to them (where the
    // page stood before depends on the height of the packaging tiles), and an offer is chosen with a tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Смотреть' }).tap();
    await expect(site.calculator.offers.first()).toBeInViewport();
    await site.chooseOffer();
  });
});

test('staff see per-carrier figures of a search on the analytics page', async ({ site }) => {
  test.setTimeout(90_000);
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  await site.header.getByRole('button', { name: 'Персонал' }).click();
  await site.page.getByRole('menuitem', { name: 'Аналитика тарифов' }).click();
  const analytics = site.remotePage('mf_calculator', 'analytics');
  await expect(analytics).toBeVisible();
  await site.calculator.pickCity('Откуда', 'Санкт-Петербург');
  await site.calculator.pickCity('Куда', 'Москва');
  await site.calculator.addPlace('Паллета');
  await analytics.getByRole('button', { name: 'Показать аналитику' }).click();
  const table = analytics.getByRole('table', { name: 'Предложения по перевозчикам' });
  await expect(table).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Перевозчик',
    'Предложений',
    'Минимум',
    'Медиана',
    'Максимум',
    'Маршрут',
  ]);
  expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(4);
  await expect(analytics.getByText(/Расстояние по дорогам: \d+ км/)).toBeVisible();
});
