import { expect, test } from './fixtures';

/**
 * The customer's account and English that is English (issue 15, items 6 and 7): an English
 * search shows no Russian in its offers, price lines, terms, units and title; the history filters
 * by status (in the address), an order repeats into a new search for the same route, and the
 * history works on a phone. Issue 38, item 6: the home page, the order's submit button and an
 * address suggestion say nothing in Russian (the mails, saved contacts and suggestions are held to
 * the same by the server's and the pages' tests).
 */

const CYRILLIC = /[\u0400-\u04FF]/;
/** Saint Petersburg -> Moscow, terminal to terminal, one 45 × 35 × 40 cm box of 8 kg. */
const SEARCH =
  '/calculator/?from=sankt-peterburg&to=moskva&fromMethod=WAREHOUSE&toMethod=WAREHOUSE&cargo=box,45,35,40,cm,8,kg,1,1,1';

test.describe('in English at 1280 px', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('a search’s offers, price lines, terms, units and the page title have no Cyrillic', async ({
    site,
    page,
  }) => {
    // Detection runs on the home page and keeps English in a cookie.
    await site.open('/');
    await site.open(SEARCH);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offers = page.getByRole('list', { name: 'Offers' }).getByRole('article');
    await expect(page.locator('#offers').getByRole('status')).toHaveText(/^\d+ offers? from /, {
      timeout: 30_000,
    });
    await expect(offers.first()).toBeVisible();
    const count = await offers.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = offers.nth(i);
      const text = (await card.textContent()) ?? '';
      expect(text, `offer ${i + 1}: ${text}`).not.toMatch(CYRILLIC);
      // The term in days with an en dash or a single day, and costs in roubles the English way.
      await expect(card.getByText(/^\d+(–\d+)? days?$/)).toBeVisible();
      await expect(card.getByTestId('offer-total')).toHaveText(/^₽\d{1,3}(,\d{3})*(\.\d{2})?$/);
      const lines = card.getByRole('definition').first();
      await expect(lines).toBeVisible();
    }
    await expect(offers.first()).toContainText('Carriage');
    // The place's sizes and weight in English units.
    const place = page.getByRole('region', { name: 'Place 1' });
    await expect(place).toContainText('L 45 × W 35 × H 40 cm');
    await expect(place).toContainText('8 kg');
    expect((await place.textContent()) ?? '').not.toMatch(CYRILLIC);
    await expect(page).toHaveTitle(/^Shipping calculator — /);
    expect(await page.title()).not.toMatch(CYRILLIC);
  });

  test('data has English names: vehicles, bodies, loading and extras, offers, the order’s route, facts and pick-up points', async ({
    site,
    page,
  }) => {
    test.setTimeout(120_000);
    await site.open('/');
    await site.open('/calculator/truck/?from=sankt-peterburg&to=moskva');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The cities by their English names.
    await expect(site.calculator.area.getByLabel('From', { exact: true })).toHaveValue('Saint Petersburg');
    await expect(site.calculator.area.getByLabel('To', { exact: true })).toHaveValue('Moscow');
    // The fleet, its bodies, loading kinds and extras.
    const vehicles = page.getByRole('radiogroup', { name: 'Vehicle' });
    await expect(vehicles.getByRole('radio', { name: 'Semi-trailer 20 t' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(vehicles.getByRole('radio', { name: 'Gazelle 1.5 t' })).toBeVisible();
    expect((await vehicles.textContent()) ?? '').not.toMatch(CYRILLIC);
    await expect(page.getByRole('button', { name: 'Tent', exact: true })).toBeVisible();
    const loads = page.getByRole('combobox', { name: 'Loading' });
    await expect(loads.getByRole('option', { name: 'Rear, side and top' })).toBeAttached();
    expect((await loads.textContent()) ?? '').not.toMatch(CYRILLIC);
    await expect(page.getByRole('checkbox', { name: 'Straps' })).toBeVisible();
    const offers = page.getByRole('list', { name: 'Offers' }).getByRole('article');
    await expect(page.locator('#offers').getByRole('status')).toHaveText(/^\d+ offers? from /, {
      timeout: 30_000,
    });
    const first = offers.first();
    await expect(first).toContainText('Semi-trailer 20 t');
    expect((await first.textContent()) ?? '').not.toMatch(CYRILLIC);

    // A consolidated offer, terminal to terminal: the order shows the route, facts and the carrier's points in English.
    await site.open(SEARCH);
    const card = offers.first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const company = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('button', { name: /^Choose/ }).click();
    await expect(page).toHaveURL(/\/order\/$/);
    const summary = page.getByRole('region', { name: new RegExp(`^${company} — `) });
    await expect(summary).toContainText('Saint Petersburg');
    await expect(summary).toContainText('Moscow');
    expect((await summary.textContent()) ?? '').not.toMatch(CYRILLIC);
    for (const title of ['Where you hand the cargo over', 'Where you collect the cargo']) {
      const points = page.getByRole('radiogroup', { name: title }).getByRole('radio');
      await expect(points.first()).toBeVisible({ timeout: 20_000 });
      for (const point of await points.all()) {
        await expect(point).toHaveAccessibleName(/ terminal No\. \d+, /);
        expect((await point.textContent()) ?? '').not.toMatch(CYRILLIC);
      }
    }
  });
});

test.describe('English without Russian on the way to an order (issue 38, item 6)', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the home page’s popular directions, the order’s submit button and a courier address suggestion', async ({
    site,
    page,
  }) => {
    test.setTimeout(120_000);
    // Detection runs on the home page and keeps English in a cookie.
    await site.open('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const popular = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: 'Popular directions' }),
    });
    await expect(popular).toContainText('Saint Petersburg — Moscow');
    expect((await popular.textContent()) ?? '').not.toMatch(CYRILLIC);
    // Distances in the English number format: '3,881 km', never '3881 km'.
    for (const text of await popular.getByRole('listitem').allTextContents())
      expect(text).not.toMatch(/\d{4} km/);

    await site.open(
      '/calculator/?from=sankt-peterburg&to=moskva&fromMethod=WAREHOUSE&toMethod=COURIER&cargo=box,45,35,40,cm,8,kg,1,1,1',
    );
    await expect(page.locator('#offers').getByRole('status')).toHaveText(/^\d+ offers? from /, {
      timeout: 30_000,
    });
    await page
      .getByRole('list', { name: 'Offers' })
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Choose/ })
      .click();
    await expect(page).toHaveURL(/\/order\/$/);
    // The owner before the field, and a plural.
    await expect(page.getByRole('button', { name: /^Enter the / })).toHaveText(
      /^Enter the sender's name and \d+ more fields?$/,
    );
    // The suggestion names the city in English, without the Russian 'г'.
    const address = page.getByRole('main').getByRole('combobox', { name: /^Delivery address/ });
    await address.fill('Tverskaya 1');
    const suggestion = page.getByRole('option', { name: 'Moscow, Tverskaya 1' });
    await expect(suggestion).toBeVisible({ timeout: 10_000 });
    await suggestion.click();
    await expect(address).toHaveValue('Moscow, Tverskaya 1');
  });
});

test('the history filters by status, kept in the address; an order repeats into a new search for the same route', async ({
  site,
  page,
}) => {
  test.setTimeout(150_000);
  await site.open('/');
  const email = await site.signIn();
  const number = await site.placeOrder(email);

  await site.open('/profile/orders/');
  const filters = page.getByRole('search', { name: 'Фильтр заказов' });
  const order = page.getByRole('button', { name: `Открыть заказ ${number}` });
  await expect(order).toBeVisible();

  // Cancelled orders: none yet; the address keeps the filter.
  await filters.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Отменён' });
  await expect(page.getByText('Нет заказов по этим фильтрам')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/orders\/\?status=cancelled$/);
  await expect(order).toHaveCount(0);

  // A reload keeps the filter; placed orders list the new one.
  await page.reload();
  await expect(filters.getByRole('combobox', { name: 'Статус' })).toHaveValue('cancelled');
  await expect(page.getByText('Нет заказов по этим фильтрам')).toBeVisible();
  await filters.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Заказ оформлен' });
  await expect(page).toHaveURL(/\?status=created$/);
  await expect(order).toBeVisible();

  // Repeat: the calculator for the same route and cargo, priced by a new search.
  await order.click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Заказ ${number}`) });
  await detail.getByRole('button', { name: 'Повторить заказ' }).click();
  await expect(page).toHaveURL(
    /\/calculator\/\?from=sankt-peterburg&to=moskva&fromMethod=WAREHOUSE&toMethod=WAREHOUSE&cargo=custom(,|%2C)120(,|%2C)80/,
  );
  await expect(site.calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 30_000 });
  await expect(site.calculator.area.getByLabel('Откуда', { exact: true })).toHaveValue('Санкт-Петербург');
  await expect(site.calculator.area.getByLabel('Куда', { exact: true })).toHaveValue('Москва');
  await expect(site.calculator.places).toHaveCount(1);

  // Choosing an offer opens the order form with the parties of the repeated order.
  const card = site.calculator.offers.filter({ hasNotText: 'Понадобятся паспортные данные' }).first();
  await card.getByRole('button', { name: /^Выбрать/ }).click();
  await expect(page).toHaveURL(/\/order\/$/);
  await expect(page.getByRole('region', { name: 'Отправитель' }).getByLabel('Имя и фамилия')).toHaveValue(
    'Анна Смирнова',
  );
  await expect(page.getByRole('region', { name: 'Получатель' }).getByLabel('Имя и фамилия')).toHaveValue(
    'Олег Смирнов',
  );
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the history page works: filters in the address, the filtered empty state, no sideways scroll', async ({
    site,
    page,
  }) => {
    await site.open('/profile/orders/');
    await site.signInInModal();
    await expect(page.getByText('Заказов пока нет')).toBeVisible();
    const filters = page.getByRole('search', { name: 'Фильтр заказов' });
    await expect(filters).toBeVisible();
    await filters.getByRole('button', { name: 'За 30 дней' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByText('Нет заказов по этим фильтрам')).toBeVisible();
    await filters.getByRole('combobox', { name: 'Статус' }).selectOption({ label: 'Доставлен' });
    await expect(page).toHaveURL(/status=delivered/);
    expect(await site.fitsWidth()).toBe(true);
    await filters.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/$/);
    await expect(page.getByText('Заказов пока нет')).toBeVisible();
  });
});
