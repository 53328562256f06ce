import type { Page } from '@playwright/test';
import { STAFF } from './accounts';
import { expect, test, type Site } from './fixtures';

const STAFF_EMAIL = STAFF.rateCards;

/** The first zone's rates of the own network priced as the second zone's (still a valid card). */
const SECOND_ZONE_RATES = ['10,5', '10,2', '9,8', '9,2', '8,8', '8,4'];

/**
 * The own network's total for 500 kg from Saint Petersburg to Moscow, as the calculator shows it
 * (the state in the address, so every visit searches the same cargo).
 */
async function networkTotal(site: Site, page: Page): Promise<string> {
  await page.goto('/calculator/?from=sankt-peterburg&to=moskva&weight=500');
  await expect(site.calculator.status).toHaveText(/^Найдено \d+ предложени/, { timeout: 20_000 });
  const offer = page.locator('[data-provider="dostavka-network"]');
  await expect(offer).toBeVisible();
  return (await offer.getByTestId('offer-total').textContent()) ?? '';
}

async function openCards(site: Site, page: Page) {
  await site.header.getByRole('button', { name: 'Персонал' }).click();
  await page.getByRole('menuitem', { name: 'Тарифные карты' }).click();
  const area = await site.alive('mf_calculator', 'rate-cards');
  const list = area.getByRole('table', { name: 'Карты перевозчиков' });
  const row = list.locator('[data-provider="dostavka-network"]');
  await expect(row).toBeVisible();
  return { area, row };
}

test('staff change a price, preview it, save it, see the calculator follow and restore the old version', async ({
  site,
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  const before = await networkTotal(site, page);

  let { area, row } = await openCards(site, page);
  const version = Number(await row.locator('td').nth(2).textContent());
  await row.getByRole('button', { name: 'Изменить: Доставка' }).click();
  const form = area.getByRole('form', { name: 'Доставка' });

  // A farther zone cheaper than a nearer one: the server's message stands by the field it is about.
  const firstMinimum = form.getByLabel('Зона 1: минимум, ₽');
  await firstMinimum.fill('50000');
  await form.getByRole('button', { name: 'Предпросмотр цен' }).click();
  await expect(form.getByText('a farther zone may not cost less than the one before')).toBeVisible();
  await expect(form.getByLabel('Зона 2: минимум, ₽')).toHaveAttribute('aria-invalid', 'true');
  await firstMinimum.fill('450');

  // Dearer rates in the first zone: the preview prices samples with the draft beside the live card.
  for (const [k, rate] of SECOND_ZONE_RATES.entries())
    await form.getByLabel(`Зона 1: ₽/кг от порога ${k + 1}`).fill(rate);
  await form.getByRole('button', { name: 'Предпросмотр цен' }).click();
  const preview = area.getByRole('table', { name: 'Цены по образцовым маршрутам' });
  const sample = preview
    .getByRole('row')
    .filter({ hasText: 'Санкт-Петербург → Москва' })
    .filter({ hasText: '100 кг' });
  await expect(sample).toBeVisible();
  await expect(sample.getByRole('cell').nth(4)).toHaveText(/^\+/);

  // The preview saved nothing: the list still shows the same version.
  await expect(row.locator('td').nth(2)).toHaveText(String(version));
  await form.getByRole('button', { name: 'Сохранить новую версию' }).click();
  await expect(area.getByText(`Сохранена версия ${version + 1}`)).toBeVisible();
  await expect(row.locator('td').nth(2)).toHaveText(String(version + 1));
  await expect(row).toContainText(STAFF_EMAIL);
  const versions = area.getByRole('table', { name: 'Версии' });
  // The changed fields are named as the form names them, not by their paths in the card.
  await expect(versions.locator(`[data-version="${version + 1}"]`)).toContainText('Зона 1: ₽/кг от порога 1');

  // The calculator prices with the new card at once.
  const after = await networkTotal(site, page);
  expect(after).not.toBe(before);

  // Restore: a new version equal to the old one, and the old price is back.
  ({ area, row } = await openCards(site, page));
  await row.getByRole('button', { name: 'Изменить: Доставка' }).click();
  const history = area.getByRole('table', { name: 'Версии' });
  await history.getByRole('button', { name: `Восстановить версию ${version}` }).click();
  await history.getByRole('button', { name: 'Да, восстановить' }).click();
  await expect(area.getByText(`Восстановлена версия ${version} как версия ${version + 2}`)).toBeVisible();
  await expect(history.locator(`[data-version="${version + 2}"]`)).toContainText(
    `восстановлена из версии ${version}`,
  );
  expect(await networkTotal(site, page)).toBe(before);
});

test('the page does not exist for a visitor who is not staff', async ({ site }) => {
  const response = await site.open('/staff/rate-cards/');
  expect(response?.status()).toBe(404);
  await expect(site.notFound).toBeVisible();
});
