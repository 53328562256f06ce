import { expect, test } from './fixtures';

// The machine has no internet: the map's tiles never load, and the list does the choosing.
for (const width of [375, 1280]) {
  test.describe(`pick-up points at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a locker is chosen from the carrier’s list with its cell in view, priced, placed and printed on the waybill', async ({
      site,
      page,
    }) => {
      test.setTimeout(180_000);
      await site.open('/');
      await site.signIn();
      const { calculator } = site;
      await page.goto('/calculator/');
      await calculator.pickCity('Откуда', 'Санкт-Петербург');
      await calculator.pickCity('Куда', 'Москва');
      await calculator.addPlace('Конверт');
      for (const [label, method] of [
        [/^Как сдаёте груз/, 'Постамат'],
        [/^Как получаете груз/, 'Склад'],
      ] as const) {
        await calculator.area.getByRole('combobox', { name: label }).selectOption({ label: method });
      }
      await expect(calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 20_000 });
      const card = calculator.offers.filter({ hasNotText: 'Понадобятся паспортные данные' }).first();
      const company = ((await card.getByRole('heading').textContent()) ?? '').trim();
      await card.getByRole('button', { name: /^Выбрать/ }).click();
      await expect(page).toHaveURL(/\/order\/$/);

      // The carrier's lockers in Saint Petersburg, each with its cell and weight limit before choosing.
      const lockers = page.getByRole('radiogroup', { name: 'Где передадите груз' }).getByRole('radio');
      await expect(lockers.first()).toBeVisible({ timeout: 20_000 });
      expect(await lockers.count()).toBeGreaterThanOrEqual(2);
      for (const locker of await lockers.all()) {
        await expect(locker).toContainText('Постамат');
        await expect(locker.getByTestId('locker-cell')).toHaveText(
          /^Ячейка до \d+ × \d+ × \d+ см, до \d+ кг$/,
        );
      }
      const locker = lockers.nth(1);
      const cell = (await locker.getByTestId('locker-cell').textContent()) ?? '';
      const label = (await locker.getAttribute('aria-label')) ?? '';
      const address = label.split(', ').slice(1).join(', ');
      await locker.click();
      await expect(locker).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
      const terminal = page.getByRole('radiogroup', { name: 'Где получите груз' }).getByRole('radio').first();
      await terminal.click();
      await expect(terminal).toHaveAttribute('aria-checked', 'true', { timeout: 15_000 });
      // The price is the one at the locker (its fee a line of its own).
      await expect(page.getByRole('region', { name: new RegExp(`^${company} — `) })).toContainText(
        'Постамат',
      );

      // The map comes when asked for; without tiles its markers still stand, the list stays.
      await page.getByRole('button', { name: 'Показать на карте' }).first().click();
      await expect(page.getByRole('region', { name: 'Карта пунктов' })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.leaflet-interactive').first()).toBeAttached();
      await expect(locker).toHaveAttribute('aria-checked', 'true');

      const sender = page.getByRole('region', { name: 'Отправитель' });
      await sender.getByLabel('Имя и фамилия').fill('Анна Смирнова');
      await sender.getByLabel('Телефон').fill('9110000001');
      await sender.getByLabel('E-mail').fill('anna.points@mail.ru');
      const recipient = page.getByRole('region', { name: 'Получатель' });
      await recipient.getByLabel('Имя и фамилия').fill('Олег Смирнов');
      await recipient.getByLabel('Телефон').fill('9110000002');
      await page.getByRole('button', { name: 'Оформить заказ' }).click();
      const number = page.getByTestId('order-number');
      await expect(number).toHaveText(/^[A-Z]-\d{8}$/, { timeout: 30_000 });

      const { text } = await site.downloadWaybill();
      expect(text).toContain('Откуда: Санкт-Петербург, постамат');
      expect(text).toContain(address);
      expect(text).toContain(cell);
      expect(text).toContain('Куда: Москва, терминал');
      expect(text).toContain('Груз сдал (отправитель)');
    });
  });
}
