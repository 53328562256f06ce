import { expect, freshEmail, test, type Site } from './fixtures';

/** The customer's way from a quote to offers, the calculator's address, sign-in across tabs (issue 15). */

const FOUND = /^Найдено \d+ предложени/;

/** Chooses a city in the quote entry's picker of a content page by typing its name. */
async function entryCity(site: Site, field: 'Откуда' | 'Куда', name: string): Promise<void> {
  await site.pickCity(field, async (dialog) => {
    await dialog.getByLabel('Название города').fill(name.slice(0, 4));
    await dialog
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .first()
      .click();
  });
}

/** The offers are on show with prices, and the cargo error state is not. */
async function offersWithPrices(site: Site): Promise<void> {
  await expect(site.calculator.status).toHaveText(FOUND, { timeout: 30_000 });
  await expect(site.calculator.offers.first().getByTestId('offer-total')).toHaveText(/\d.*₽$/);
  await expect(site.page.getByText('Исправьте данные груза')).toHaveCount(0);
  await expect(site.page.getByText(/^Укажите (длину|ширину|высоту)$/)).toHaveCount(0);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the home page quote (from, to, weight) lands on offers with prices', async ({ site }) => {
      await site.open('/');
      const main = await site.alive('mf_content', 'home');
      await entryCity(site, 'Откуда', 'Санкт-Петербург');
      await entryCity(site, 'Куда', 'Москва');
      await main.getByLabel('Вес, кг').fill('25,5');
      await main.getByRole('button', { name: 'Рассчитать' }).click();
      await expect(site.page).toHaveURL(/\/calculator\/\?from=sankt-peterburg&to=moskva&weight=25\.5$/);
      await offersWithPrices(site);
      // Weight-only mode is the chosen way to describe the cargo, with the weight typed.
      await expect(site.page.getByRole('button', { name: 'Только вес и объём' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(site.page.getByLabel('Общий вес')).toHaveValue('25,5');
      expect(await site.fitsWidth()).toBe(true);
    });

    test('a direction page quote lands on offers with prices', async ({ site }) => {
      await site.open('/route/sankt-peterburg/kazan/');
      const main = await site.alive('mf_content', 'directions');
      await main.getByLabel('Вес, кг').first().fill('40');
      await main.getByRole('button', { name: 'Рассчитать' }).first().click();
      await expect(site.page).toHaveURL(/\/calculator\/\?from=sankt-peterburg&to=kazan&weight=40$/);
      await offersWithPrices(site);
    });

    test('the truck page keeps the loading kind, vehicle and extras in the address', async ({ site }) => {
      await site.open('/calculator/truck/?from=sankt-peterburg&to=moskva');
      await expect(site.page.getByRole('radio', { name: 'Фура 20 т' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await site.page
        .getByRole('combobox', { name: 'Загрузка' })
        .selectOption({ label: 'Задняя/боковая/верхняя' });
      await expect(site.page).toHaveURL(/load=%D0%97%D0%B0%D0%B4%D0%BD%D1%8F%D1%8F%2F/);
      await expect(site.calculator.status).toHaveText(FOUND, { timeout: 30_000 });
      const total = await site.calculator.offers.first().getByTestId('offer-total').textContent();

      await site.page.reload();
      await expect(site.page.getByRole('combobox', { name: 'Загрузка' })).toHaveValue(
        'Задняя/боковая/верхняя',
      );
      await expect(site.calculator.offers.first().getByTestId('offer-total')).toHaveText(total ?? '', {
        timeout: 30_000,
      });
      expect(await site.fitsWidth()).toBe(true);
    });

    test('a declared value typed with a dot or a comma is that many roubles', async ({ site }) => {
      await site.open('/calculator/?from=sankt-peterburg&to=moskva&weight=10');
      const declared = site.page.getByLabel('Объявленная ценность');
      await declared.fill('2222.5');
      await expect(site.page).toHaveURL(/declared=2222\.5(&|$)/);
      await declared.fill('2222,5');
      await declared.blur();
      await expect(site.page).toHaveURL(/declared=2222\.5(&|$)/);
      await expect(site.page).toHaveTitle('Калькулятор доставки — Доставка');
    });

    test('a long e-mail in the header neither widens the page nor hides RU/EN', async ({ site }) => {
      await site.open('/calculator/');
      const email = `e2e-a-very-long-mailbox-name-${Date.now()}@some-long-company-domain.ru`;
      await site.signIn(email);
      const account = site.header.getByRole('button', { name: email });
      await expect(account).toBeVisible();
      expect(await site.fitsWidth()).toBe(true);
      const english = site.header.getByRole('button', { name: /^EN/ });
      await expect(english).toBeInViewport();
      const box = await english.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await english.click();
      await expect(site.page).toHaveTitle('Shipping calculator — Dostavka');
    });
  });
}

test('two tabs of one browser refreshing at once both stay signed in', async ({ site, context }) => {
  await site.open('/calculator/');
  const email = await site.signIn(freshEmail());
  const other = await context.newPage();
  await other.goto('/calculator/');
  await expect(other.locator('header').getByRole('button', { name: email })).toBeVisible({ timeout: 20_000 });

  // Both tabs start at the same moment: each renews the stored session on start-up.
  const refreshes: number[] = [];
  for (const tab of [site.page, other]) {
    tab.on('response', (response) => {
      if (response.url().endsWith('/api/user/auth/token/refresh')) refreshes.push(response.status());
    });
  }
  await Promise.all([site.page.reload(), other.reload()]);
  for (const tab of [site.page, other]) {
    await expect(tab.locator('html[data-ready]')).toBeAttached({ timeout: 20_000 });
    await expect(tab.locator('header').getByRole('button', { name: email })).toBeVisible({ timeout: 20_000 });
  }
  expect(refreshes.length).toBeGreaterThan(0);
  expect(refreshes.every((status) => status === 200)).toBe(true);

  // The session both tabs share still refreshes on the server (its family was not revoked).
  const stored = await other.evaluate(() => localStorage.getItem('dostavka:auth'));
  const { jwt } = JSON.parse(stored ?? '{}') as { jwt: { refreshToken: string } };
  const renewed = await other.request.post('/api/user/auth/token/refresh', {
    data: { refreshToken: jwt.refreshToken },
  });
  expect(renewed.status()).toBe(200);
  await other.close();
});
