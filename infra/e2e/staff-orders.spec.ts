import type { Browser, Page } from '@playwright/test';
import type { OutboxMails } from '../server/src/schemas/outbox-mail';
import { STAFF } from './accounts';
import { expect, Site, test } from './fixtures';

const STAFF_EMAIL = STAFF.orders;

/** A second visitor in a browser of their own (cookies and storage apart). */
async function otherVisitor(
  browser: Browser,
  width = 1280,
): Promise<{ site: Site; page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width, height: 900 } });
  const page = await context.newPage();
  return { site: new Site(page), page, close: () => context.close() };
}

test('a status change on the board reaches the customer’s tracking page and mailbox; new orders appear live', async ({
  site,
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  await site.header.getByRole('button', { name: 'Персонал' }).click();
  await page.getByRole('menuitem', { name: 'Заказы' }).click();
  const board = await site.alive('mf_order', 'staff-orders');
  await expect(board.getByRole('heading', { name: 'Заказы', level: 1 })).toBeVisible();

  // The customer orders while the board is open: the row appears without a reload.
  const customer = await otherVisitor(browser);
  await customer.site.open('/');
  const email = await customer.site.signIn();
  const number = await customer.site.placeOrder(email);
  const row = board.locator(`[data-board-row="${number}"]`);
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Санкт-Петербург → Москва');

  // Filters and search go to the server.
  await board.getByRole('searchbox', { name: 'Поиск' }).fill(email);
  await expect(board.locator('[data-board-row]')).toHaveCount(1);

  await row.click();
  const drawer = page.locator(`[data-staff-order="${number}"]`);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Отправитель' })).toContainText('Анна Смирнова');
  const form = drawer.getByRole('form', { name: 'Сменить статус' });
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  await expect(form.getByText('Напишите комментарий к смене статуса')).toBeVisible();
  await form.getByRole('combobox', { name: 'Новый статус' }).click();
  await page.getByRole('option', { name: 'Груз принят' }).click();
  await form.getByRole('textbox', { name: 'Комментарий' }).fill('Забрали на терминале');
  await form.getByRole('button', { name: 'Сохранить статус' }).click();
  const audit = drawer.getByRole('region', { name: 'Журнал действий' });
  await expect(audit).toContainText('Статус: Заказ оформлен → Груз принят');
  await expect(audit).toContainText(STAFF_EMAIL);
  await expect(row).toContainText('Груз принят');

  // The customer's tracking page shows it at once, and the mail is in their outbox.
  await customer.site.open(`/tracking/?number=${number}`);
  await expect(customer.page.getByRole('list', { name: 'История статусов' })).toContainText('Груз принят');
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/user/outbox?to=${encodeURIComponent(email)}&limit=20`);
      return ((await response.json()) as OutboxMails).mails.map((mail) => mail.subject);
    })
    .toEqual(expect.arrayContaining([`Заказ ${number}: Груз принят`, `Заказ ${number} оформлен`]));
  await customer.close();
});

test('the board at 375 px: filters, rows and the order fit the screen', async ({ site, page, browser }) => {
  test.setTimeout(150_000);
  const customer = await otherVisitor(browser);
  await customer.site.open('/');
  const email = await customer.site.signIn();
  const number = await customer.site.placeOrder(email);
  await customer.close();

  await page.setViewportSize({ width: 375, height: 800 });
  await site.open('/');
  await site.signIn(STAFF_EMAIL);
  await site.open('/staff/orders/');
  const board = await site.alive('mf_order', 'staff-orders');
  await board.getByRole('searchbox', { name: 'Поиск' }).fill(number);
  await expect(board.locator('[data-board-row]')).toHaveCount(1);
  expect(await site.fitsWidth()).toBe(true);
  await board.locator(`[data-board-row="${number}"]`).click();
  const drawer = page.locator(`[data-staff-order="${number}"]`);
  await expect(drawer.getByRole('form', { name: 'Сменить статус' })).toBeVisible();
  const box = await drawer.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(375);
  await drawer.getByRole('textbox', { name: 'Заметка' }).fill('Клиент просит позвонить заранее');
  await drawer.getByRole('button', { name: 'Добавить' }).click();
  await expect(drawer.getByRole('region', { name: 'Внутренние заметки' })).toContainText(
    'Клиент просит позвонить заранее',
  );
  expect(await site.fitsWidth()).toBe(true);
});

test('the board does not exist for a customer: the 404 page and status 404 from the server', async ({
  site,
  page,
}) => {
  const guest = await site.open('/staff/orders/');
  expect(guest?.status()).toBe(404);
  await expect(site.notFound).toBeVisible();
  await site.signIn();
  const customer = await site.open('/staff/orders/');
  expect(customer?.status()).toBe(404);
  await expect(site.notFound).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Персонал' })).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Поиск' })).toHaveCount(0);
});
