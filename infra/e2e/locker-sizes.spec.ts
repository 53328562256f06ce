import { expect, test } from './fixtures';

/**
 * A locker for a weight-only shipment (issue 38, item 4): instead of "предложений нет" the
 * calculator says a locker needs the size of each place and opens the place's fields right there;
 * on the order page choosing "Постамат" keeps the chosen tariff, asks for the sizes where the
 * lockers would be listed, and prices the tariff with the locker once they are given.
 */
const WEIGHT_ONLY = '/calculator/?from=sankt-peterburg&to=moskva&weight=12&pieces=2';

for (const width of [375, 1280]) {
  test.describe(`a locker for a weight-only shipment at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the calculator says why and takes the sizes of the places there; then the offers come', async ({
      site,
      page,
    }) => {
      test.setTimeout(120_000);
      const { calculator } = site;
      await site.open(`${WEIGHT_ONLY}&fromMethod=POSTAMAT&toMethod=WAREHOUSE`);
      const note = page
        .locator('#offers')
        .getByRole('alert')
        .filter({ hasText: 'Постамату нужны размеры каждого места' });
      await expect(note).toBeVisible({ timeout: 30_000 });
      await expect(calculator.status).not.toHaveText(/предложений нет/);

      await note.getByRole('button', { name: 'Указать размеры мест' }).click();
      const place = calculator.places.first();
      const length = place.getByLabel('Длина', { exact: true });
      await expect(length).toBeFocused();
      // The totals became one row of the pieces, each with its share of the weight.
      await expect(place.getByLabel('Кол-во')).toHaveValue('2');
      await length.fill('40');
      await place.getByLabel('Ширина', { exact: true }).fill('30');
      await place.getByLabel('Высота', { exact: true }).fill('20');
      await expect(calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 30_000 });
      await expect(note).toBeHidden();
      expect(await site.fitsWidth()).toBe(true);
    });

    test('the order page keeps the chosen tariff and asks for the sizes where the lockers would be', async ({
      site,
      page,
    }) => {
      test.setTimeout(150_000);
      const { calculator } = site;
      await site.open(`${WEIGHT_ONLY}&fromMethod=WAREHOUSE&toMethod=WAREHOUSE`);
      await expect(calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 30_000 });
      // The company's own network has lockers in Saint Petersburg.
      const card = calculator.area.locator('article[data-provider="dostavka-network"]').first();
      const company = ((await card.getByRole('heading').first().textContent()) ?? '').trim();
      await card.getByRole('button', { name: /^Выбрать/ }).click();
      await expect(page).toHaveURL(/\/order\/$/);
      const summary = page.getByRole('region', { name: new RegExp(`^${company} — `) });
      await expect(summary).toBeVisible();

      const sender = page.getByRole('region', { name: 'Отправитель' });
      await sender
        .getByRole('combobox', { name: /^Как передадите груз/ })
        .selectOption({ label: 'Постамат' });
      const ask = sender.getByRole('region', { name: 'Постамату нужны размеры каждого места' });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText('Груз указан только общим весом (12 кг, мест: 2)');
      // The tariff stays: no "Этот тариф больше недоступен".
      await expect(summary).toBeVisible();
      await expect(page.getByText(/тариф больше недоступен/)).toHaveCount(0);

      await ask.getByRole('button', { name: 'Указать размеры мест' }).click();
      const place = ask.getByRole('group', { name: 'Место 1' });
      await expect(place.getByLabel(/^Длина, см/)).toBeFocused();
      await place.getByLabel(/^Длина, см/).fill('40');
      await place.getByLabel(/^Ширина, см/).fill('30');
      await place.getByLabel(/^Высота, см/).fill('20');
      await ask.getByRole('button', { name: 'Пересчитать с постаматом' }).click();

      // Priced with the locker: the carrier's lockers are listed now, and the tariff is still the one chosen.
      const lockers = page.getByRole('radiogroup', { name: 'Где передадите груз' }).getByRole('radio');
      await expect(lockers.first()).toBeVisible({ timeout: 20_000 });
      await expect(lockers.first()).toContainText('Постамат');
      await expect(summary).toBeVisible();
      await expect(page.getByText(/тариф больше недоступен/)).toHaveCount(0);
      expect(await site.fitsWidth()).toBe(true);
    });
  });
}
